import { ROLE, RESOURCE_ROUTES, type Principal } from '@portal/contracts';
import { defineResource, ValidationError, type RelationSpec } from '@portal/server-kit';

/** Client 0 means "Unassigned" (document 2 §4): staff's new records start there; a client user's take its own client. */
export const UNASSIGNED_CLIENT = 0;

/** A client other than 0 must exist (the column has no foreign key, 0 being "none"). */
export async function checkClientExists(db: unknown, data: Record<string, unknown>): Promise<void> {
  const id = data.client_id;
  if (id === undefined || id === null || Number(id) === UNASSIGNED_CLIENT) return;
  const found = await (db as { client: { count(args: object): Promise<number> } }).client.count({ where: { clientid: Number(id) } });
  if (found === 0) throw ValidationError.field('client_id', 'refers to a record that does not exist');
}

const CLIENT_HOOKS = {
  beforeCreate: ({ data, db }: { data: Record<string, unknown>; db: unknown }) => checkClientExists(db, data),
  beforeUpdate: ({ data, db }: { data: Record<string, unknown>; db: unknown }) => checkClientExists(db, data),
};

export function newRecordClient(principal: Principal): number {
  return principal.roleid === ROLE.ADMIN ? UNASSIGNED_CLIENT : (principal.clientid ?? UNASSIGNED_CLIENT);
}

/** The owning client's name on the lists ("Unassigned" when none is shown by the screen). */
export const OWNER_CLIENT: RelationSpec = { resource: 'clients', select: ['clientid', 'clientname'], filterable: ['clientname'], sortable: ['clientname'] };

const TEXT_FIELDS_LOCATION = ['alias', 'name', 'street', 'city', 'state', 'zip', 'phone'] as const;

/** /clientLocations (document 2 §2): name and alias searched, sorted by name. */
export const clientLocationsResource = defineResource({
  name: 'client_locations',
  model: 'ClientLocation',
  primaryKey: 'id',
  filterable: ['client_id', 'alias', 'name', 'city', 'state', 'created_at'],
  sortable: ['name', 'alias', 'created_at', 'client_id'],
  creatable: ['client_id', ...TEXT_FIELDS_LOCATION],
  updatable: ['client_id', ...TEXT_FIELDS_LOCATION],
  required: ['name'],
  relations: { client: OWNER_CLIENT },
  createDefaults: (principal) => ({ client_id: newRecordClient(principal), name: 'NEW LOCATION' }),
  defaultOrder: [{ field: 'name', direction: 'asc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.client_locations.access,
  scope: { field: 'client_id' },
  hooks: CLIENT_HOOKS,
});

const DRIVER_FIELDS = ['first_name', 'last_name', 'dob', 'passport_number', 'drivers_license_number', 'drivers_license_state'] as const;

/** /clientDrivers: first and last name searched, sorted by first name. */
export const clientDriversResource = defineResource({
  name: 'client_drivers',
  model: 'ClientDriver',
  primaryKey: 'id',
  filterable: ['client_id', 'first_name', 'last_name', 'created_at'],
  sortable: ['first_name', 'last_name', 'created_at', 'client_id'],
  creatable: ['client_id', ...DRIVER_FIELDS],
  updatable: ['client_id', ...DRIVER_FIELDS],
  required: ['first_name'],
  relations: { client: OWNER_CLIENT },
  createDefaults: (principal) => ({ client_id: newRecordClient(principal), first_name: 'NEW', last_name: 'DRIVER' }),
  defaultOrder: [{ field: 'first_name', direction: 'asc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.client_drivers.access,
  scope: { field: 'client_id' },
  hooks: CLIENT_HOOKS,
});

/** The Driver dropdown of a caravan load: the names only. */
export const clientDriversFullResource = defineResource({
  name: 'client_drivers_full',
  model: 'ClientDriver',
  primaryKey: 'id',
  fields: ['id', 'first_name', 'last_name', 'client_id'],
  filterable: ['client_id', 'first_name', 'last_name'],
  sortable: ['first_name', 'last_name'],
  defaultOrder: [{ field: 'first_name', direction: 'asc' }],
  pageSize: { default: 1000, max: 1000 },
  access: RESOURCE_ROUTES.client_drivers_full.access,
  scope: { field: 'client_id' },
});

/** /clientTransporters: name searched. */
export const clientTransportersResource = defineResource({
  name: 'client_transporters',
  model: 'ClientTransporter',
  primaryKey: 'id',
  filterable: ['client_id', 'name', 'created_at'],
  sortable: ['name', 'created_at', 'client_id'],
  creatable: ['client_id', 'name', 'scac_code'],
  updatable: ['client_id', 'name', 'scac_code'],
  required: ['name'],
  relations: { client: OWNER_CLIENT },
  createDefaults: (principal) => ({ client_id: newRecordClient(principal), name: 'NEW TRANSPORTER' }),
  defaultOrder: [{ field: 'name', direction: 'asc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.client_transporters.access,
  scope: { field: 'client_id' },
  hooks: CLIENT_HOOKS,
});
