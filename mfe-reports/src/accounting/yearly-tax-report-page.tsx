import { taxReport, type CallAnswer } from '@portal/contracts/call-routes';
import { PageFrame, businessToday, useCall } from '@portal/web-kit';
import { useState } from 'react';
import { SummaryTable, useSummaryStyles, type SummaryColumn } from '../shared/summary-table.js';
import { ClientSelect, MonthSelect, YearSelect } from '../shared/choice-fields.js';

type Row = CallAnswer<NonNullable<(typeof taxReport)['entry']>>['rows'][number];

const COLUMNS: SummaryColumn<Row>[] = [
  { header: 'Month', kind: 'text', value: (r) => r.month },
  { header: 'Client', kind: 'text', value: (r) => r.client_name },
  { header: 'Count', kind: 'count', value: (r) => r.count },
  { header: 'State Fees', kind: 'money', value: (r) => r.fee_state },
  { header: 'DVS Fees', kind: 'money', value: (r) => r.fee_dvs },
  { header: 'Other Fees', kind: 'money', value: (r) => r.fee_other },
  { header: 'Total', kind: 'money', value: (r) => r.total },
];

/** The tax report offers this year and the two before it (document 3 §9). */
const YEARS_OFFERED = 3;

/** /accounting/yearly-tax-report (document 3 §2.7): the invoiced fees by year, month and client, with the totals. */
export function YearlyTaxReportPage() {
  const styles = useSummaryStyles();
  const thisYear = Number(businessToday().slice(0, 4));
  const [year, setYear] = useState(String(thisYear));
  const [month, setMonth] = useState('');
  const [clientId, setClientId] = useState('');
  const report = useCall(taxReport, { body: { year, month, clientId } }, { keepPrevious: true });
  return (
    <PageFrame title="Yearly Tax Report">
      <div className={styles.filters}>
        <YearSelect value={year} years={Array.from({ length: YEARS_OFFERED }, (_, i) => thisYear - i)} onChange={setYear} />
        <MonthSelect value={month} onChange={setMonth} />
        <ClientSelect value={clientId} onChange={setClientId} />
      </div>
      <SummaryTable
        aria-label="Yearly Tax Report"
        columns={COLUMNS}
        rows={report.data?.rows}
        total={report.data?.totals}
        rowKey={(r) => `${r.month}-${r.clientid ?? 'none'}`}
        loading={report.fetching}
        errorText={report.errorText}
      />
    </PageFrame>
  );
}
