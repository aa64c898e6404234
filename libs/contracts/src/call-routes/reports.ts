import { defineFace } from './route.js';

// The HTTP faces of the reports service's calls; `catalog/reports.calls.ts` completes each one.
export const REPORTS_FACES = {
  dashboard: defineFace({ name: 'reports.dashboard.read', method: 'GET', path: '/api/reports/management/dashboard' }),
  missingBondRelease: defineFace({ name: 'reports.dashboard.missing-bond-release', method: 'GET', path: '/api/reports/management/missingBondRelease' }),
  monthlySummary: defineFace({ name: 'reports.accounting.monthly-summary', method: 'GET', path: '/api/reports/accounting/monthlySummary' }),
  userTimeReport: defineFace({ name: 'reports.accounting.user-time', method: 'POST', path: '/api/reports/management/userTimeReport' }),
  staffVolume: defineFace({ name: 'reports.management.staff-volume', method: 'GET', path: '/api/reports/management/activity' }),
  titleActivity: defineFace({ name: 'reports.management.title-activity', method: 'GET', path: '/api/reports/management/titleActivity' }),
  customerStats: defineFace({ name: 'reports.management.customer-stats', method: 'GET', path: '/api/reports/management/stats/:year' }),
  customerMonthlyStats: defineFace({
    name: 'reports.management.customer-stats-monthly',
    method: 'GET',
    path: '/api/reports/management/stats/:year/:clientid',
  }),
  customerVolumes: defineFace({ name: 'reports.management.customer-volumes', method: 'POST', path: '/api/reports/management/customerVolumes' }),
  taxReport: defineFace({ name: 'reports.accounting.tax', method: 'POST', path: '/api/reports/management/taxReport' }),
  invoiceSummary: defineFace({ name: 'reports.accounting.invoice-summary', method: 'GET', path: '/api/reports/accounting/invoiceSummary' }),
  invoiceSummaryPdf: defineFace({ name: 'reports.accounting.invoice-summary-pdf', method: 'GET', path: '/api/reports/accounting/invoiceSummary/pdf' }),
  chargeBreakdown: defineFace({ name: 'reports.management.charge-breakdown', method: 'POST', path: '/api/reports/management/charge_breakdown' }),
  customsSubmittedStats: defineFace({
    name: 'reports.management.customs-submitted-stats',
    method: 'GET',
    path: '/api/reports/management/customsSubmittedStats',
  }),
};
