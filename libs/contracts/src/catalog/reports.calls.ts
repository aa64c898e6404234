import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { REPORTS_FACES } from '../call-routes/reports.js';
import {
  ACTIVITY_TYPES,
  CUSTOMS_PERIODS,
  DASHBOARD_PERIODS,
  INVOICE_SUMMARY_PAGE_SIZE,
  TITLE_ACTIVITY_MAX_ROWS,
  type ActivityType,
  type CustomsPeriod,
} from '../constants/reports.js';
import { defineCall, idParam } from './call.js';
import { renderedDocument } from './documents.calls.js';

const R = SERVICE.REPORTS;
const { VALIDATION, FORBIDDEN, NOT_FOUND } = ERROR_CODE;

const count = z.number().int().nonnegative();

/** The management dashboard of document 2 §3, §7, §9. */
export const dashboardAnswer = z.object({
  period: z.object({ days: z.enum(DASHBOARD_PERIODS), start: z.string(), end: z.string() }),
  /** The client the numbers are for; null for every client (staff without a choice). */
  clientId: z.number().nullable(),
  /** Whether the RI rows show: an RI client, or no client chosen. */
  showRi: z.boolean(),
  /** RI vehicles waiting for their ownership or bond release, whatever the period (null when RI rows are hidden). */
  riStatic: z.object({ titleregownershipdate_null: count, bondreleasedate_null: count }).nullable(),
  totals: z.object({ received: count, cancelled: count, in_state: count, out_of_state: count, registered_import: count, vault: count }),
  statuses: z.object({
    speedo_needed: count,
    speedo_complete: count,
    assigned_to_transport: count,
    submitted_to_customs: count,
    crossed_border: count,
    submitted_to_dot: count,
    ownerships_received: count,
    titles_applied_for: count,
    white_copies_received: count,
    bond_released: count,
    title_sent_to_customer: count,
  }),
  /** RI vehicles over the border without a DOT submission, by urgency of their 120-day limit (null when RI rows are hidden). */
  riDeadlines: z.object({ overdue: count, due10: count, due30: count, running: count }).nullable(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

export const readDashboard = defineCall({
  ...REPORTS_FACES.dashboard,
  service: R,
  access: 'signed-in',
  refs: { 'query.clientId': 'clients' },
  summary: "The dashboard's counts for this week, this month or 90 days, for every client (staff) or one client",
  request: z.object({
    query: z.object({
      days: z.enum(DASHBOARD_PERIODS, { message: 'must be thisweek, thismonth or 90' }),
      clientId: z.union([idParam, z.literal('')]).optional(),
    }),
  }),
  answer: dashboardAnswer,
  errors: [VALIDATION, FORBIDDEN, NOT_FOUND],
});

export const missingBondReleaseXlsx = defineCall({
  ...REPORTS_FACES.missingBondRelease,
  service: R,
  access: 'signed-in',
  refs: { 'query.clientId': 'clients' },
  summary: 'The RI vehicles submitted to the DOT without a bond release, as an XLSX file (optional clientId)',
  transport: 'download',
  request: z.object({ query: z.object({ clientId: z.union([idParam, z.literal('')]).optional() }) }),
  answer: renderedDocument,
  errors: [VALIDATION, FORBIDDEN, NOT_FOUND],
});

const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** A client's invoiced lines of the period (document 3 §3 Monthly summary row), RI and title lines apart. */
export const monthlySummaryRow = z.object({
  clientid: z.number().nullable(),
  client_name: z.string(),
  count,
  sum: money,
  count_ri: count,
  sum_ri: money,
  count_titles: count,
  sum_titles: money,
});

const yearParam = z.string({ message: 'is required' }).regex(/^(19|20)\d{2}$/, 'must be a year such as 2026');

export const monthlySummary = defineCall({
  ...REPORTS_FACES.monthlySummary,
  service: R,
  access: 'staff',
  summary: 'Invoiced lines and amounts per client for a month (or a whole year), RI and title lines apart, with the totals',
  request: z.object({
    query: z.object({
      year: yearParam,
      month: z.union([z.string().regex(/^(0?[1-9]|1[0-2])$/, 'must be a month from 1 to 12'), z.literal('')]).optional(),
      clientId: z.union([idParam, z.literal('')]).optional(),
    }),
  }),
  answer: z.object({ start: z.string(), end: z.string(), rows: z.array(monthlySummaryRow), totals: monthlySummaryRow }),
  errors: [VALIDATION],
});

/** A calendar day as YYYY-MM-DD that exists. */
export const calendarDate = z
  .string({ message: 'is required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), 'must be a real date');

/** A day of a user's photo work (document 3 §3 Time report row); `date` is "Period Total" on the totals row. */
export const userTimeRow = z.object({
  date: z.string(),
  pictures_taken: count,
  speedo_images: count,
  ri_images: count,
  vehicles_touched: count,
  avg_pics: z.number().nonnegative(),
});

/** The longest period a report of days reads at once: a year of days. */
export const REPORT_PERIOD_MAX_DAYS = 366;

/** A period of business days, start to end included, at most a year long, with the other fields of the request. */
function period<T extends z.ZodRawShape>(extra: T) {
  const days = (b: unknown) => b as { start: string; end: string };
  return z
    .object({ start: calendarDate, end: calendarDate, ...extra })
    .refine((b) => days(b).start <= days(b).end, { message: 'must not be before the start', path: ['end'] })
    .refine((b) => (Date.parse(days(b).end) - Date.parse(days(b).start)) / 86_400_000 < REPORT_PERIOD_MAX_DAYS, {
      message: `must be within ${REPORT_PERIOD_MAX_DAYS} days of the start`,
      path: ['end'],
    });
}

export const userTimeReport = defineCall({
  ...REPORTS_FACES.userTimeReport,
  service: R,
  access: 'staff',
  summary: "A user's photos per business day of a period (pictures, speedo and RI images, vehicles touched, average per vehicle), with a Period Total",
  request: z.object({
    body: period({ userId: z.coerce.number({ message: 'is required' }).int().positive('must be a user id') }),
  }),
  answer: z.object({ data: z.array(userTimeRow), total: userTimeRow }),
  errors: [VALIDATION],
});

/** A client's invoiced fees of a month (document 3 §2.7 tax report): the state's, the DVS's and the rest. */
export const taxReportRow = z.object({
  month: z.string(),
  clientid: z.number().nullable(),
  client_name: z.string(),
  count,
  fee_state: money,
  fee_dvs: money,
  fee_other: money,
  total: money,
});

export const taxReport = defineCall({
  ...REPORTS_FACES.taxReport,
  service: R,
  access: 'staff',
  summary: 'Invoiced fees per month and client of a year (or one month), state, DVS and other apart, with the totals',
  request: z.object({
    body: z.object({
      year: yearParam,
      month: z.union([z.string().regex(/^(0?[1-9]|1[0-2])$/, 'must be a month from 1 to 12'), z.literal('')]).optional(),
      clientId: z.union([idParam, z.literal('')]).optional(),
    }),
  }),
  answer: z.object({ rows: z.array(taxReportRow), totals: taxReportRow }),
  errors: [VALIDATION],
});

/** A user's count of each kind of work in a period (document 2 §3 Activity report row); the totals row is named "totals". */
export const activityRow = z.object({
  userid: z.number().nullable(),
  username: z.string(),
  ...(Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, count])) as Record<ActivityType, typeof count>),
  total: count,
});

export const staffVolume = defineCall({
  ...REPORTS_FACES.staffVolume,
  service: R,
  access: 'staff',
  summary: 'Per user, the vehicles created, submitted to customs and to the DOT, sent to the state and to the auction, and the notes written in a period',
  request: z.object({ query: period({}) }),
  answer: z.object({ rows: z.array(activityRow), totals: activityRow }),
  errors: [VALIDATION],
});

/** One piece of work behind a Staff Volume count: which vehicle, who, when. */
export const activityEvent = z.object({
  vehicleid: z.number(),
  vehiclevin: z.string(),
  userid: z.number().nullable(),
  username: z.string(),
  at: z.string(),
});

export const titleActivity = defineCall({
  ...REPORTS_FACES.titleActivity,
  service: R,
  access: 'staff',
  summary: `The work of one kind in a period, newest first (up to ${TITLE_ACTIVITY_MAX_ROWS}), optionally of one user`,
  request: z.object({
    query: period({
      type: z.enum(ACTIVITY_TYPES, { message: `must be one of ${ACTIVITY_TYPES.join(', ')}` }),
      userId: z.union([idParam, z.literal('')]).optional(),
    }),
  }),
  answer: z.object({ total: count, rows: z.array(activityEvent) }),
  errors: [VALIDATION],
});

/**
 * A client's vehicles received in the year against the year before (document 3 §3 Customer stats row), RI
 * and title vehicles apart; a YoY is a whole percent, null when the year before had none.
 */
export const customerStatsRow = z.object({
  clientid: z.number(),
  clientname: z.string(),
  count,
  count_prev: count,
  count_ri: count,
  count_ri_prev: count,
  count_titles: count,
  count_titles_prev: count,
  count_yoy: z.number().int().nullable(),
  count_ri_yoy: z.number().int().nullable(),
  count_titles_yoy: z.number().int().nullable(),
});

const statsYear = z.string().regex(/^(19|20)\d{2}$/, 'must be a year such as 2026');

export const customerStats = defineCall({
  ...REPORTS_FACES.customerStats,
  service: R,
  access: 'staff',
  summary: 'Per client, the vehicles received in the year (to date, for this year) against the same part of the year before',
  request: z.object({ params: z.object({ year: statsYear }) }),
  answer: z.object({ year: z.number(), through: z.string(), rows: z.array(customerStatsRow) }),
  errors: [VALIDATION],
});

export const customerMonthlyStats = defineCall({
  ...REPORTS_FACES.customerMonthlyStats,
  service: R,
  access: 'staff',
  summary: "One client's vehicles received in each month of the year against the same month of the year before",
  request: z.object({ params: z.object({ year: statsYear, clientid: idParam }) }),
  answer: z.object({ year: z.number(), rows: z.array(customerStatsRow.extend({ month: z.number().int().min(1).max(12) })) }),
  errors: [VALIDATION, ERROR_CODE.NOT_FOUND],
});

/** Customer volumes read at most three years of months at once. */
export const CUSTOMER_VOLUME_MAX_MONTHS = 36;

const volumeCounts = z.object({ counts: z.array(count), total: count });

export const customerVolumes = defineCall({
  ...REPORTS_FACES.customerVolumes,
  service: R,
  access: 'staff',
  summary: 'Per client, the vehicles received in each month of a period (whole months, or cut at the exact dates), with the totals',
  request: z.object({
    body: z
      .object({ start: calendarDate, end: calendarDate, exactDates: z.boolean({ message: 'must be true or false' }).optional() })
      .refine((b) => b.start <= b.end, { message: 'must not be before the start', path: ['end'] })
      .refine(
        (b) =>
          (Number(b.end.slice(0, 4)) - Number(b.start.slice(0, 4))) * 12 + Number(b.end.slice(5, 7)) - Number(b.start.slice(5, 7)) < CUSTOMER_VOLUME_MAX_MONTHS,
        { message: `must be within ${CUSTOMER_VOLUME_MAX_MONTHS} months of the start`, path: ['end'] },
      ),
  }),
  answer: z.object({
    start: z.string(),
    end: z.string(),
    months: z.array(z.string()),
    rows: z.array(volumeCounts.extend({ clientid: z.number(), clientname: z.string() })),
    totals: volumeCounts,
  }),
  errors: [VALIDATION],
});

/** An invoice line of the summary (document 3 §3 Invoice summary row, data[]). */
export const invoiceSummaryLine = z.object({
  invoice_detail_id: z.number(),
  invoice_batch_id: z.number(),
  vehicle_id: z.number().nullable(),
  serial_number: z.string(),
  total_cost: money,
});

/** The lines of one invoice date of a client; count and total are the whole period's, whatever the page. */
export const invoiceSummaryDate = z.object({ name: z.string(), count, total_cost: money, data: z.array(invoiceSummaryLine) });

/** A client's invoice lines of the period by invoice date, newest first (document 3 §3 Invoice summary row). */
export const invoiceSummaryRow = z.object({
  clientid: z.number().nullable(),
  name: z.string(),
  count,
  total_cost: money,
  dates: z.array(invoiceSummaryDate),
});

/** A period from a start date, to an end date when one is given, and a client when one is chosen. */
function invoicePeriod<T extends z.ZodRawShape>(extra: T) {
  const dates = (q: unknown) => q as { start: string; end?: string };
  return z
    .object({ start: calendarDate, end: z.union([calendarDate, z.literal('')]).optional(), clientId: z.union([idParam, z.literal('')]).optional(), ...extra })
    .refine((q) => !dates(q).end || dates(q).start <= dates(q).end!, { message: 'must not be before the start', path: ['end'] });
}

export const invoiceSummary = defineCall({
  ...REPORTS_FACES.invoiceSummary,
  service: R,
  access: 'staff',
  summary: `The invoice lines dated in a period (optionally of one client), by client and invoice date, ${INVOICE_SUMMARY_PAGE_SIZE} lines a page`,
  request: z.object({
    query: invoicePeriod({
      page: z
        .string()
        .regex(/^[1-9]\d{0,5}$/, 'must be a page number')
        .optional(),
    }),
  }),
  answer: z.object({
    start: z.string(),
    end: z.string().nullable(),
    page: z.number().int().positive(),
    perPage: z.number().int().positive(),
    lastPage: z.number().int().positive(),
    /** Every line of the period and their amount. */
    total: z.object({ count, total_cost: money }),
    rows: z.array(invoiceSummaryRow),
  }),
  errors: [VALIDATION],
});

export const invoiceSummaryPdf = defineCall({
  ...REPORTS_FACES.invoiceSummaryPdf,
  service: R,
  access: 'staff',
  summary: 'The invoice summary of a period (optionally of one client) printed as a PDF',
  transport: 'download',
  request: z.object({ query: invoicePeriod({}) }),
  answer: renderedDocument,
  errors: [VALIDATION],
});

export const chargeBreakdown = defineCall({
  ...REPORTS_FACES.chargeBreakdown,
  service: R,
  access: 'staff',
  summary: 'The vehicle charges dated in a period (optionally billed to one client), one per row with the totals per charge type, as a CSV file',
  transport: 'download',
  request: z.object({ body: period({ clientId: z.union([idParam, z.literal('')]).optional() }) }),
  answer: renderedDocument,
  errors: [VALIDATION],
});

/** One year's counts of the customs chart: `counts[i]` is week (or month) i + 1. */
const customsSeries = z.object({ year: z.number().int(), counts: z.array(count) });

/**
 * The RI Customs Submitted statistics (document 3 §3 Customs stats): the vehicles submitted to customs in
 * each period of `CUSTOMS_PERIODS` with its days, and the yearly series of the charts: by week
 * (`graphData2`), by month (`graphData3`) and the running total by month (`graphData4`).
 */
export const customsSubmittedStats = defineCall({
  ...REPORTS_FACES.customsSubmittedStats,
  service: R,
  access: 'staff',
  summary: 'Vehicles submitted to customs this and last week, month and year, and per week and month of this year and the two before',
  request: z.object({}),
  answer: z.object({
    today: z.string(),
    periodOverPeriod: z.object(
      Object.fromEntries(CUSTOMS_PERIODS.map((p) => [p, z.object({ from: z.string(), to: z.string(), count })])) as Record<
        CustomsPeriod,
        z.ZodObject<{ from: z.ZodString; to: z.ZodString; count: typeof count }>
      >,
    ),
    graphData2: z.array(customsSeries),
    graphData3: z.array(customsSeries),
    graphData4: z.array(customsSeries),
  }),
  errors: [],
});

export const REPORTS_CALLS = [
  readDashboard,
  missingBondReleaseXlsx,
  monthlySummary,
  userTimeReport,
  taxReport,
  staffVolume,
  titleActivity,
  customerStats,
  customerMonthlyStats,
  customerVolumes,
  invoiceSummary,
  invoiceSummaryPdf,
  chargeBreakdown,
  customsSubmittedStats,
] as const;
