import { RI_DOT_STATUS_TABS } from '@portal/contracts/constants';
import type { Column } from '@portal/web-kit';
import { dateColumn, statusColumn, vinColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import { filterFromText } from '../shared/report-filters.js';
import { RiClientReport, type RiReportTab } from './ri-client-report.js';

const TABS: RiReportTab[] = RI_DOT_STATUS_TABS.map((t) => ({ key: t.key, label: t.label, filters: t.filters.map(filterFromText) }));

const recallColumn: Column<ReportRow> = {
  key: 'recall',
  header: 'Recall',
  value: (r) => (r.has_recall === 1 ? 'Yes' : 'No'),
  csv: { field: 'has_recall', format: 'yesNo' },
};

/**
 * /management/ri-dot-status (document 3 §2.8, §4): an RI client's vehicles in four tabs: recent purchases
 * not yet in a load, assigned to a load, submitted to the DOT, and with a recall.
 */
export function RiDotStatusPage() {
  return (
    <RiClientReport
      title="RI DOT Status"
      resource="vehicles_ri_dot_status"
      tabs={TABS}
      columns={[
        vinColumn,
        ymmColumn,
        statusColumn,
        dateColumn('recordcreateddate', 'Received'),
        dateColumn('crossedborderdate', 'Crossed Border'),
        dateColumn('submitteddotdate', 'DOT Submitted'),
        recallColumn,
      ]}
      order={{ field: 'recordcreateddate', direction: 'desc' }}
      csvFilename="ri_dot_status.csv"
    />
  );
}
