import { UNBILLED_PAGE_SIZE } from '@portal/contracts/constants';
import { PageFrame, ResourceTable, useSession } from '@portal/web-kit';
import { REPORT_WITH, clientColumn, dateColumn, statusColumn, vinColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import { vehicleFilters } from '../shared/report-filters.js';

/** /accounting/unbilled-units (document 3 §2.7, §7, §9): vehicles created since 2017-01-01 in no invoice batch, not cancelled; 50 a page. */
export function UnbilledUnitsPage() {
  const session = useSession() ?? undefined;
  return (
    <PageFrame title="Unbilled Units">
      <ResourceTable<ReportRow>
        aria-label="Unbilled Units"
        resource="vehicles_unbilled"
        columns={[vinColumn, ymmColumn, clientColumn(session), statusColumn, dateColumn('recordcreateddate', 'Received')]}
        filters={vehicleFilters(session)}
        with={REPORT_WITH}
        defaultOrder={{ field: 'recordcreateddate', direction: 'asc' }}
        pageSize={UNBILLED_PAGE_SIZE}
        pageSizes={[10, 25, 50, 100]}
        csvFilename="unbilled_units.csv"
        rowKey={(r) => r.vehicleid}
      />
    </PageFrame>
  );
}
