import { Button } from '@fluentui/react-components';
import { ACCOUNTING_REPORT_TEXT, addDays } from '@portal/contracts/constants';
import { invoiceSummary, invoiceSummaryPdf } from '@portal/contracts/call-routes';
import { PageFrame, alertError, businessToday, callPath, messageOf, openAuthorizedFile, useCall } from '@portal/web-kit';
import { useState } from 'react';
import { PeriodFields, type Period } from '../shared/choice-fields.js';
import { thisMonth } from '../shared/report-filters.js';
import { useSummaryStyles } from '../shared/summary-table.js';
import { InvoiceSummaryTable } from './invoice-summary-table.js';

/**
 * /accounting/invoice-summary (document 3 §2.7, §9): the invoice lines of a period (this month at first;
 * Yesterday and Today shortcuts) by client and invoice date, and the same summary printed as a PDF.
 */
export function InvoiceSummaryPage() {
  const styles = useSummaryStyles();
  const [range, setRange] = useState<Period>(() => thisMonth(businessToday()));
  const [page, setPage] = useState(1);
  const ready = Boolean(range.from && range.to);
  const query = { start: range.from, end: range.to };
  const summary = useCall(invoiceSummary, { query: { ...query, page: String(page) } }, { enabled: ready, keepPrevious: true });
  const choose = (period: Period) => {
    setRange(period);
    setPage(1);
  };
  const oneDay = (day: string) => choose({ from: day, to: day });
  const print = () =>
    openAuthorizedFile(callPath(invoiceSummaryPdf, undefined, query), false, ACCOUNTING_REPORT_TEXT.INVOICE_SUMMARY_PDF_FILE).catch((e) =>
      alertError(messageOf(e)),
    );
  return (
    <PageFrame title="Invoice Summary">
      <div className={styles.filters}>
        <PeriodFields value={range} onChange={choose} shortcuts={false} />
        <Button onClick={() => oneDay(addDays(businessToday(), -1))}>Yesterday</Button>
        <Button onClick={() => oneDay(businessToday())}>Today</Button>
        <Button appearance="primary" disabled={!ready || !summary.data?.rows.length} onClick={print}>
          Print Summary as PDF
        </Button>
      </div>
      <InvoiceSummaryTable
        aria-label="Invoice Summary"
        summary={ready ? summary.data : undefined}
        loading={ready && summary.fetching}
        errorText={ready ? summary.errorText : undefined}
        idleText="Choose a start and an end date."
        emptyText="No Data"
        onPage={setPage}
      />
    </PageFrame>
  );
}
