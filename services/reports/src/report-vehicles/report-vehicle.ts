import { RESOURCE_ROUTES, type OrderClause, type Principal } from '@portal/contracts';
import {
  defineResource,
  zonedWallClockToUtc,
  type AppendSpec,
  type CountsSpec,
  type RelationSpec,
  type ResourceDefinition,
  type SortKeySpec,
} from '@portal/server-kit';

/** What every report row may show of a vehicle (document 3 §3): identity, client, status and the dates the reports follow. */
export const REPORT_FIELDS = [
  'vehicleid',
  'vehiclevin',
  'last6',
  'yr',
  'make',
  'model',
  'mileage',
  'clientid',
  'clientstocknumber',
  'titlestatusid',
  'titleprocessingtype',
  'processtype',
  'processstate',
  'cancelled',
  'invoiceid',
  'has_recall',
  'client_load_id',
  'auctionid',
  'recordcreateddate',
  'titleregownershipdate',
  'titlesenttobmvdate',
  'state_white_copy_date',
  'titlebackfrombmvdate',
  'titlesenttoauctiondate',
  'submittedtocustomsdate',
  'crossedborderdate',
  'submitteddotdate',
  'vaultreleasedate',
  'bondreleasedate',
] as const;

/** The related names a report shows; each obeys the read rule of the resource it reaches. */
export const REPORT_RELATIONS: Record<string, RelationSpec> = {
  client: { resource: 'clients', select: ['clientid', 'clientname', 'is_ri'], filterable: ['clientname', 'is_ri'], sortable: ['clientname'] },
  title_status: { resource: 'title_statuses', select: ['statusid', 'statuscode', 'statusname'], filterable: ['statusname'], sortable: ['statusname'] },
  application_type: {
    resource: 'title_application_types',
    select: ['titleapplicationid', 'titleapplicationtype'],
    filterable: ['titleapplicationtype'],
    sortable: ['titleapplicationtype'],
  },
  state: { resource: 'us_states', select: ['stateid', 'stateabbreviation', 'statefull'] },
  auction: { resource: 'auctions', select: ['auctionid', 'auctionname'], filterable: ['auctionname'], sortable: ['auctionname'] },
};

/** The instant a business (Indianapolis) calendar day starts, for bounds on the record-created stamp. */
export function businessDayStart(date: string): Date {
  return zonedWallClockToUtc(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)), 0, 0, 0, 0);
}

/** A calendar date column's value for a bound: date columns hold the day at UTC midnight. */
export function calendarDay(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** Neither marked cancelled nor in the cancelled title status. */
export const NOT_CANCELLED = { cancelled: { not: 1 }, NOT: { titlestatusid: 5 } } as const;

interface ReportOptions {
  name: string;
  /** The report's fixed condition (document 3 §7); the caller's filters narrow it, never widen it. */
  where: Record<string, unknown> | ((principal: Principal) => Record<string, unknown>);
  defaultOrder: readonly OrderClause[];
  pageSize: number;
  appends?: Record<string, AppendSpec>;
  sortKeys?: Record<string, SortKeySpec>;
  /** Relations beyond the shared ones, for a report that shows more of the vehicle. */
  relations?: Record<string, RelationSpec>;
  /** A counts table of the rows meeting `where`, for exact totals without counting the register. */
  counts?: CountsSpec;
}

/**
 * A report as a read-only list of vehicles: its condition, the caller's filters within it, client users
 * limited to their clients' vehicles. The CSV download is the gateway's streamed export of the same list.
 */
export function reportResource(options: ReportOptions): ResourceDefinition {
  return defineResource({
    name: options.name,
    model: 'Vehicle',
    primaryKey: 'vehicleid',
    fields: REPORT_FIELDS,
    filterable: REPORT_FIELDS,
    sortable: REPORT_FIELDS,
    relations: { ...REPORT_RELATIONS, ...options.relations },
    appends: options.appends,
    sortKeys: options.sortKeys,
    baseWhere: options.where,
    ...(options.counts ? { counts: options.counts } : {}),
    defaultOrder: options.defaultOrder,
    // A page is what a screen shows; more rows go through the streamed CSV export.
    pageSize: { default: options.pageSize, max: 500 },
    access: RESOURCE_ROUTES[options.name].access,
    scope: { field: 'clientid' },
  });
}
