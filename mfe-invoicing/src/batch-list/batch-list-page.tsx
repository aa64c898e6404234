import { Button, Checkbox, Link, Text } from '@fluentui/react-components';
import { createMasterBatch } from '@portal/contracts/call-routes';
import { INVOICE_BATCHES_PAGE_SIZE, INVOICE_TEXT, masterBatchErrorText } from '@portal/contracts/constants';
import {
  alertError,
  AppLink,
  call,
  formatStamp,
  formatUsDate,
  isAdmin,
  messageOf,
  PageFrame,
  ResourceTable,
  useApi,
  useSession,
  type Column,
  type FilterDef,
} from '@portal/web-kit';
import { useMemo, useState } from 'react';
import { MasterBatchDialog } from '../master-batches/master-batch-dialog.js';
import { CreateAndOpenButton } from '../shared/create-and-open-button.js';
import { money } from '../shared/money.js';
import type { InvoiceBatch } from '../shared/types.js';

const FILTERS: FilterDef[] = [
  { kind: 'text', key: 'client', label: 'Client', field: 'client.clientname' },
  { kind: 'text', key: 'mib', label: 'MIB #', field: 'master_invoice_batch_id', op: 'eq' },
  { kind: 'text', key: 'invoice', label: 'Invoice #', field: 'invoiceid', op: 'eq' },
  { kind: 'dateRange', key: 'date', label: 'Start Date / End Date', field: 'invoicedate' },
];

interface BatchColumnOptions {
  /** Staff check batches that are in no master batch (Add To Master Invoice Batch). */
  checkable: boolean;
  checked: ReadonlyMap<number, number | null>;
  onCheck: (batch: InvoiceBatch, checked: boolean) => void;
  onOpenMaster: (id: number) => void;
}

/**
 * The columns of document 2 §2; Batch # carries the master batch id as a link that opens its modal, or a
 * checkbox when the batch is in no master batch.
 */
function batchColumns({ checkable, checked, onCheck, onOpenMaster }: BatchColumnOptions): Column<InvoiceBatch>[] {
  return [
    {
      key: 'id',
      header: 'Batch #',
      value: (b) => b.invoiceid,
      render: (b) => (
        <>
          <AppLink to={`/invoicebatches/${b.invoiceid}`}>{b.invoiceid}</AppLink>{' '}
          {b.master_invoice_batch ? (
            <Link aria-label={`Master invoice batch ${b.master_invoice_batch.id}`} onClick={() => onOpenMaster(b.master_invoice_batch!.id)}>
              MIB {b.master_invoice_batch.id}
            </Link>
          ) : checkable ? (
            <Checkbox
              aria-label={`Batch ${b.invoiceid} to a master invoice batch`}
              checked={checked.has(b.invoiceid)}
              onChange={(_, d) => onCheck(b, d.checked === true)}
            />
          ) : null}
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
}

/** /invoicebatches (document 2 §2): newest first, 5 a page; staff create batches. */
export function BatchListPage() {
  const session = useSession();
  const staff = isAdmin(session ?? undefined);
  // The checked batches and their clients, kept across pages until they join a master batch.
  const [checked, setChecked] = useState<Map<number, number | null>>(new Map());
  const [master, setMaster] = useState<number | null>(null);
  const [reload, setReload] = useState(0);
  const columns = useMemo(
    () =>
      batchColumns({
        checkable: staff,
        checked,
        onCheck: (batch, on) =>
          setChecked((current) => {
            const next = new Map(current);
            if (on) next.set(batch.invoiceid, batch.clientid);
            else next.delete(batch.invoiceid);
            return next;
          }),
        onOpenMaster: setMaster,
      }),
    [staff, checked],
  );
  const added = (id: number) => {
    setChecked(new Map());
    setReload((n) => n + 1);
    setMaster(id);
  };
  return (
    <PageFrame title="Invoice Batches">
      <ResourceTable<InvoiceBatch>
        aria-label="Invoice Batches"
        resource="invoice_batches"
        columns={columns}
        filters={FILTERS}
        with={['client', 'user', 'master_invoice_batch']}
        appends={['invoice_count', 'invoice_total']}
        defaultOrder={{ field: 'invoiceid', direction: 'desc' }}
        pageSize={INVOICE_BATCHES_PAGE_SIZE}
        pageSizes={[5, 10, 25, 50]}
        csvFilename="invoicebatches.csv"
        rowKey={(b) => b.invoiceid}
        reloadToken={reload}
        actions={
          staff ? (
            <>
              <CreateBatchButton />
              <AddToMasterButton checked={checked} onAdded={added} />
            </>
          ) : null
        }
      />
      <MasterBatchDialog id={master} onClose={() => setMaster(null)} onChanged={() => setReload((n) => n + 1)} />
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

/**
 * Add To Master Invoice Batch (document 2 §2, §4): disabled until a batch is checked; the checked batches
 * become one master batch, whose modal opens. The service refuses batches of several clients; the
 * screen says so before asking.
 */
function AddToMasterButton({ checked, onAdded }: { checked: ReadonlyMap<number, number | null>; onAdded: (id: number) => void }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (new Set(checked.values()).size > 1) {
      alertError(masterBatchErrorText(INVOICE_TEXT.MASTER_BATCH_ONE_CLIENT));
      return;
    }
    setBusy(true);
    try {
      const master = await call(api, createMasterBatch, { body: { invoiceBatchIds: [...checked.keys()] } });
      onAdded(master.id);
    } catch (error) {
      alertError(masterBatchErrorText(messageOf(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button disabled={checked.size === 0 || busy} onClick={() => void add()}>
      Add To Master Invoice Batch
    </Button>
  );
}
