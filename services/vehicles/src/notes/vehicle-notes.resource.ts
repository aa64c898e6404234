import { RESOURCE_ROUTES } from '@portal/contracts';
import { ValidationError, defineResource } from '@portal/server-kit';

/**
 * Notes on a vehicle (document 3 §2.5, §3). Scoped through the vehicle: a client user notes and reads
 * only its own vehicles. The server stamps the date, the author and the author's role (document 3 §6),
 * whatever the body says; a blank note is refused, like the mass update's "a blank note adds no note".
 */
export const vehicleNotesResource = defineResource({
  name: 'vehicle_notes',
  model: 'VehicleNote',
  primaryKey: 'noteid',
  filterable: ['vehicleid', 'userid', 'roleid', 'complete', 'notedate'],
  sortable: ['notedate', 'vehicleid', 'noteid'],
  creatable: ['vehicleid', 'note', 'notedate', 'userid', 'roleid', 'complete'],
  updatable: ['complete'],
  required: ['vehicleid', 'note'],
  relations: {
    vehicle: {
      resource: 'vehicles',
      select: ['vehicleid', 'vehiclevin', 'clientid', 'yr', 'make', 'model'],
      filterable: ['vehiclevin', 'clientid'],
      nested: { client: { resource: 'clients', select: ['clientid', 'clientname'] } },
    },
    // Who wrote a note on one's own vehicle: the name only.
    user: { access: 'signed-in', select: ['userid', 'name'] },
  },
  // Staff's Vehicle Notes (every note) and Incomplete Notes (roleid 1, not complete) are totalled from
  // vehicle_note_counts (kept by triggers, migration 0005); a vehicle's notes and a client user's are counted.
  counts: { model: 'VehicleNoteCount', dimensions: ['roleid', 'complete'], sum: 'n' },
  defaultOrder: [{ field: 'notedate', direction: 'desc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.vehicle_notes.access,
  scope: { relation: 'vehicle', field: 'clientid', foreignKey: 'vehicleid' },
  hooks: {
    // What the server stamps is dropped from the body first: the links a caller sends are checked before
    // any rule runs (another client's user is not found), and these are never the caller's to send.
    prepare: (body) => {
      const { userid: _author, roleid: _role, notedate: _date, ...rest } = body;
      return rest;
    },
    beforeCreate: ({ data, principal }) => {
      const note = typeof data.note === 'string' ? data.note.trim() : '';
      if (note === '') throw ValidationError.field('note', 'a blank note cannot be saved');
      data.note = note;
      data.notedate = new Date();
      data.userid = principal.userid;
      data.roleid = principal.roleid;
      data.complete = false;
    },
  },
});
