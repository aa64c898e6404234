import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource } from '@portal/server-kit';

/** Titles sent records (document 3 §3 Titles sent row), one per vehicle; written by a batch's Titles Sent. */
export const titlesSentResource = defineResource({
  name: 'titles_sent',
  model: 'TitleSent',
  primaryKey: 'id',
  fields: [
    'id',
    'sent_to_auction_date',
    'client_id',
    'client_name',
    'auction_id',
    'auction_name',
    'vehicle_id',
    'vin',
    'overnight_tracking_number',
    'created_at',
  ],
  filterable: ['id', 'sent_to_auction_date', 'client_id', 'client_name', 'auction_name', 'vehicle_id', 'vin', 'overnight_tracking_number'],
  sortable: ['id', 'sent_to_auction_date', 'client_name', 'auction_name', 'vin'],
  defaultOrder: [
    { field: 'sent_to_auction_date', direction: 'desc' },
    { field: 'id', direction: 'asc' },
  ],
  pageSize: { default: 1000, max: 1000 },
  access: RESOURCE_ROUTES.titles_sent.access,
  scope: { field: 'client_id' },
});
