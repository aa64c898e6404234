import { ACTIVITY_LABEL, ACTIVITY_TYPES } from '@portal/contracts/constants';
import { staffVolume, type CallAnswer } from '@portal/contracts/call-routes';
import { PageFrame, businessToday, useCall } from '@portal/web-kit';
import { useState } from 'react';
import { PeriodFields, type Period } from '../shared/choice-fields.js';
import { thisMonth } from '../shared/report-filters.js';
import { SummaryTable, useSummaryStyles, type SummaryColumn } from '../shared/summary-table.js';

type Row = CallAnswer<NonNullable<(typeof staffVolume)['entry']>>['totals'];

/** The columns, each count leading to the work it counts: of that user, or of everyone on the totals row. */
function columns(period: Period): SummaryColumn<Row>[] {
  const to = (type: string, row: Row) => `/management/activity/${type}/${period.from}/${period.to}${row.userid !== null ? `?user=${row.userid}` : ''}`;
  return [
    { header: 'User', kind: 'text', value: (r) => r.username },
    ...ACTIVITY_TYPES.map((type): SummaryColumn<Row> => ({
      header: ACTIVITY_LABEL[type],
      kind: 'count',
      value: (r) => r[type],
      link: (r) => (r[type] > 0 && (r.userid !== null || r.username === 'totals') ? to(type, r) : undefined),
    })),
    { header: 'Total', kind: 'count', value: (r) => r.total },
  ];
}

/** /management/activity (document 2 §2, §3): Staff Volume, each user's work of the period (this month at first) with the totals row. */
export function StaffVolumePage() {
  const styles = useSummaryStyles();
  const [period, setPeriod] = useState(() => thisMonth(businessToday()));
  const ready = Boolean(period.from && period.to);
  const report = useCall(staffVolume, { query: { start: period.from, end: period.to } }, { enabled: ready, keepPrevious: true });
  return (
    <PageFrame title="Staff Volume Report">
      <div className={styles.filters}>
        <PeriodFields value={period} onChange={setPeriod} />
      </div>
      <SummaryTable
        aria-label="Staff Volume"
        columns={columns(period)}
        rows={ready ? report.data?.rows : undefined}
        total={report.data?.totals}
        rowKey={(r) => r.userid ?? r.username}
        loading={ready && report.fetching}
        errorText={ready ? report.errorText : undefined}
        idleText="Choose a start and an end."
      />
    </PageFrame>
  );
}
