import { Badge } from '@fluentui/react-components';
import { DRILL_PAGE_SIZE, RI_DEADLINE_LEVEL_LABEL, type RiDotDeadline } from '@portal/contracts/constants';
import { PageFrame, ResourceTable, useSession, type Column } from '@portal/web-kit';
import { REPORT_WITH, clientColumn, dateColumn, vinColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import { vehicleFilters } from '../shared/report-filters.js';

type DeadlineRow = ReportRow & { ri_dot_deadline?: RiDotDeadline | null };

const BADGE_COLOR = { overdue: 'danger', due10: 'important', due30: 'warning', ok: 'success' } as const;

const daysLeftColumn: Column<DeadlineRow> = {
  key: 'days_left',
  header: 'Days Left',
  value: (r) => r.ri_dot_deadline?.days_left ?? '',
  render: (r) =>
    r.ri_dot_deadline ? (
      <Badge color={BADGE_COLOR[r.ri_dot_deadline.level]} appearance={r.ri_dot_deadline.level === 'ok' ? 'outline' : 'filled'}>
        {r.ri_dot_deadline.days_left < 0 ? `${RI_DEADLINE_LEVEL_LABEL.overdue} by ${-r.ri_dot_deadline.days_left}` : `${r.ri_dot_deadline.days_left} days left`}
      </Badge>
    ) : (
      ''
    ),
  csv: 'ri_dot_deadline.days_left',
};

const deadlineColumn: Column<DeadlineRow> = {
  key: 'deadline',
  header: 'DOT Deadline',
  value: (r) => r.ri_dot_deadline?.deadline ?? '',
  csv: { field: 'ri_dot_deadline.deadline', format: 'usDate' },
};

/**
 * /management/ri-deadlines: every RI vehicle over the border without a DOT submitted date, its 120-day
 * limit (49 CFR 591-592) nearest first, flagged at 30 and 10 days left and once overdue.
 */
export function RiDeadlinesPage() {
  const session = useSession() ?? undefined;
  return (
    <PageFrame title="RI DOT Deadlines">
      <ResourceTable<DeadlineRow>
        aria-label="RI DOT Deadlines"
        resource="vehicles_ri_deadlines"
        columns={[vinColumn, ymmColumn, clientColumn(session), dateColumn('crossedborderdate', 'Crossed Border'), deadlineColumn, daysLeftColumn]}
        filters={vehicleFilters(session)}
        with={REPORT_WITH}
        appends={['ri_dot_deadline']}
        defaultOrder={{ field: 'crossedborderdate', direction: 'asc' }}
        pageSize={DRILL_PAGE_SIZE}
        csvFilename="ri_dot_deadlines.csv"
        rowKey={(r) => r.vehicleid}
      />
    </PageFrame>
  );
}
