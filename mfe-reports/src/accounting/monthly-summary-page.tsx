import {
  Field,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { monthlySummary, type CallAnswer } from '@portal/contracts/call-routes';
import { PageFrame, businessToday, formatCurrency, useCall, useResourceList } from '@portal/web-kit';
import { useState } from 'react';

type Summary = CallAnswer<NonNullable<(typeof monthlySummary)['entry']>>;
type Row = Summary['rows'][number];

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function SummaryRow({ row, total }: { row: Row; total?: boolean }) {
  const styles = useStyles();
  const n = (value: number) => <TableCell className={styles.number}>{value.toLocaleString('en-US')}</TableCell>;
  const m = (value: string) => <TableCell className={styles.number}>{formatCurrency(value)}</TableCell>;
  return (
    <TableRow className={total ? styles.total : undefined}>
      <TableCell>{row.client_name}</TableCell>
      {n(row.count)}
      {m(row.sum)}
      {n(row.count_ri)}
      {m(row.sum_ri)}
      {n(row.count_titles)}
      {m(row.sum_titles)}
    </TableRow>
  );
}

/** /accounting/monthly-summary (document 3 §2.7): Year, Month and Client filters and a table of totals per client. */
export function MonthlySummaryPage() {
  const styles = useStyles();
  const today = businessToday();
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(String(thisYear));
  const [month, setMonth] = useState(String(Number(today.slice(5, 7))));
  const [clientId, setClientId] = useState('');
  const clients = useResourceList<{ clientid: number; clientname: string }>('clients_active', {
    per_page: 1000,
    order_by: [{ field: 'clientname', direction: 'asc' }],
  });
  const summary = useCall(monthlySummary, { query: { year, month: month || undefined, clientId: clientId || undefined } }, { keepPrevious: true });
  return (
    <PageFrame title="Monthly Summary">
      <div className={styles.filters}>
        <Field label="Year">
          <Select value={year} onChange={(_, d) => setYear(d.value)}>
            {[thisYear, thisYear - 1].map((y) => (
              <option key={y}>{y}</option>
            ))}
          </Select>
        </Field>
        <Field label="Month">
          <Select value={month} onChange={(_, d) => setMonth(d.value)}>
            <option value="">All</option>
            {MONTHS.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Client">
          <Select value={clientId} onChange={(_, d) => setClientId(d.value)}>
            <option value="">All Clients</option>
            {(clients.data?.data ?? []).map((c) => (
              <option key={c.clientid} value={String(c.clientid)}>
                {c.clientname}
              </option>
            ))}
          </Select>
        </Field>
        {summary.fetching && <Spinner size="tiny" aria-label="Loading" />}
      </div>
      {summary.errorText && (
        <Text role="alert" className={styles.error}>
          {summary.errorText}
        </Text>
      )}
      {summary.data && summary.data.rows.length === 0 && <Text>No Data</Text>}
      {summary.data && summary.data.rows.length > 0 && (
        <Table aria-label="Monthly Summary" size="small">
          <TableHeader>
            <TableRow>
              {['Client', 'Count', 'Total', 'RI Count', 'RI Total', 'Titles Count', 'Titles Total'].map((h, i) => (
                <TableHeaderCell key={h} className={i ? styles.number : undefined}>
                  {h}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {summary.data.rows.map((row) => (
              <SummaryRow key={row.clientid ?? 'none'} row={row} />
            ))}
            <SummaryRow row={summary.data.totals} total />
          </TableBody>
        </Table>
      )}
    </PageFrame>
  );
}
