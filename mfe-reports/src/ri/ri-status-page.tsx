import { RI_PROBLEMS_PAGE_SIZE } from '@portal/contracts/constants';
import { PageFrame, ResourceTable, useSession } from '@portal/web-kit';
import { REPORT_WITH, clientColumn, dateColumn, statusColumn, vinColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import { vehicleFilters } from '../shared/report-filters.js';

/**
 * /management/ri-status (document 3 §2.8, §6, §7): where each RI vehicle stands, latest crossing first,
 * 50 a page; client users see their own.
 */
export function RiStatusPage() {
  const session = useSession() ?? undefined;
  return (
    <PageFrame title="RI Status Report">
      <ResourceTable<ReportRow>
        aria-label="RI Status Report"
        resource="vehicles_ri_status"
        columns={[
          vinColumn,
          ymmColumn,
          clientColumn(session),
          statusColumn,
          dateColumn('submittedtocustomsdate', 'Submitted to Customs'),
          dateColumn('crossedborderdate', 'Crossed Border'),
          dateColumn('submitteddotdate', 'DOT Submitted'),
          dateColumn('titleregownershipdate', 'Ownership'),
          dateColumn('bondreleasedate', 'Bond Release'),
        ]}
        filters={vehicleFilters(session)}
        with={REPORT_WITH}
        defaultOrder={{ field: 'crossedborderdate', direction: 'desc' }}
        pageSize={RI_PROBLEMS_PAGE_SIZE}
        pageSizes={[RI_PROBLEMS_PAGE_SIZE, 100]}
        csvFilename="ri_status_report.csv"
        rowKey={(r) => r.vehicleid}
      />
    </PageFrame>
  );
}
