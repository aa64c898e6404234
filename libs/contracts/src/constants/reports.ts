import { businessToday } from '../csv/format.js';

/** The dashboard's periods (document 2 §7, §9): this week from Sunday, this month, the last 90 days. */
export const DASHBOARD_PERIODS = ['thisweek', 'thismonth', '90'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABEL: Readonly<Record<DashboardPeriod, string>> = { thisweek: 'This Week', thismonth: 'This Month', '90': '90 Days' };

/** The summary metrics of document 2 §9, in the order the dashboard shows them; `ri` rows show only for RI clients or no client. */
export const DASHBOARD_TOTALS = [
  { key: 'received', label: 'Vehicles Received', ri: false },
  { key: 'cancelled', label: 'Cancelled', ri: false },
  { key: 'in_state', label: 'In State', ri: false },
  { key: 'out_of_state', label: 'Out of State', ri: false },
  { key: 'registered_import', label: 'Registered Import', ri: true },
  { key: 'vault', label: 'Vault', ri: true },
] as const;

/** The detailed metrics of document 2 §9. */
export const DASHBOARD_STATUSES = [
  { key: 'speedo_needed', label: 'Speedo Verification Needed', ri: true },
  { key: 'speedo_complete', label: 'Speedo Verification Complete', ri: true },
  { key: 'assigned_to_transport', label: 'Assigned to Transport', ri: false },
  { key: 'submitted_to_customs', label: 'Submitted to Customs', ri: true },
  { key: 'crossed_border', label: 'Crossed Border', ri: true },
  { key: 'submitted_to_dot', label: 'Submitted to DOT', ri: true },
  { key: 'ownerships_received', label: 'Ownerships Received', ri: false },
  { key: 'titles_applied_for', label: 'Titles Applied For', ri: false },
  { key: 'white_copies_received', label: 'White Copies Received', ri: false },
  { key: 'bond_released', label: 'Bond Released', ri: true },
  { key: 'title_sent_to_customer', label: 'Title Sent to Customer', ri: false },
] as const;
export type DashboardTotalKey = (typeof DASHBOARD_TOTALS)[number]['key'];
export type DashboardStatusKey = (typeof DASHBOARD_STATUSES)[number]['key'];

/** The drill-downs of document 2 §2: RI vehicles waiting for their ownership, or for their bond release. */
export const DRILL_TYPES = ['needsownership', 'needsbondrelease'] as const;
export type DrillType = (typeof DRILL_TYPES)[number];
export const DRILL_LABEL: Readonly<Record<DrillType, string>> = { needsownership: 'Needs Ownership', needsbondrelease: 'Needs Bond Release' };
/** Dashboard drill page size (document 2 §9). */
export const DRILL_PAGE_SIZE = 25;

/**
 * The list filters (document 1 §7.2 grammar) of each drill-down, on the `vehicles_drill` resource, whose
 * base condition already keeps RI clients' vehicles that are not cancelled. The dashboard's RI counts are
 * the totals of these very lists, so a count and its drill-down always agree.
 */
export const DRILL_FILTERS: Readonly<Record<DrillType, readonly string[]>> = {
  needsownership: ['crossedborderdate|notnull|1', 'titleregownershipdate|isnull|1'],
  needsbondrelease: ['submitteddotdate|notnull|1', 'bondreleasedate|isnull|1'],
};

/** The user-facing texts of the dashboard and its drill-downs (document 2 §2). */
export const DASHBOARD_TEXT = {
  UPDATE_SIGNATURE: 'Update my signature',
  DRILL_TITLE: 'Title Dashboard Drilldown',
  BACK: 'Back',
  DOWNLOAD_XLSX: 'Download as XLSX',
  MISSING_BOND_RELEASE_FILE: 'missing_bond_release.xlsx',
} as const;

/** The title reports of document 3 §2.7 (`/titles/{reportType}`), each served by its own resource. */
export const TITLE_REPORT_TYPES = ['vaultVsBond', 'pending', 'pendingDOT', 'pendingBMV', 'titlesSent'] as const;
export type TitleReportType = (typeof TITLE_REPORT_TYPES)[number];
export const TITLE_REPORT_RESOURCE: Readonly<Record<TitleReportType, string>> = {
  vaultVsBond: 'vehicles_vault_vs_bond',
  pending: 'vehicles_titles_pending',
  pendingDOT: 'vehicles_pending_dot',
  pendingBMV: 'vehicles_pending_bmv',
  titlesSent: 'vehicles_titles_sent',
};

/** Fixed bounds of the report queries of document 3 §7 (business dates). */
export const REPORT_BOUNDS = {
  /** Pending DOT: records created after this day. */
  PENDING_DOT_CREATED_AFTER: '2015-01-01',
  /** Pending DOT: these title application types. */
  PENDING_DOT_APPLICATION_TYPES: [18, 19, 27],
  /** Titles sent: from this day on. */
  TITLES_SENT_FROM: '2019-09-01',
  /** Unbilled units: created since this day. */
  UNBILLED_SINCE: '2017-01-01',
  /** Transport POC (the transport list): vehicles created from this day, oldest first. */
  TRANSPORT_POC_SINCE: '2017-01-01',
} as const;

/** Unbilled units page size (document 3 §9); other reports take the default 10. */
export const UNBILLED_PAGE_SIZE = 50;
export const REPORT_PAGE_SIZE = 10;
/** The RI DOT outstanding and needs-applied CSV take up to 1000 rows (document 3 §7). */
export const RI_REPORT_CSV_ROWS = 1000;

/**
 * A registered importer must submit a vehicle's conformity to the DOT within 120 days of its entry
 * (49 CFR 591-592): the deadline counts from the crossed-border date until a DOT submitted date exists.
 */
export const RI_DOT_DEADLINE_DAYS = 120;
/** Days left at which a vehicle is flagged, most urgent last. */
export const RI_DEADLINE_WARN_DAYS = [30, 10] as const;
export type RiDeadlineLevel = 'overdue' | 'due10' | 'due30' | 'ok';
export const RI_DEADLINE_LEVEL_LABEL: Readonly<Record<RiDeadlineLevel, string>> = {
  overdue: 'Overdue',
  due10: '10 days or less',
  due30: '30 days or less',
  ok: 'On time',
};

export interface RiDotDeadline {
  /** The last day the DOT submission is due, YYYY-MM-DD. */
  deadline: string;
  /** Days from today to the deadline; negative once overdue. */
  days_left: number;
  level: RiDeadlineLevel;
}

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A calendar date `days` before or after another (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return dayText(dayNumber(date) + days);
}

/** How urgent a number of days left is. */
export function riDeadlineLevel(daysLeft: number): RiDeadlineLevel {
  if (daysLeft < 0) return 'overdue';
  if (daysLeft <= RI_DEADLINE_WARN_DAYS[1]) return 'due10';
  if (daysLeft <= RI_DEADLINE_WARN_DAYS[0]) return 'due30';
  return 'ok';
}

/**
 * The 120-day DOT countdown of a vehicle that crossed the border (dates as YYYY-MM-DD): null when it has
 * not crossed yet or its DOT submission is already dated, since then nothing is running.
 */
export function riDotDeadline(crossedborderdate: string | null, submitteddotdate: string | null, today: string = businessToday()): RiDotDeadline | null {
  if (!crossedborderdate || submitteddotdate) return null;
  const deadline = addDays(crossedborderdate.slice(0, 10), RI_DOT_DEADLINE_DAYS);
  const days_left = dayNumber(deadline) - dayNumber(today);
  return { deadline, days_left, level: riDeadlineLevel(days_left) };
}

/** The first day of a dashboard period, in business dates: Sunday of this week, the 1st of this month, or 90 days ago. */
export function dashboardPeriodStart(period: DashboardPeriod, today: string = businessToday()): string {
  if (period === 'thismonth') return `${today.slice(0, 8)}01`;
  if (period === '90') return addDays(today, -90);
  const weekday = new Date(dayNumber(today) * DAY_MS).getUTCDay();
  return addDays(today, -weekday);
}

/** RI problems and RI status reports show 50 a page; the audit and open contracts the default 10 (document 3 §9). */
export const RI_PROBLEMS_PAGE_SIZE = 50;

/**
 * The title statuses RI problems offers (document 3 §4): 2, 14 and 19 by their own names, and 21 with 23
 * together under one label; 2 is chosen at first. A choice is sent as an `in` list.
 */
export const RI_PROBLEM_STATUS_IDS = [2, 14, 19] as const;
export const RI_PROBLEM_COMBINED_CHOICE = { value: '21,23', label: 'Rejected DOT + Remedy Received' } as const;
export const RI_PROBLEM_DEFAULT_STATUS = '2';

/**
 * The four tabs of RI DOT Status (document 3 §4), each a set of list filters on `vehicles_ri_dot_status`.
 * "No recall" is no recall flag at all or a flag other than 1: an OR group, since a not-equal alone
 * leaves out the vehicles whose flag was never set.
 */
export const RI_DOT_STATUS_TABS = [
  { key: 'recent', label: 'Recent Purchases', filters: ['client_load_id|isnull|1'] },
  {
    key: 'assigned',
    label: 'Assigned to Load',
    filters: ['client_load_id|notnull|1', 'submitteddotdate|isnull|1', 'norecall:has_recall|isnull|1', 'norecall:has_recall|neq|1'],
  },
  { key: 'submitted', label: 'DOT Submitted', filters: ['client_load_id|notnull|1', 'submitteddotdate|notnull|1'] },
  { key: 'recall', label: 'Has Recall', filters: ['client_load_id|notnull|1', 'has_recall|eq|1'] },
] as const;
export type RiDotStatusTab = (typeof RI_DOT_STATUS_TABS)[number]['key'];

/** The calendar quarter a business date falls in, and the one before it (the audit report's buttons, document 3 §2.8). */
export function quarterOf(date: string): { from: string; to: string } {
  const year = Number(date.slice(0, 4));
  const first = Math.floor((Number(date.slice(5, 7)) - 1) / 3) * 3 + 1;
  const from = `${year}-${String(first).padStart(2, '0')}-01`;
  const nextStart = first === 10 ? `${year + 1}-01-01` : `${year}-${String(first + 3).padStart(2, '0')}-01`;
  return { from, to: addDays(nextStart, -1) };
}

export function previousQuarter(date: string): { from: string; to: string } {
  return quarterOf(addDays(quarterOf(date).from, -1));
}

/**
 * The kinds of work the Staff Volume report counts (document 2 §2, §3), in its column order, each with the
 * vehicle date whose setting is that work (none for created vehicles and notes).
 */
export const ACTIVITY_TYPES = ['created', 'submittedtocustoms', 'submittedtodot', 'senttostate', 'senttoauction', 'notes'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const ACTIVITY_LABEL: Readonly<Record<ActivityType, string>> = {
  created: 'Created',
  submittedtocustoms: 'Submitted to Customs',
  submittedtodot: 'Submitted to DOT',
  senttostate: 'Sent to State',
  senttoauction: 'Sent to Auction',
  notes: 'Notes',
};
export const ACTIVITY_DATE_FIELD: Readonly<Partial<Record<ActivityType, string>>> = {
  submittedtocustoms: 'submittedtocustomsdate',
  submittedtodot: 'submitteddotdate',
  senttostate: 'titlesenttobmvdate',
  senttoauction: 'titlesenttoauctiondate',
};

/** The Title Activity page lists at most this many events; the count says how many there were. */
export const TITLE_ACTIVITY_MAX_ROWS = 1000;

/** Invoice lines per page of the invoice summary and the auction invoice report (document 2 §9, document 3 §9). */
export const INVOICE_SUMMARY_PAGE_SIZE = 1000;
/** The most invoice lines the printed summary holds, as the largest exports (document 3 §9). */
export const INVOICE_SUMMARY_PDF_MAX_LINES = 10_000;
/** What the invoice summary calls lines of no client. */
export const UNASSIGNED_CLIENT = 'Unassigned';

export const ACCOUNTING_REPORT_TEXT = {
  INVOICE_SUMMARY_PDF_FILE: 'invoice_summary.pdf',
  CHARGE_BREAKDOWN_FILE: 'charge_breakdown.csv',
} as const;

/**
 * The periods the RI Customs Submitted report compares (document 3 §3 Customs stats, §9): each is a whole
 * calendar week (Sunday to Saturday), month or year, so a count equals the list its quick range shows.
 */
export const CUSTOMS_PERIODS = ['thisweek', 'lastweek', 'thismonth', 'lastmonth', 'thisyear', 'lastyear'] as const;
export type CustomsPeriod = (typeof CUSTOMS_PERIODS)[number];
export const CUSTOMS_PERIOD_LABEL: Readonly<Record<CustomsPeriod, string>> = {
  thisweek: 'This Week',
  lastweek: 'Last Week',
  thismonth: 'This Month',
  lastmonth: 'Last Month',
  thisyear: 'This Year',
  lastyear: 'Last Year',
};
/** The charts' yearly series: this year and the two before it. */
export const CUSTOMS_CHART_YEARS = 3;

function monthRange(year: number, month: number): { from: string; to: string } {
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** The first and last day (YYYY-MM-DD, both included) of a customs report period, seen from a business date. */
export function customsPeriodRange(period: CustomsPeriod, today: string = businessToday()): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const sunday = dashboardPeriodStart('thisweek', today);
  switch (period) {
    case 'thisweek':
      return { from: sunday, to: addDays(sunday, 6) };
    case 'lastweek':
      return { from: addDays(sunday, -7), to: addDays(sunday, -1) };
    case 'thismonth':
      return monthRange(year, month);
    case 'lastmonth':
      return month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
    case 'thisyear':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'lastyear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

/** The charts' week of a date: days 1-7 of the year are week 1, and so on; the last one or two days make week 53. */
export function customsWeekOfYear(date: string): number {
  return Math.floor((dayNumber(date) - dayNumber(`${date.slice(0, 4)}-01-01`)) / 7) + 1;
}
export const CUSTOMS_WEEKS = 53;

/** The one dealer whose users also get the RI contract and paperwork reports (document 1 §2.2: "a client whose name contains one particular dealer name"). */
export const PAPERWORK_DEALER = 'Hudson';

/** Whether a client user's client is the paperwork dealer, by its name. */
export function isPaperworkDealer(clientName: string): boolean {
  return clientName.toLowerCase().includes(PAPERWORK_DEALER.toLowerCase());
}
