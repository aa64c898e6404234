import { DRILL_PAGE_SIZE, REPORT_PAGE_SIZE, RI_PROBLEMS_PAGE_SIZE, businessToday, riDotDeadline } from '@portal/contracts';
import { NOT_CANCELLED, reportResource } from '../report-vehicles/report-vehicle.js';

/** A registered importer's vehicle: its client is an RI client (is_ri = 1). */
export const RI_CLIENT = { client: { is: { is_ri: 1 } } } as const;

function dayText(value: unknown): string | null {
  return value instanceof Date ? value.toISOString().slice(0, 10) : null;
}

/**
 * The dashboard's drill-downs (document 2 §2, §7): RI clients' vehicles that are not cancelled; the
 * drill type's filters (`DRILL_FILTERS`) narrow it to those waiting for their ownership or bond release.
 */
export const drillResource = reportResource({
  name: 'vehicles_drill',
  where: { ...RI_CLIENT, ...NOT_CANCELLED },
  defaultOrder: [{ field: 'crossedborderdate', direction: 'asc' }],
  pageSize: DRILL_PAGE_SIZE,
});

/**
 * RI deadlines: each RI vehicle over the border without a DOT submitted date, its 120-day limit nearest
 * first (the oldest crossing is the most urgent), with the days left.
 */
export const riDeadlinesResource = reportResource({
  name: 'vehicles_ri_deadlines',
  where: { ...RI_CLIENT, ...NOT_CANCELLED, crossedborderdate: { not: null }, submitteddotdate: null },
  defaultOrder: [{ field: 'crossedborderdate', direction: 'asc' }],
  pageSize: DRILL_PAGE_SIZE,
  appends: {
    ri_dot_deadline: {
      needs: ['crossedborderdate', 'submitteddotdate'],
      compute: (row, { now }) => riDotDeadline(dayText(row.crossedborderdate), dayText(row.submitteddotdate), businessToday(now)),
    },
  },
});

/**
 * RI DOT Outstanding (document 3 §7): not cancelled (status 5), no DOT submitted date; the screen picks the
 * client; the vehicles with the most images first, then the newest. Prisma orders by a relation's count but
 * cannot filter that count, so the order counts every image the vehicle keeps, deleted ones too, while
 * `images_count` shows those not deleted (README, "Decisions").
 */
export const dotOutstandingResource = reportResource({
  name: 'vehicles_dot_outstanding',
  where: { NOT: { titlestatusid: 5 }, submitteddotdate: null },
  defaultOrder: [
    { field: 'images_count', direction: 'desc' },
    { field: 'vehicleid', direction: 'desc' },
  ],
  pageSize: REPORT_PAGE_SIZE,
  sortKeys: { images_count: { access: 'staff', orderBy: (direction) => ({ images: { _count: direction } }) } },
  appends: {
    images_count: {
      access: 'staff',
      include: { _count: { select: { images: { where: { deleted: 0 } } } } },
      compute: (row) => (row._count as { images?: number } | undefined)?.images ?? 0,
    },
  },
});

/**
 * RI Needs Applied (document 3 §7): not cancelled (status 5), ownership received and DOT submitted,
 * title not yet sent to the BMV; newest DOT submission first; whether the physical inspection is signed.
 */
export const needsAppliedResource = reportResource({
  name: 'vehicles_needs_applied',
  where: { NOT: { titlestatusid: 5 }, titleregownershipdate: { not: null }, submitteddotdate: { not: null }, titlesenttobmvdate: null },
  defaultOrder: [{ field: 'submitteddotdate', direction: 'desc' }],
  pageSize: REPORT_PAGE_SIZE,
  appends: {
    has_signed_inspection: {
      access: 'staff',
      include: { _count: { select: { document_signatures: { where: { document_type: 'physicalInspection' } } } } },
      compute: (row) => ((row._count as { document_signatures?: number } | undefined)?.document_signatures ?? 0) > 0,
    },
  },
});

/**
 * RI Problems (document 3 §6, §7): RI clients' vehicles, not cancelled, over the border; the oldest crossing
 * first. The screen narrows it to the title statuses it offers.
 */
export const problemsResource = reportResource({
  name: 'vehicles_problems',
  where: { ...RI_CLIENT, ...NOT_CANCELLED, crossedborderdate: { not: null } },
  defaultOrder: [{ field: 'crossedborderdate', direction: 'asc' }],
  pageSize: RI_PROBLEMS_PAGE_SIZE,
});

/** RI Status Report (document 3 §6, §7): RI clients' vehicles, not cancelled; the latest crossing first. */
export const riStatusResource = reportResource({
  name: 'vehicles_ri_status',
  where: { ...RI_CLIENT, ...NOT_CANCELLED },
  defaultOrder: [{ field: 'crossedborderdate', direction: 'desc' }],
  pageSize: RI_PROBLEMS_PAGE_SIZE,
});

/**
 * RI Open Contracts (document 3 §2.8): the vehicles whose contract is still open, that is neither cancelled
 * nor completed (title statuses 5 and 6, the "exclude completed" reading of document 3 §4); newest first.
 * Not limited to RI clients: the spec limits only RI problems and status to them (§6), and the page is
 * offered to the paperwork dealer's users (document 1 §2.2), whose client need not be an RI client.
 */
export const openContractsResource = reportResource({
  name: 'client_open_vehicles',
  where: { cancelled: { not: 1 }, titlestatusid: { notIn: [5, 6] } },
  defaultOrder: [{ field: 'recordcreateddate', direction: 'desc' }],
  pageSize: REPORT_PAGE_SIZE,
});

/** RI NHTSA Audit (document 3 §7): vehicles submitted to the DOT, not cancelled; the screen picks the quarter; oldest record first. */
export const dotSubmittedResource = reportResource({
  name: 'vehicles_dot_submitted',
  where: { cancelled: { not: 1 }, submitteddotdate: { not: null } },
  defaultOrder: [{ field: 'recordcreateddate', direction: 'asc' }],
  pageSize: REPORT_PAGE_SIZE,
});

/** RI DOT Status (document 3 §4): an RI client's vehicles, not cancelled; each tab adds its filters (`RI_DOT_STATUS_TABS`). */
export const riDotStatusResource = reportResource({
  name: 'vehicles_ri_dot_status',
  where: { ...RI_CLIENT, ...NOT_CANCELLED },
  defaultOrder: [{ field: 'recordcreateddate', direction: 'desc' }],
  pageSize: REPORT_PAGE_SIZE,
});

export const RI_REPORT_RESOURCES = [
  drillResource,
  riDeadlinesResource,
  dotOutstandingResource,
  needsAppliedResource,
  problemsResource,
  riStatusResource,
  openContractsResource,
  dotSubmittedResource,
  riDotStatusResource,
];
