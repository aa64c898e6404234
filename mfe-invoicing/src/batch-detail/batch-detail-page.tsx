import { Button, Field, Input, Link, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { recordTitlesSent } from '@portal/contracts/call-routes';
import { INVOICE_TEXT } from '@portal/contracts/constants';
import {
  alertError,
  alertSuccess,
  alertWarning,
  AppLink,
  call,
  formatDate,
  formatStamp,
  isAdmin,
  lookupOptions,
  messageOf,
  PageFrame,
  saveFailureText,
  useApi,
  useLoad,
  useResourceList,
  useResourceRecord,
} from '@portal/web-kit';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { money } from '../shared/money.js';
import type { InvoiceBatch, InvoiceLine } from '../shared/types.js';
import { AddVehicleDialog } from './add-vehicle-dialog.js';
import { BatchDocumentButtons, openPdf } from './batch-documents.js';
import { BatchVehicleUpdates } from './batch-vehicle-updates.js';
import { InvoiceTable } from './invoice-table.js';
import { ManualInvoiceDialog } from './manual-invoice-dialog.js';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: `${tokens.spacingVerticalM} 0` },
});

const clients = lookupOptions('clients_active', 'clientid', 'clientname', { order_by: [{ field: 'clientname' }] });

/**
 * /invoicebatches/{invoiceid} (document 2 §2): the batch's fields, its lines with their charges, Add Vehicle,
 * Add Manual Invoice and the mass update of the batch's vehicles' auction and title-sent date.
 */
export function BatchDetailPage() {
  const { invoiceid = '' } = useParams();
  const batch = useResourceRecord<InvoiceBatch>('invoice_batches', invoiceid, { appends: ['invoice_count', 'invoice_total'] });
  const lines = useResourceList<InvoiceLine>(
    'invoices',
    {
      per_page: 1000,
      filters: [{ field: 'invoicebatchid', op: 'eq', value: invoiceid }],
      with: ['vehicle'],
      appends: ['charges', 'amount'],
      order_by: [{ field: 'invoicedetailid', direction: 'asc' }],
    },
    { enabled: invoiceid !== '' },
  );
  const refresh = async () => {
    await Promise.all([batch.refetch(), lines.refetch()]);
  };
  return (
    <PageFrame title={`Batch #${invoiceid}`}>
      <AppLink to="/invoicebatches">All Invoice Batches</AppLink>
      {batch.loading ? <Spinner label="Loading batch…" /> : null}
      {batch.errorText ? <Text role="alert">{batch.errorText}</Text> : null}
      {batch.data ? <BatchBody batch={batch.data} lines={lines.data?.data} linesError={lines.errorText} onChange={refresh} /> : null}
    </PageFrame>
  );
}

/**
 * A PDFs Sent link: one the portal sent is behind the gateway and opened with the session's token; a link
 * kept from before (an address of its own) opens as it is; a bare file name has nowhere to open.
 */
