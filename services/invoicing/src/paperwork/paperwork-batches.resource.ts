import { PAPERWORK_BATCHES_PAGE_SIZE, PAPERWORK_ELIGIBLE_MONTHS, RESOURCE_ROUTES, TITLE_STATUS } from '@portal/contracts';
import { defineResource, type RelationSpec } from '@portal/server-kit';
import { indianapolisDay } from '../dates.js';

const STAFF_ONLY_SCOPE = { none: true, reason: 'paperwork batches are staff-only (services/invoicing README)' } as const;

/** What a paperwork vehicle shows (document 2 §3): the vehicle, its flag, its client's and auction's names. */
const PAPERWORK_VEHICLE_FIELDS = [
  'vehicleid',
  'vehiclevin',
  'yr',
  'make',
  'model',
  'clientid',
  'auctionid',
  'titledocsbatchid',
  'printtitledocuments',
  'titlesenttobmvdate',
  'recordcreateddate',
] as const;

const VEHICLE_CLIENT: RelationSpec = { access: 'staff', select: ['clientid', 'clientname'], filterable: ['clientname'], sortable: ['clientname'] };
const VEHICLE_AUCTION: RelationSpec = { access: 'staff', select: ['auctionid', 'auctionname'], filterable: ['auctionname'], sortable: ['auctionname'] };

/**
 * Paperwork batches (document 2 §2, §3, §7): the title documents staff print together. Vehicles join and
 * leave through /api/paperwork_batches/{id}/add|remove/{vehicleId}; the batch itself holds its date, who
 * printed it and who signs.
 */
export const paperworkBatchesResource = defineResource({
  name: 'paperwork_batches',
  model: 'PaperworkBatch',
  primaryKey: 'printtitledocsid',
  aliases: { id: 'printtitledocsid' },
  filterable: ['printtitledocsid', 'printtitledocsdate', 'printtitledocspersonprinting', 'person_signing'],
  sortable: ['printtitledocsid', 'printtitledocsdate', 'printtitledocspersonprinting'],
  creatable: ['printtitledocsdate', 'printtitledocspersonprinting', 'person_signing'],
  updatable: ['printtitledocsdate', 'printtitledocspersonprinting', 'person_signing'],
  relations: {
    user: { access: 'staff', select: ['userid', 'name', 'username'], filterable: ['name'], sortable: ['name'] },
    vehicles_paperwork: {
      access: 'staff',
      many: true,
      take: 1000,
      select: PAPERWORK_VEHICLE_FIELDS,
      filterable: ['vehiclevin', 'vehicleid'],
      orderBy: { vehicleid: 'asc' },
      nested: { client: VEHICLE_CLIENT, auction: VEHICLE_AUCTION },
    },
  },
  readWith: ['user', 'vehicles_paperwork'],
  appends: {
    vehicles_count: {
      access: 'staff',
      include: { _count: { select: { vehicles_paperwork: true } } },
      compute: (row) => (row._count as { vehicles_paperwork?: number } | undefined)?.vehicles_paperwork ?? 0,
    },
  },
  // The screen sends both; a batch made without them is dated today in Indianapolis and printed by its creator.
  createDefaults: (principal) => ({ printtitledocsdate: indianapolisDay(new Date()), printtitledocspersonprinting: principal.userid }),
  defaultOrder: [{ field: 'printtitledocsid', direction: 'desc' }],
  pageSize: { default: PAPERWORK_BATCHES_PAGE_SIZE, max: 1000 },
  access: RESOURCE_ROUTES.paperwork_batches.access,
  scope: STAFF_ONLY_SCOPE,
});

/** The first instant a vehicle may have been created and still be offered to a paperwork batch. */
export function eligibleSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - PAPERWORK_ELIGIBLE_MONTHS);
  return since;
}

/** Not cancelled: neither flagged cancelled nor in title status 5 (a vehicle without a status is not cancelled). */
const NOT_CANCELLED = [{ cancelled: { not: 1 } }, { OR: [{ titlestatusid: null }, { titlestatusid: { not: TITLE_STATUS.CANCELLED } }] }];

/**
 * The vehicles the Add Vehicle to Paperwork dialog offers (document 2 §2): title documents not printed yet
 * (printtitledocuments 0), created within the last 12 months, not cancelled, newest first.
 */
export const paperworkVehiclesResource = defineResource({
  name: 'paperwork_vehicles',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  fields: PAPERWORK_VEHICLE_FIELDS,
  filterable: ['vehicleid', 'vehiclevin', 'clientid', 'auctionid', 'recordcreateddate', 'yr', 'make', 'model'],
  sortable: ['vehicleid', 'vehiclevin', 'recordcreateddate'],
  relations: { client: VEHICLE_CLIENT, auction: VEHICLE_AUCTION },
  baseWhere: () => ({ AND: [{ printtitledocuments: 0 }, { recordcreateddate: { gte: eligibleSince(new Date()) } }, ...NOT_CANCELLED] }),
  defaultOrder: [
    { field: 'recordcreateddate', direction: 'desc' },
    { field: 'vehicleid', direction: 'desc' },
  ],
  pageSize: { default: PAPERWORK_BATCHES_PAGE_SIZE, max: 1000 },
  access: RESOURCE_ROUTES.paperwork_vehicles.access,
  scope: STAFF_ONLY_SCOPE,
});
