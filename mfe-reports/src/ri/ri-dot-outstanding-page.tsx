import { dateColumn, statusColumn, vinColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import type { Column } from '@portal/web-kit';
import { RiClientReport } from './ri-client-report.js';

const imagesColumn: Column<ReportRow> = {
  key: 'images',
  header: 'Images',
  value: (r) => Number(r.images_count ?? 0),
  sortField: 'images_count',
  csv: 'images_count',
};

/**
 * /management/ri-dot-outstanding (document 3 §2.8, §7): the RI client's vehicles not cancelled and without a DOT
 * submitted date, the most images first (the service sorts, so every page and the CSV follow the same order).
 */
export function RiDotOutstandingPage() {
  return (
    <RiClientReport
      title="RI DOT Outstanding"
      resource="vehicles_dot_outstanding"
      tabs={[{ key: 'main', label: 'DOT Outstanding', filters: [] }]}
      columns={[vinColumn, ymmColumn, statusColumn, dateColumn('crossedborderdate', 'Crossed Border'), imagesColumn]}
      appends={['images_count']}
      order={{ field: 'images_count', direction: 'desc' }}
      csvFilename="ri_dot_outstanding.csv"
    />
  );
}
