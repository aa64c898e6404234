import { REPORT_PAGE_SIZE } from '@portal/contracts/constants';
import { PageFrame, ResourceTable, isAdmin, useSession } from '@portal/web-kit';
import { REPORT_WITH, clientColumn, dateColumn, statusColumn, vinColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import { vehicleFilters } from '../shared/report-filters.js';

/**
 * /client-reports/pending-titles (document 3 §2.7, §7): the titles still pending for the user's own
 * client (or client group), paged, with pending_titles.csv; the service limits the rows to its clients.
 */
export function PendingTitlesPage() {
  const session = useSession() ?? undefined;
  const columns = [
    vinColumn,
    ymmColumn,
    ...(isAdmin(session) ? [clientColumn(session)] : []),
    statusColumn,
    dateColumn('recordcreateddate', 'Received'),
    dateColumn('titleregownershipdate', 'Ownership'),
    dateColumn('titlesenttobmvdate', 'Sent to BMV'),
  ];
  return (
    <PageFrame title="Pending Titles">
      <ResourceTable<ReportRow>
        aria-label="Pending Titles"
        resource="vehicles_pending_titles"
        columns={columns}
        filters={vehicleFilters(session)}
        with={REPORT_WITH}
        defaultOrder={{ field: 'recordcreateddate', direction: 'asc' }}
        pageSize={REPORT_PAGE_SIZE}
        csvFilename="pending_titles.csv"
        rowKey={(r) => r.vehicleid}
      />
    </PageFrame>
  );
}