function SentPdfLink({ url, batchId }: { url: string; batchId: number }) {
  if (url.startsWith('/api/')) return <Link onClick={() => void openPdf(url, false, `invoice-batch-${batchId}.pdf`)}>PDF</Link>;
  if (/^https?:\/\//.test(url))
    return (
      <Link href={url} target="_blank" rel="noreferrer">
        PDF
      </Link>
    );
  return <Text>{url}</Text>;
}

function BatchBody({ batch, lines, linesError, onChange }: { batch: InvoiceBatch; lines?: InvoiceLine[]; linesError?: string; onChange: () => Promise<void> }) {
  const styles = useStyles();
  const api = useApi();
  const options = useLoad(['clients_active', 'invoice-batch'], () => clients(api));
  const [date, setDate] = useState(formatDate(batch.invoicedate));
  const [client, setClient] = useState(String(batch.clientid ?? 0));
  const [tracking, setTracking] = useState(batch.overnighttrackingno ?? '');
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState(false);
  const [addingManual, setAddingManual] = useState(false);
  useEffect(() => {
    setDate(formatDate(batch.invoicedate));
    setClient(String(batch.clientid ?? 0));
    setTracking(batch.overnighttrackingno ?? '');
  }, [batch.invoicedate, batch.clientid, batch.overnighttrackingno]);
  const hasClient = Number(batch.clientid ?? 0) > 0;
  const save = async () => {
    setSaving(true);
    try {
      await api.updateResource('invoice_batches', batch.invoiceid, { invoicedate: date, clientid: Number(client) || null, overnighttrackingno: tracking });
      alertSuccess('Batch Updated');
      await onChange();
    } catch (error) {
      alertError(saveFailureText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div>
      <div className={styles.grid}>
        <Field label="Last Emailed">
          <Text>{batch.emailed ? formatStamp(batch.emailed) : 'Never'}</Text>
        </Field>
        <Field label="Emailed To">
          <Text>{batch.emailinfo ?? ''}</Text>
        </Field>
        <Field label="Payment Type">
          <Text>{batch.client?.payment_type?.paymenttype ?? INVOICE_TEXT.UNKNOWN_PAYMENT_TYPE}</Text>
        </Field>
        <Field label="PDFs Sent">
          {batch.attachments?.length ? (
            <ul>
              {batch.attachments.map((a) => (
                <li key={a.id}>
                  <SentPdfLink url={a.cloud_url} batchId={batch.invoiceid} /> {a.sent_to ?? ''} {formatStamp(a.created_at)}
                </li>
              ))}
            </ul>
          ) : (
            <Text>{INVOICE_TEXT.NOTHING_LOGGED}</Text>
          )}
        </Field>
        <Field label="Invoice Number">
          <Input readOnly value={String(batch.invoiceid)} />
        </Field>
        <Field label="Invoice Date" hint="YYYY-MM-DD">
          <Input type="date" value={date} onChange={(_, d) => setDate(d.value)} />
        </Field>
        <Field label="Client">
          <Select value={client} onChange={(_, d) => setClient(d.value)}>
            <option value="0">{INVOICE_TEXT.NO_CLIENT_SELECTED}</option>
            {batch.clientid && !(options.data ?? []).some((o) => o.value === String(batch.clientid)) ? (
              <option value={String(batch.clientid)}>{batch.client?.clientname ?? batch.clientid}</option>
            ) : null}
            {(options.data ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Overnight Tracking #">
          <Input value={tracking} onChange={(_, d) => setTracking(d.value)} />
        </Field>
        <Field label="Vehicle Count">
          <Text data-testid="batch-count">{batch.invoice_count ?? 0}</Text>
        </Field>
        <Field label="Total Charges">
          <Text data-testid="batch-total">{money(batch.invoice_total)}</Text>
        </Field>
      </div>
      <div className={styles.buttons}>
        {isAdmin() ? <TitlesSentButton batch={batch} lines={lines} /> : null}
        <Button appearance="primary" disabled={saving} onClick={() => void save()}>
          Update Batch
        </Button>
        <BatchDocumentButtons batch={batch} onSent={onChange} />
        <Button disabled={!hasClient} onClick={() => setAdding(true)}>
          Add Vehicle
        </Button>
        <Button disabled={!hasClient} onClick={() => setAddingManual(true)}>
          Add Manual Invoice
        </Button>
      </div>
      {isAdmin() ? <BatchVehicleUpdates lines={lines} onChange={onChange} /> : null}
      {linesError ? <Text role="alert">{linesError}</Text> : null}
      {lines ? <InvoiceTable batchId={batch.invoiceid} lines={lines} onChange={onChange} /> : <Spinner size="tiny" label="Loading invoices…" />}
      <AddVehicleDialog batchId={batch.invoiceid} open={adding} onClose={() => setAdding(false)} onAdded={onChange} />
      <ManualInvoiceDialog batchId={batch.invoiceid} open={addingManual} onClose={() => setAddingManual(false)} onAdded={onChange} />
    </div>
  );
}

/**
 * Titles Sent (document 2 §2, §4): enabled when the batch's client has a name and some vehicle of the batch
 * has a titles-sent-to-auction date. The service records those titles; the Titles Sent screen then shows
 * them. Nothing to record is "No Matching Titles".
 */
function TitlesSentButton({ batch, lines }: { batch: InvoiceBatch; lines?: InvoiceLine[] }) {
  const api = useApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const enabled = (batch.client?.clientname ?? '').trim() !== '' && (lines ?? []).some((l) => Boolean(l.vehicle?.titlesenttoauctiondate));
  const record = async () => {
    setBusy(true);
    try {
      const answer = await call(api, recordTitlesSent, { params: { id: String(batch.invoiceid) } });
      if (answer.matched === 0) {
        alertWarning(INVOICE_TEXT.NO_MATCHING_TITLES);
        return;
      }
      const dates = answer.dates;
      navigate(`/admin/titlesSent?start=${dates[0]}&end=${dates[dates.length - 1]}`);
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button disabled={!enabled || busy} onClick={() => void record()}>
      Titles Sent
    </Button>
  );
}
