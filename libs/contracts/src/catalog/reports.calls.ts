import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { REPORTS_FACES } from '../call-routes/reports.js';
import { DASHBOARD_PERIODS } from '../constants/reports.js';
import { defineCall, idParam } from './call.js';
import { renderedDocument } from './documents.calls.js';

const R = SERVICE.REPORTS;
const { VALIDATION, FORBIDDEN } = ERROR_CODE;

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
  summary: "The dashboard's counts for this week, this month or 90 days, for every client (staff) or one client",
  request: z.object({
    query: z.object({
      days: z.enum(DASHBOARD_PERIODS, { message: 'must be thisweek, thismonth or 90' }),
      clientId: z.union([idParam, z.literal('')]).optional(),
    }),
  }),
  answer: dashboardAnswer,
  errors: [VALIDATION, FORBIDDEN],
});

export const missingBondReleaseXlsx = defineCall({
  ...REPORTS_FACES.missingBondRelease,
  service: R,
  access: 'signed-in',
  summary: 'The RI vehicles submitted to the DOT without a bond release, as an XLSX file (optional clientId)',
  transport: 'download',
  request: z.object({ query: z.object({ clientId: z.union([idParam, z.literal('')]).optional() }) }),
  answer: renderedDocument,
  errors: [VALIDATION, FORBIDDEN],
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

export const REPORTS_CALLS = [readDashboard, missingBondReleaseXlsx, monthlySummary] as const;
