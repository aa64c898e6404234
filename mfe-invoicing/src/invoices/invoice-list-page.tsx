import { AppLink, formatUsDate, PageFrame, ResourceTable, type Column, type FilterDef } from '@portal/web-kit';
import { money } from '../shared/money.js';
import type { InvoiceLine } from '../shared/types.js';

type Row = InvoiceLine & { invoicedate: string | null; client?: { clientname: string } | null };

const FILTERS: FilterDef[] = [
  { kind: 'text', key: 'vin', label: 'VIN', field: 'serialnumber' },
  { kind: 'text', key: 'batch', label: 'Batch #', field: 'invoicebatchid', op: 'eq' },
  { kind: 'text', key: 'client', label: 'Client', field: 'client.clientname' },
  { kind: 'dateRange', key: 'date', label: 'Start Date / End Date', field: 'invoicedate' },
];

const COLUMNS: Column<Row>[] = [
  {
    key: 'id',
    header: 'Invoice #',
    value: (i) => i.invoicedetailid,
    render: (i) => <AppLink to={`/invoices/${i.invoicedetailid}`}>{i.invoicedetailid}</AppLink>,
    sortField: 'invoicedetailid',
    csv: 'invoicedetailid',
  },
  { key: 'date', header: 'Date', value: (i) => formatUsDate(i.invoicedate), sortField: 'invoicedate', csv: { field: 'invoicedate', format: 'usDate' } },
  {
    key: 'batch',
    header: 'Batch #',
    value: (i) => i.invoicebatchid,
    render: (i) => <AppLink to={`/invoicebatches/${i.invoicebatchid}`}>{i.invoicebatchid}</AppLink>,
    sortField: 'invoicebatchid',
    csv: 'invoicebatchid',
  },
  { key: 'client', header: 'Client', value: (i) => i.client?.clientname ?? '', csv: 'client.clientname' },
  { key: 'vin', header: 'VIN', value: (i) => i.serialnumber ?? '', sortField: 'serialnumber', csv: 'serialnumber' },
  { key: 'amount', header: 'Amount', value: (i) => money(i.amount ?? i.totalcost), csv: false },
];

/** /invoices: every invoice line the caller may read, newest first. */
export function InvoiceListPage() {
  return (
    <PageFrame title="Invoices">
      <ResourceTable<Row>
        aria-label="Invoices"
        resource="invoices"
        columns={COLUMNS}
        filters={FILTERS}
        with={['client']}
        appends={['amount']}
        defaultOrder={{ field: 'invoicedetailid', direction: 'desc' }}
        csvFilename="invoices.csv"
        rowKey={(i) => i.invoicedetailid}
      />
    </PageFrame>
  );
}
