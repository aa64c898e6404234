import { Text } from '@fluentui/react-components';
import { INVOICE_BATCHES_PAGE_SIZE } from '@portal/contracts/constants';
import { AppLink, formatStamp, formatUsDate, isAdmin, PageFrame, ResourceTable, useApi, useSession, type Column, type FilterDef } from '@portal/web-kit';
import { CreateAndOpenButton } from '../shared/create-and-open-button.js';
import { money } from '../shared/money.js';
import type { InvoiceBatch } from '../shared/types.js';

const FILTERS: FilterDef[] = [
  { kind: 'text', key: 'client', label: 'Client', field: 'client.clientname' },
  { kind: 'text', key: 'mib', label: 'MIB #', field: 'master_invoice_batch_id', op: 'eq' },
  { kind: 'text', key: 'invoice', label: 'Invoice #', field: 'invoiceid', op: 'eq' },
  { kind: 'dateRange', key: 'date', label: 'Start Date / End Date', field: 'invoicedate' },
];

const COLUMNS: Column<InvoiceBatch>[] = [
  {
    key: 'id',
    header: 'Batch #',
    value: (b) => b.invoiceid,
    render: (b) => (
      <>
        <AppLink to={`/invoicebatches/${b.invoiceid}`}>{b.invoiceid}</AppLink>
        {b.master_invoice_batch ? <Text size={200}> MIB {b.master_invoice_batch.id}</Text> : null}
      </>
    ),
    sortField: 'invoiceid',
    csv: 'invoiceid',
  },
  { key: 'date', header: 'Date', value: (b) => formatUsDate(b.invoicedate), sortField: 'invoicedate', csv: { field: 'invoicedate', format: 'usDate' } },
  {
    key: 'client',
    header: 'Client Name',
    value: (b) => b.client?.clientname ?? '',
    render: (b) => (
      <>
        {b.client?.clientname ?? ''}
        {b.emailed ? (
          <Text block size={200}>
            Emailed {formatStamp(b.emailed)}
          </Text>
        ) : null}
      </>
    ),
    csv: 'client.clientname',
  },
  { key: 'user', header: 'User', value: (b) => b.user?.name ?? '', csv: 'user.name' },
  { key: 'overnight', header: 'Overnight Charge', value: (b) => (b.overnightcharge == null ? '' : money(b.overnightcharge)), csv: 'overnightcharge' },
  { key: 'tracking', header: 'Overnight Tracking #', value: (b) => b.overnighttrackingno ?? '', csv: 'overnighttrackingno' },
  { key: 'count', header: 'Count', value: (b) => b.invoice_count ?? 0, csv: 'invoice_count' },
  { key: 'total', header: 'Total', value: (b) => money(b.invoice_total), csv: { field: 'invoice_total', format: 'currency' } },
];

/** /invoicebatches (document 2 §2): newest first, 5 a page; staff create batches. */
export function BatchListPage() {
  const session = useSession();
  return (
    <PageFrame title="Invoice Batches">
      <ResourceTable<InvoiceBatch>
        aria-label="Invoice Batches"
        resource="invoice_batches"
        columns={COLUMNS}
        filters={FILTERS}
        with={['client', 'user', 'master_invoice_batch']}
        appends={['invoice_count', 'invoice_total']}
        defaultOrder={{ field: 'invoiceid', direction: 'desc' }}
        pageSize={INVOICE_BATCHES_PAGE_SIZE}
        pageSizes={[5, 10, 25, 50]}
        csvFilename="invoicebatches.csv"
        rowKey={(b) => b.invoiceid}
        actions={isAdmin(session ?? undefined) ? <CreateBatchButton /> : null}
      />
    </PageFrame>
  );
}

/** Create Invoice Batch: the service dates it today in Indianapolis and stamps its creator; the batch opens. */
function CreateBatchButton() {
  const api = useApi();
  return (
    <CreateAndOpenButton
      label="Create Invoice Batch"
      create={async () => `/invoicebatches/${(await api.createResource<{ invoiceid: number }>('invoice_batches', {})).invoiceid}`}
    />
  );
}
