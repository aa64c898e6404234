import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource } from '@portal/server-kit';

/** The Notes Queue (document 1 §6): notes left by client users (roleid 1) that staff have not completed. */
export const vehicleNotesOpenResource = defineResource({
  name: 'vehicle_notes_open',
  model: 'VehicleNote',
  primaryKey: 'noteid',
  baseWhere: { complete: false, roleid: 1 },
  filterable: ['vehicleid', 'userid', 'notedate'],
  sortable: ['notedate', 'vehicleid'],
  updatable: ['complete'],
  relations: {
    vehicle: { resource: 'vehicles', select: ['vehicleid', 'vehiclevin', 'clientid', 'yr', 'make', 'model'], filterable: ['vehiclevin', 'clientid'] },
    user: { access: 'signed-in', select: ['userid', 'name'] },
  },
  defaultOrder: [{ field: 'notedate', direction: 'desc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.vehicle_notes_open.access,
  scope: { relation: 'vehicle', field: 'clientid', foreignKey: 'vehicleid' },
});
