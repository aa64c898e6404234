import { DealerReportsOnly } from '../shared/dealer-reports-only.js';
import { PageSuspense, lazyComponent } from '@portal/web-kit';
import { Route, Routes } from 'react-router';
import { DashboardPage } from '../dashboard/dashboard-page.js';
import { UnknownReportPage } from '../shared/unknown-report-page.js';

// The dashboard comes with the app; each report is a chunk of its own.
const DrillPage = lazyComponent(() => import('../dashboard/drill-page.js'), 'DrillPage');
const TitleReportPage = lazyComponent(() => import('../titles/title-report-page.js'), 'TitleReportPage');
const PendingTitlesPage = lazyComponent(() => import('../client-reports/pending-titles-page.js'), 'PendingTitlesPage');
const UnbilledUnitsPage = lazyComponent(() => import('../accounting/unbilled-units-page.js'), 'UnbilledUnitsPage');
const MonthlySummaryPage = lazyComponent(() => import('../accounting/monthly-summary-page.js'), 'MonthlySummaryPage');
const RiDotOutstandingPage = lazyComponent(() => import('../ri/ri-dot-outstanding-page.js'), 'RiDotOutstandingPage');
const RiNeedsAppliedPage = lazyComponent(() => import('../ri/ri-needs-applied-page.js'), 'RiNeedsAppliedPage');
const RiDeadlinesPage = lazyComponent(() => import('../ri/ri-deadlines-page.js'), 'RiDeadlinesPage');
const YearlyTaxReportPage = lazyComponent(() => import('../accounting/yearly-tax-report-page.js'), 'YearlyTaxReportPage');
const InvoiceSummaryPage = lazyComponent(() => import('../accounting/invoice-summary-page.js'), 'InvoiceSummaryPage');
const AuctionInvoiceReportPage = lazyComponent(() => import('../accounting/auction-invoice-report-page.js'), 'AuctionInvoiceReportPage');
const ChargeBreakdownPage = lazyComponent(() => import('../management/charge-breakdown-page.js'), 'ChargeBreakdownPage');
const UserTimeReportPage = lazyComponent(() => import('../accounting/user-time-report-page.js'), 'UserTimeReportPage');
const StaffVolumePage = lazyComponent(() => import('../management/staff-volume-page.js'), 'StaffVolumePage');
const TitleActivityPage = lazyComponent(() => import('../management/title-activity-page.js'), 'TitleActivityPage');
const CustomerStatsPage = lazyComponent(() => import('../management/customer-stats-page.js'), 'CustomerStatsPage');
const CustomerVolumesPage = lazyComponent(() => import('../management/customer-volumes-page.js'), 'CustomerVolumesPage');
const RiProblemsPage = lazyComponent(() => import('../ri/ri-problems-page.js'), 'RiProblemsPage');
const RiStatusPage = lazyComponent(() => import('../ri/ri-status-page.js'), 'RiStatusPage');
const RiDotStatusPage = lazyComponent(() => import('../ri/ri-dot-status-page.js'), 'RiDotStatusPage');
const RiAuditPage = lazyComponent(() => import('../ri/ri-audit-page.js'), 'RiAuditPage');
const CustomsSubmittedPage = lazyComponent(() => import('../management/customs-submitted-page.js'), 'CustomsSubmittedPage');
const RiIvrPage = lazyComponent(() => import('../ri/ri-ivr-page.js'), 'RiIvrPage');
const NhtsaConformityEditPage = lazyComponent(() => import('../management/nhtsa-conformity-edit-page.js'), 'NhtsaConformityEditPage');
const NhtsaConformityGeneratePage = lazyComponent(() => import('../management/nhtsa-conformity-generate-page.js'), 'NhtsaConformityGeneratePage');
const HudsonPaperworkPage = lazyComponent(() => import('../ri/hudson-paperwork-page.js'), 'HudsonPaperworkPage');
const OpenContractsPage = lazyComponent(() => import('../ri/open-contracts-page.js'), 'OpenContractsPage');

/** This app's pages; the shell mounts it under each report's own path (see the registry of apps). */
export function ReportsRoutes() {
  return (
    <PageSuspense>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/dashboard/drill/:drillType" element={<DrillPage />} />
        <Route path="/dashboard/drill/:drillType/:clientId" element={<DrillPage />} />
        <Route path="/titles/:reportType" element={<TitleReportPage />} />
        <Route path="/client-reports/pending-titles" element={<PendingTitlesPage />} />
        <Route path="/accounting/unbilled-units" element={<UnbilledUnitsPage />} />
        <Route path="/accounting/invoice-summary" element={<InvoiceSummaryPage />} />
        <Route path="/accounting/auction-invoice-report" element={<AuctionInvoiceReportPage />} />
        <Route path="/accounting/monthly-summary" element={<MonthlySummaryPage />} />
        <Route path="/accounting/yearly-tax-report" element={<YearlyTaxReportPage />} />
        <Route path="/accounting/user-time-report" element={<UserTimeReportPage />} />
        <Route path="/management/activity" element={<StaffVolumePage />} />
        <Route path="/management/activity/:type/:start/:end" element={<TitleActivityPage />} />
        <Route path="/management/report-charges" element={<ChargeBreakdownPage />} />
        <Route path="/management/customer-stats" element={<CustomerStatsPage />} />
        <Route path="/management/customer-volumes" element={<CustomerVolumesPage />} />
        <Route path="/management/ri-deadlines" element={<RiDeadlinesPage />} />
        <Route path="/management/ri-dot-outstanding" element={<RiDotOutstandingPage />} />
        <Route path="/management/ri-needs-applied" element={<RiNeedsAppliedPage />} />
        <Route path="/management/ri-problems" element={<RiProblemsPage />} />
        <Route path="/management/ri-status" element={<RiStatusPage />} />
        <Route path="/management/ri-dot-status" element={<RiDotStatusPage />} />
        <Route path="/management/ri-nhtsa-audit-report" element={<RiAuditPage />} />
        <Route path="/management/ri-customs-submitted-report" element={<CustomsSubmittedPage />} />
        <Route path="/management/ri-nhtsa-ivr" element={<RiIvrPage />} />
        <Route path="/management/nhtsaConformityEdit" element={<NhtsaConformityEditPage />} />
        <Route path="/management/nhtsaConformityGenerate" element={<NhtsaConformityGeneratePage />} />
        <Route path="/management/nhtsaConformityGenerate/:vin" element={<NhtsaConformityGeneratePage />} />
        <Route
          path="/clientHudsonPaperwork"
          element={
            <DealerReportsOnly>
              <HudsonPaperworkPage />
            </DealerReportsOnly>
          }
        />
        <Route
          path="/clientOpenContracts"
          element={
            <DealerReportsOnly>
              <OpenContractsPage />
            </DealerReportsOnly>
          }
        />
        <Route path="*" element={<UnknownReportPage />} />
      </Routes>
    </PageSuspense>
  );
}
