import { monthlySummary, type CallAnswer } from '@portal/contracts/call-routes';
import { PageFrame, businessToday, useCall } from '@portal/web-kit';
import { useState } from 'react';
import { SummaryTable, useSummaryStyles, type SummaryColumn } from '../shared/summary-table.js';
import { ClientSelect, MonthSelect, YearSelect } from '../shared/choice-fields.js';

type Row = CallAnswer<NonNullable<(typeof monthlySummary)['entry']>>['rows'][number];

const COLUMNS: SummaryColumn<Row>[] = [
  { header: 'Client', kind: 'text', value: (r) => r.client_name },
  { header: 'Count', kind: 'count', value: (r) => r.count },
  { header: 'Total', kind: 'money', value: (r) => r.sum },
  { header: 'RI Count', kind: 'count', value: (r) => r.count_ri },
  { header: 'RI Total', kind: 'money', value: (r) => r.sum_ri },
  { header: 'Titles Count', kind: 'count', value: (r) => r.count_titles },
  { header: 'Titles Total', kind: 'money', value: (r) => r.sum_titles },
];

/** /accounting/monthly-summary (document 3 §2.7): Year, Month and Client filters and a table of totals per client. */
export function MonthlySummaryPage() {
  const styles = useSummaryStyles();
  const today = businessToday();
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(String(thisYear));
  const [month, setMonth] = useState(String(Number(today.slice(5, 7))));
  const [clientId, setClientId] = useState('');
  const summary = useCall(monthlySummary, { query: { year, month: month || undefined, clientId: clientId || undefined } }, { keepPrevious: true });
  return (
    <PageFrame title="Monthly Summary">
      <div className={styles.filters}>
        <YearSelect value={year} years={[thisYear, thisYear - 1]} onChange={setYear} />
        <MonthSelect value={month} onChange={setMonth} />
        <ClientSelect value={clientId} onChange={setClientId} />
      </div>
      <SummaryTable
        aria-label="Monthly Summary"
        columns={COLUMNS}
        rows={summary.data?.rows}
        total={summary.data?.totals}
        rowKey={(r) => r.clientid ?? 'none'}
        loading={summary.fetching}
        errorText={summary.errorText}
      />
    </PageFrame>
  );
}
