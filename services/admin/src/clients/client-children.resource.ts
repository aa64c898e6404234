import { DEFAULT_VEHICLE_RELEASE_DAYS, RESOURCE_ROUTES } from '@portal/contracts';
import { FieldErrorCollector, ValidationError, defineResource, type WriteContext } from '@portal/server-kit';
import { checkChoices } from '../shared/rules.js';

/** A note is saved only if non-empty (document 1 §5): blank text is refused, not stored. */
function checkNote({ data }: WriteContext): void {
  if (typeof data.notes === 'string') data.notes = data.notes.trim();
  if ('notes' in data && !data.notes) throw ValidationError.field('notes', 'is required');
}

/** Client notes (text, contact date, author). The author is whoever writes the note. */
export const clientNotesResource = defineResource({
  name: 'client_notes',
  model: 'ClientNote',
  primaryKey: 'id',
  filterable: ['clientid', 'notes', 'contactdate', 'userid'],
  sortable: ['contactdate', 'clientid'],
  creatable: ['clientid', 'notes', 'contactdate'],
  updatable: ['notes', 'contactdate'],
  required: ['clientid', 'notes'],
  stamps: { userid: (principal) => principal.userid, roleid: (principal) => principal.roleid },
  relations: { user: { resource: 'web_users', select: ['userid', 'name', 'username'] }, client: { resource: 'clients', select: ['clientid', 'clientname'] } },
  readWith: ['user'],
  defaultOrder: [{ field: 'contactdate', direction: 'desc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.client_notes.access,
  scope: { field: 'clientid' },
  hooks: { beforeCreate: checkNote, beforeUpdate: checkNote },
});

/** An agent is saved only if its name is non-blank after trimming (document 1 §5); it is stored trimmed. */
function checkAgent({ data }: WriteContext): void {
  if (typeof data.name === 'string') data.name = data.name.trim();
  if ('name' in data && !data.name) throw ValidationError.field('name', 'is required');
}

/** Client agents: the people a client sends; vehicles may name one. */
export const clientAgentsResource = defineResource({
  name: 'client_agents',
  model: 'ClientAgent',
  primaryKey: 'id',
  filterable: ['client_id', 'name'],
  sortable: ['name', 'client_id'],
  creatable: ['client_id', 'name'],
  updatable: ['name'],
  required: ['client_id', 'name'],
  defaultOrder: [{ field: 'name', direction: 'asc' }],
  pageSize: { default: 1000, max: 1000 },
  access: RESOURCE_ROUTES.client_agents.access,
  scope: { field: 'client_id' },
  hooks: { beforeCreate: checkAgent, beforeUpdate: checkAgent },
});

const DEFAULT_FIELDS = [
  'nhtsa_auto_location',
  'nhtsa_auto_date',
  'auctionid',
  'speedyesno',
  'billtoclientid',
  'purchaseclientid',
  'titleprocessingtype',
  'titlestatus',
  'invoice_vehicle_details',
  'invoice_vehicle_extra_info',
  'vehicle_release_days',
] as const;

function checkDefaults({ data }: WriteContext): void {
  checkChoices(data, {
    nhtsa_auto_date: { 0: 'no', 1: 'yes' },
    speedyesno: { 0: 'no', 1: 'yes' },
    invoice_vehicle_details: { 0: 'no', 1: 'yes' },
    invoice_vehicle_extra_info: { 0: 'no', 1: 'yes' },
  });
  const errors = new FieldErrorCollector();
  // Emptying the release days goes back to the default rather than storing nothing.
  if ('vehicle_release_days' in data && data.vehicle_release_days === null) data.vehicle_release_days = DEFAULT_VEHICLE_RELEASE_DAYS;
  const days = data.vehicle_release_days;
  if (typeof days === 'number' && (days < 0 || days > 3650)) errors.add('vehicle_release_days', 'must be between 0 and 3650');
  errors.throwIfAny();
}

/** Vehicle defaults of a client (one row per client; a second one for the same client is a 409). */
export const clientDefaultsResource = defineResource({
  name: 'client_defaults',
  model: 'ClientDefault',
  primaryKey: 'id',
  filterable: ['clientid'],
  sortable: ['clientid'],
  creatable: ['clientid', ...DEFAULT_FIELDS],
  updatable: DEFAULT_FIELDS,
  required: ['clientid'],
  createDefaults: () => ({ vehicle_release_days: DEFAULT_VEHICLE_RELEASE_DAYS }),
  relations: {
    auction: { resource: 'auctions', select: ['auctionid', 'auctionname'] },
    billto_client: { resource: 'clients', select: ['clientid', 'clientname'] },
    purchase_client: { resource: 'clients', select: ['clientid', 'clientname'] },
    application_type: { resource: 'title_application_types', select: ['titleapplicationid', 'titleapplicationtype'] },
    title_status: { resource: 'title_statuses' },
  },
  defaultOrder: [{ field: 'id', direction: 'asc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.client_defaults.access,
  scope: { field: 'clientid' },
  hooks: { beforeCreate: checkDefaults, beforeUpdate: checkDefaults },
});
