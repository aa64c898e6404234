import { Field, Input } from '@fluentui/react-components';
import { invoiceSummary } from '@portal/contracts/call-routes';
import { PageFrame, businessToday, useCall } from '@portal/web-kit';
import { useState } from 'react';
import { ClientSelect } from '../shared/choice-fields.js';
import { useSummaryStyles } from '../shared/summary-table.js';
import { InvoiceSummaryTable } from './invoice-summary-table.js';

/**
 * The auction invoice report (document 2 §2, §9): Start Date (the first of this month at first), End Date
 * (open until chosen) and Client; the invoices grouped by client, then invoice date, 1000 a page.
 */
export function AuctionInvoiceReportPage() {
  const styles = useSummaryStyles();
  const [start, setStart] = useState(() => `${businessToday().slice(0, 8)}01`);
  const [end, setEnd] = useState('');
  const [clientId, setClientId] = useState('');
  const [page, setPage] = useState(1);
  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const report = useCall(
    invoiceSummary,
    { query: { start, end: end || undefined, clientId: clientId || undefined, page: String(page) } },
    { enabled: Boolean(start), keepPrevious: true },
  );
  return (
    <PageFrame title="Auction Invoice Report">
      <div className={styles.filters}>
        <Field label="Start Date">
          <Input type="date" value={start} onChange={(_, d) => change(setStart)(d.value)} />
        </Field>
        <Field label="End Date">
          <Input type="date" value={end} onChange={(_, d) => change(setEnd)(d.value)} />
        </Field>
        <ClientSelect value={clientId} onChange={change(setClientId)} />
      </div>
      <InvoiceSummaryTable
        aria-label="Auction Invoice Report"
        summary={start ? report.data : undefined}
        loading={Boolean(start) && report.fetching}
        errorText={start ? report.errorText : undefined}
        idleText="Choose a start date."
        emptyText="No data"
        onPage={setPage}
      />
    </PageFrame>
  );
}
