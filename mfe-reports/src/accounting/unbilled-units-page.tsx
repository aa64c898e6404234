import { UNBILLED_PAGE_SIZE } from '@portal/contracts/constants';
import { PageFrame, ResourceTable, formatCurrency, useSession, type Column } from '@portal/web-kit';
import { REPORT_WITH, clientColumn, dateColumn, statusColumn, vinColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import { vehicleFilters } from '../shared/report-filters.js';

/** What the vehicle's fees would be on an invoice line now, at its client's rates (`fees_total`, document 3 §7). */
export const feesTotalColumn: Column<ReportRow> = {
  key: 'fees_total',
  header: 'Fees Total',
  value: (r) => (typeof r.fees_total === 'number' ? formatCurrency(r.fees_total) : ''),
  csv: { field: 'fees_total', format: 'currency' },
};

const UNBILLED_APPENDS = ['fees_total'];

/** /accounting/unbilled-units (document 3 §2.7, §7, §9): vehicles created since 2017-01-01 in no invoice batch, not cancelled; 50 a page. */
export function UnbilledUnitsPage() {
  const session = useSession() ?? undefined;
  return (
    <PageFrame title="Unbilled Units">
      <ResourceTable<ReportRow>
        aria-label="Unbilled Units"
        resource="vehicles_unbilled"
        columns={[vinColumn, ymmColumn, clientColumn(session), statusColumn, dateColumn('recordcreateddate', 'Received'), feesTotalColumn]}
        filters={vehicleFilters(session)}
        with={REPORT_WITH}
        appends={UNBILLED_APPENDS}
        defaultOrder={{ field: 'recordcreateddate', direction: 'asc' }}
        pageSize={UNBILLED_PAGE_SIZE}
        pageSizes={[10, 25, 50, 100]}
        csvFilename="unbilled_units.csv"
        rowKey={(r) => r.vehicleid}
      />
    </PageFrame>
  );
}
