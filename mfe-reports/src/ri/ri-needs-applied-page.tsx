import type { Column } from '@portal/web-kit';
import { dateColumn, statusColumn, vinColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import { RiClientReport } from './ri-client-report.js';

const signedColumn: Column<ReportRow> = {
  key: 'signed',
  header: 'Signed Inspection',
  value: (r) => (r.has_signed_inspection ? 'Yes' : 'No'),
  csv: { field: 'has_signed_inspection', format: 'yesNo' },
};

/** /management/ri-needs-applied (document 3 §2.8, §7): ownership and DOT submitted, title not yet applied for; newest DOT first. */
export function RiNeedsAppliedPage() {
  return (
    <RiClientReport
      title="RI Needs Applied"
      resource="vehicles_needs_applied"
      tabs={[{ key: 'main', label: 'Needs Applied', filters: [] }]}
      columns={[
        vinColumn,
        ymmColumn,
        statusColumn,
        dateColumn('titleregownershipdate', 'Ownership'),
        dateColumn('submitteddotdate', 'DOT Submitted'),
        signedColumn,
      ]}
      appends={['has_signed_inspection']}
      order={{ field: 'submitteddotdate', direction: 'desc' }}
      csvFilename="ri_needs_applied.csv"
    />
  );
}
