import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource } from '@portal/server-kit';

const CLIENT_FILTERS = ['clientname', 'clientactive', 'clientcity', 'clientstateid', 'clienttypeid', 'is_ri', 'ri_reg_docs_complete', 'client_group_id', 'client_id_parent', 'paymenttype', 'created_at'] as const;

const clientRelations = {
  state: {},
  client_type: {},
  payment_type: {},
  client_group: {},
  defaults: {},
  client_parent: { select: ['clientid', 'clientname'] },
} as const;

/** Clients. A client user reads only its own client (or its group's). */
export const clientsResource = defineResource({
  name: 'clients',
  model: 'Client',
  primaryKey: 'clientid',
  filterable: CLIENT_FILTERS,
  sortable: CLIENT_FILTERS,
  relations: clientRelations,
  defaultOrder: [{ field: 'clientname', direction: 'asc' }],
  pageSize: { default: 10, max: 10000 },
  access: RESOURCE_ROUTES.clients.access,
  scope: { field: 'clientid' },
});

/** Active clients for dropdowns (document 1 §7.3: clientactive eq 2, ordered by clientname). */
export const clientsActiveResource = defineResource({
  name: 'clients_active',
  model: 'Client',
  primaryKey: 'clientid',
  fields: ['clientid', 'clientname', 'clientactive', 'is_ri', 'ri_reg_docs_complete', 'client_group_id'],
  baseWhere: { clientactive: 2 },
  filterable: ['clientname', 'is_ri', 'ri_reg_docs_complete'],
  sortable: ['clientname'],
  relations: { defaults: {} },
  defaultOrder: [{ field: 'clientname', direction: 'asc' }],
  pageSize: { default: 1000, max: 1000 },
  access: RESOURCE_ROUTES.clients_active.access,
  scope: { field: 'clientid' },
});
