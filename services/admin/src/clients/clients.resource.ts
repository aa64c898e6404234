import { RESOURCE_ROUTES } from '@portal/contracts';
import { ValidationError, defineResource, type WriteContext } from '@portal/server-kit';
import { checkChoices, trimText } from '../shared/rules.js';
import { CLIENT_CHOICES, CLIENT_EDITABLE, CLIENT_TEXT, NEW_CLIENT_NAME } from './client-fields.js';

const CLIENT_FILTERS = [
  'clientname',
  'clientactive',
  'clientcity',
  'clientstateid',
  'clienttypeid',
  'is_ri',
  'ri_reg_docs_complete',
  'client_group_id',
  'client_id_parent',
  'paymenttype',
  'created_at',
] as const;
const CLIENT_REF = ['clientid', 'clientname'] as const;

/** What a client's page may load with it; notes, overrides and defaults are staff only, as their own resources are. */
const clientRelations = {
  state: { resource: 'us_states', filterable: ['stateabbreviation', 'statefull'], sortable: ['stateabbreviation'] },
  client_type: { resource: 'client_types', filterable: ['clienttype'], sortable: ['clienttype'] },
  payment_type: { resource: 'payment_types' },
  // A client's group is named on its page; groups have no screen of their own.
  client_group: { access: 'signed-in', select: ['id', 'name'] },
  defaults: { resource: 'client_defaults' },
  client_parent: { resource: 'clients', select: CLIENT_REF },
  odo_purchase_client: { resource: 'clients', select: CLIENT_REF },
  client_agents: { resource: 'client_agents', many: true, orderBy: { name: 'asc' } },
  notes: {
    resource: 'client_notes',
    many: true,
    orderBy: { contactdate: 'desc' },
    nested: { user: { resource: 'web_users', select: ['userid', 'name', 'username'] } },
  },
  overrides: {
    resource: 'rack_rate_overrides',
    many: true,
    orderBy: { id: 'asc' },
    nested: { rack_rate: { resource: 'rack_rates', select: ['id', 'name', 'charge_amount', 'every_vehicle', 'bucket_id'] } },
  },
} as const;

/** A client is never its own parent nor its own odometer-purchase client. */
function checkClient({ data, before }: WriteContext): void {
  trimText(data, CLIENT_TEXT);
  if (typeof data.clientname === 'string') data.clientname = data.clientname.trim();
  if (typeof data.clientcountrycode === 'string') data.clientcountrycode = data.clientcountrycode.toUpperCase();
  checkChoices(data, CLIENT_CHOICES);
  const id = before?.clientid;
  if (id !== undefined) {
    for (const field of ['client_id_parent', 'client_id_odo_purchase']) {
      if (data[field] === id) throw ValidationError.field(field, 'cannot be the client itself');
    }
  }
}

/**
 * Clients. A client user reads only its own client (or its group's); staff change them. Every change
 * is recorded in history_items under the object type `client`.
 */
export const clientsResource = defineResource({
  name: 'clients',
  model: 'Client',
  primaryKey: 'clientid',
  filterable: CLIENT_FILTERS,
  sortable: CLIENT_FILTERS,
  creatable: CLIENT_EDITABLE,
  updatable: CLIENT_EDITABLE,
  required: ['clientname'],
  createDefaults: () => ({ clientname: NEW_CLIENT_NAME, clientactive: 2 }),
  relations: clientRelations,
  readWith: ['state', 'client_type', 'payment_type', 'client_parent', 'odo_purchase_client', 'defaults'],
  appends: {
    overrides_count: {
      access: 'staff',
      include: { _count: { select: { overrides: true } } },
      compute: (row) => (row._count as { overrides?: number } | undefined)?.overrides ?? 0,
    },
  },
  defaultOrder: [{ field: 'clientname', direction: 'asc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.clients.access,
  scope: { field: 'clientid' },
  history: { objectType: 'client' },
  hooks: { beforeCreate: checkClient, beforeUpdate: checkClient },
});

const ACTIVE_FIELDS = ['clientid', 'clientname', 'clientactive', 'is_ri', 'ri_reg_docs_complete', 'client_group_id'] as const;

/** Active clients for dropdowns (document 1 §7.3: clientactive eq 2, ordered by clientname). */
export const clientsActiveResource = defineResource({
  name: 'clients_active',
  model: 'Client',
  primaryKey: 'clientid',
  fields: ACTIVE_FIELDS,
  baseWhere: { clientactive: 2 },
  filterable: ['clientname', 'is_ri', 'ri_reg_docs_complete'],
  sortable: ['clientname'],
  relations: { defaults: { resource: 'client_defaults' } },
  defaultOrder: [{ field: 'clientname', direction: 'asc' }],
  pageSize: { default: 1000, max: 1000 },
  access: RESOURCE_ROUTES.clients_active.access,
  scope: { field: 'clientid' },
});

/** Active registered-importer clients, for the RI screens' dropdowns. */
export const clientsActiveRiResource = defineResource({
  name: 'clients_active_ri',
  model: 'Client',
  primaryKey: 'clientid',
  fields: ACTIVE_FIELDS,
  baseWhere: { clientactive: 2, is_ri: 1 },
  filterable: ['clientname', 'ri_reg_docs_complete'],
  sortable: ['clientname'],
  relations: { defaults: { resource: 'client_defaults' } },
  defaultOrder: [{ field: 'clientname', direction: 'asc' }],
  pageSize: { default: 1000, max: 1000 },
  access: RESOURCE_ROUTES.clients_active_ri.access,
  scope: { field: 'clientid' },
});
