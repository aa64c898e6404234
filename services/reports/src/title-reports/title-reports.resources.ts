import { REPORT_BOUNDS, REPORT_PAGE_SIZE } from '@portal/contracts';
import { NOT_CANCELLED, businessDayStart, calendarDay, reportResource } from '../report-vehicles/report-vehicle.js';

/** Titles still to come back: neither cancelled (5) nor completed (6) and not yet sent to the auction. */
const OPEN_TITLE = { titlestatusid: { notIn: [5, 6] }, titlesenttoauctiondate: null } as const;

/**
 * Pending titles of the client's own (document 3 §7): not cancelled, not in status 5 or 6, not already
 * sent to the auction; a client user sees its clients' vehicles only (the resource's client scope).
 */
export const pendingTitlesResource = reportResource({
  name: 'vehicles_pending_titles',
  where: { ...OPEN_TITLE, cancelled: { not: 1 } },
  defaultOrder: [{ field: 'recordcreateddate', direction: 'asc' }],
  pageSize: REPORT_PAGE_SIZE,
});

/** titles/pending: statuses other than 5 and 6, no title-sent-to-auction date, a process state. */
export const titlesPendingResource = reportResource({
  name: 'vehicles_titles_pending',
  where: { ...OPEN_TITLE, processstate: { not: null } },
  defaultOrder: [{ field: 'recordcreateddate', direction: 'asc' }],
  pageSize: REPORT_PAGE_SIZE,
  // Most of the register is pending: the totals come from the rows its triggers count under this same condition (migration 0022).
  counts: { model: 'VehiclePendingTitleCount', dimensions: ['clientid', 'titlestatusid'], sum: 'n', countsBase: true },
});

/**
 * titles/pendingDOT: application types 18, 19 and 27, created after 2015-01-01 (after its first moment in
 * Indianapolis, as the original compared the stamp with that day), with no DOT submitted, vault release
 * or bond release date.
 */
export const pendingDotResource = reportResource({
  name: 'vehicles_pending_dot',
  where: {
    titleprocessingtype: { in: [...REPORT_BOUNDS.PENDING_DOT_APPLICATION_TYPES] },
    recordcreateddate: { gt: businessDayStart(REPORT_BOUNDS.PENDING_DOT_CREATED_AFTER) },
    submitteddotdate: null,
    vaultreleasedate: null,
    bondreleasedate: null,
  },
  defaultOrder: [{ field: 'recordcreateddate', direction: 'asc' }],
  pageSize: REPORT_PAGE_SIZE,
});

/**
 * titles/pendingBMV (the spec gives no query; see README): titles applied for at the state (sent to the
 * BMV) whose white copy has not come back, open titles only.
 */
export const pendingBmvResource = reportResource({
  name: 'vehicles_pending_bmv',
  where: { titlestatusid: { notIn: [5, 6] }, titlesenttobmvdate: { not: null }, state_white_copy_date: null, titlebackfrombmvdate: null },
  defaultOrder: [{ field: 'titlesenttobmvdate', direction: 'asc' }],
  pageSize: REPORT_PAGE_SIZE,
});

/** titles/vaultVsBond (see README): vehicles with a vault release date, beside their bond release; the screen picks the range. */
export const vaultVsBondResource = reportResource({
  name: 'vehicles_vault_vs_bond',
  where: { vaultreleasedate: { not: null }, ...NOT_CANCELLED },
  defaultOrder: [{ field: 'vaultreleasedate', direction: 'asc' }],
  pageSize: REPORT_PAGE_SIZE,
});

/** titles/titlesSent: titles sent to the client or auction from 2019-09-01 on; the screen defaults to this month. */
export const titlesSentResource = reportResource({
  name: 'vehicles_titles_sent',
  where: { titlesenttoauctiondate: { gte: calendarDay(REPORT_BOUNDS.TITLES_SENT_FROM) } },
  defaultOrder: [{ field: 'titlesenttoauctiondate', direction: 'desc' }],
  pageSize: REPORT_PAGE_SIZE,
});

export const TITLE_REPORT_RESOURCES = [
  pendingTitlesResource,
  titlesPendingResource,
  pendingDotResource,
  pendingBmvResource,
  vaultVsBondResource,
  titlesSentResource,
];
