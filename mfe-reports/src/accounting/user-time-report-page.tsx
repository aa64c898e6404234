import { Button, Field, Select } from '@fluentui/react-components';
import { userTimeReport, type CallAnswer } from '@portal/contracts/call-routes';
import { PageFrame, businessToday, formatUsDate, rowsToCsv, saveTextFile, useCall, useResourceList } from '@portal/web-kit';
import { useState } from 'react';
import { thisMonth } from '../shared/report-filters.js';
import { PeriodFields } from '../shared/choice-fields.js';
import { SummaryTable, summaryCell, useSummaryStyles, type SummaryColumn } from '../shared/summary-table.js';

type Row = CallAnswer<NonNullable<(typeof userTimeReport)['entry']>>['total'];

const COLUMNS: SummaryColumn<Row>[] = [
  { header: 'Date', kind: 'text', value: (r) => (/^\d{4}-/.test(r.date) ? formatUsDate(r.date) : r.date) },
  { header: 'Pictures Taken', kind: 'count', value: (r) => r.pictures_taken },
  { header: 'Speedo Images', kind: 'count', value: (r) => r.speedo_images },
  { header: 'RI Images', kind: 'count', value: (r) => r.ri_images },
  { header: 'Vehicles Touched', kind: 'count', value: (r) => r.vehicles_touched },
  { header: 'Avg Pics', kind: 'decimal', value: (r) => r.avg_pics },
];

/**
 * /accounting/user-time-report (document 3 §2.7, §5): a user's photo work per day of a period (this month
 * at first; Last Month and Current Month shortcuts), a Period Total row and the CSV. It runs only once the
 * start, the end and the user are all set.
 */
export function UserTimeReportPage() {
  const styles = useSummaryStyles();
  const [range, setRange] = useState(() => thisMonth(businessToday()));
  const [userId, setUserId] = useState('');
  const users = useResourceList<{ userid: number; username: string; firstname?: string | null; lastname?: string | null }>('web_users', {
    per_page: 1000,
    order_by: [{ field: 'username', direction: 'asc' }],
  });
  const ready = Boolean(range.from && range.to && userId);
  const report = useCall(userTimeReport, { body: { start: range.from, end: range.to, userId: Number(userId) } }, { enabled: ready, keepPrevious: true });
  const rows = ready ? report.data?.data : undefined;
  const download = () => {
    if (!report.data) return;
    const all = [...report.data.data, report.data.total];
    saveTextFile(
      'user_time_reporting.csv',
      rowsToCsv(
        COLUMNS.map((c) => c.header),
        all.map((row) => COLUMNS.map((c) => (c.kind === 'count' ? String(c.value(row)) : summaryCell(c, row)))),
      ),
    );
  };
  return (
    <PageFrame title="User Time Report">
      <div className={styles.filters}>
        <Field label="User" validationMessage={users.errorText}>
          <Select value={userId} onChange={(_, d) => setUserId(d.value)}>
            <option value="">Choose a user</option>
            {(users.data?.data ?? []).map((u) => (
              <option key={u.userid} value={String(u.userid)}>
                {[u.firstname, u.lastname].filter(Boolean).join(' ') || u.username} ({u.username})
              </option>
            ))}
          </Select>
        </Field>
        <PeriodFields value={range} onChange={setRange} />
        <Button appearance="primary" disabled={!rows?.length} onClick={download}>
          Download CSV
        </Button>
      </div>
      <SummaryTable
        aria-label="User Time Report"
        columns={COLUMNS}
        rows={rows}
        total={report.data?.total}
        rowKey={(r) => r.date}
        loading={ready && report.fetching}
        errorText={ready ? report.errorText : undefined}
        idleText="Choose a user, a start and an end to see the report."
      />
    </PageFrame>
  );
}
