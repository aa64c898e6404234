import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource } from '@portal/server-kit';
import { STAFF_DATA } from '../shared/rules.js';

/** The change log the engine writes; edit pages read it (object_type, object_type_id). Never written through the API. */
export const historyItemsResource = defineResource({
  name: 'history_items',
  model: 'HistoryItem',
  primaryKey: 'id',
  filterable: ['object_type', 'object_type_id', 'target_field', 'userid', 'created_at'],
  sortable: ['created_at', 'target_field'],
  relations: { user: { resource: 'web_users', select: ['userid', 'name', 'username'] } },
  defaultOrder: [{ field: 'created_at', direction: 'desc' }],
  pageSize: { default: 25, max: 1000 },
  access: RESOURCE_ROUTES.history_items.access,
  scope: STAFF_DATA,
});
