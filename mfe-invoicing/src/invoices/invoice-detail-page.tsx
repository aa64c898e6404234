import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  alertError,
  alertSuccess,
  AppLink,
  formatCurrency,
  formatDate,
  formatUsDate,
  isAdmin,
  PageFrame,
  saveFailureText,
  useApi,
  useResourceRecord,
  useSession,
} from '@portal/web-kit';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ymm } from '../shared/money.js';
import type { InvoiceLine } from '../shared/types.js';

type Invoice = InvoiceLine & {
  invoicedate: string | null;
  clientid: number | null;
  date_added_to_batch: string | null;
  client?: { clientname: string } | null;
  vehicle?: (InvoiceLine['vehicle'] & { mileage?: number | null; auction?: { auctionname: string } | null }) | null;
};

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: `${tokens.spacingVerticalM} 0`,
  },
});

/** The client's fields an invoice prints in its Bill To, which the invoice page edits with the invoice. */
interface BillTo {
  clientid: number;
  legal_name: string | null;
  invoiceemailaddress: string | null;
}

/** What changed of the client: only that is sent, so saving an invoice never rewrites the rest of the client. */
export function clientChanges(client: BillTo | undefined, legalName: string, email: string): Record<string, string> {
  if (!client) return {};
  const changes: Record<string, string> = {};
  if (legalName.trim() !== (client.legal_name ?? '')) changes.legal_name = legalName.trim();
  if (email.trim() !== (client.invoiceemailaddress ?? '')) changes.invoiceemailaddress = email.trim();
  return changes;
}

/**
 * /invoices/{id} (document 2 §2): the invoice line, its fees by bucket and its charges. Staff change its
 * date, and Save Changes also updates the client (its legal name and invoice e-mail address, what the
 * invoice bills to and is e-mailed to) through the admin service's clients.
 */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const styles = useStyles();
  const api = useApi();
  const session = useSession();
  const staff = isAdmin(session ?? undefined);
  const invoice = useResourceRecord<Invoice>('invoices', id, { appends: ['fees_breakdown', 'charges', 'amount'] });
  const clientId = Number(invoice.data?.clientid ?? 0);
  const client = useResourceRecord<BillTo>('clients', clientId > 0 ? clientId : undefined, {}, { enabled: staff && clientId > 0 });
  const [date, setDate] = useState('');
  const [legalName, setLegalName] = useState('');
  const [email, setEmail] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => setDate(formatDate(invoice.data?.invoicedate ?? null)), [invoice.data?.invoicedate]);
  useEffect(() => {
    setLegalName(client.data?.legal_name ?? '');
    setEmail(client.data?.invoiceemailaddress ?? '');
  }, [client.data?.legal_name, client.data?.invoiceemailaddress]);
  const save = async () => {
    setSaving(true);
    try {
      await api.updateResource('invoices', id, { invoicedate: date });
      const changes = clientChanges(client.data, legalName, email);
      if (client.data && Object.keys(changes).length) await api.updateResource('clients', client.data.clientid, changes);
      alertSuccess('Invoice Updated');
      await Promise.all([invoice.refetch(), client.data ? client.refetch() : Promise.resolve()]);
    } catch (error) {
      alertError(saveFailureText(error));
    } finally {
      setSaving(false);
    }
  };
  const i = invoice.data;
  return (
    <PageFrame title={`Invoice #${id}`}>
      <AppLink to="/invoices">All Invoices</AppLink>
      {invoice.loading ? <Spinner label="Loading invoice…" /> : null}
      {invoice.errorText ? <Text role="alert">{invoice.errorText}</Text> : null}
      {i ? (
        <>
          <div className={styles.grid}>
            <Field label="Batch #">
              <AppLink to={`/invoicebatches/${i.invoicebatchid}`}>{i.invoicebatchid}</AppLink>
            </Field>
            <Field label="Client">
              <Text>{i.client?.clientname ?? ''}</Text>
            </Field>
            <Field label="VIN">{i.vehicleid ? <AppLink to={`/vehicles/${i.vehicleid}`}>{i.serialnumber}</AppLink> : <Text>{i.serialnumber}</Text>}</Field>
            <Field label="Vehicle">
              <Text>{ymm(i.vehicle)}</Text>
            </Field>
            <Field label="Auction">
              <Text>{i.vehicle?.auction?.auctionname ?? ''}</Text>
            </Field>
            <Field label="Added to Batch">
              <Text>{formatUsDate(i.date_added_to_batch)}</Text>
            </Field>
            <Field label="Invoice Date" hint="YYYY-MM-DD">
              <Input type="date" value={date} readOnly={!staff} onChange={(_, d) => setDate(d.value)} />
            </Field>
            <Field label="State">
              <Text>{formatCurrency(i.fees_breakdown?.state ?? 0)}</Text>
            </Field>
            <Field label="DVS">
              <Text>{formatCurrency(i.fees_breakdown?.dvs ?? 0)}</Text>
            </Field>
            <Field label="Other">
              <Text>{formatCurrency(i.fees_breakdown?.other ?? 0)}</Text>
            </Field>
            <Field label="Total Cost">
              <Text>{formatCurrency(Number(i.totalcost))}</Text>
            </Field>
            <Field label="Amount with Charges">
              <Text weight="semibold">{formatCurrency(i.amount ?? 0)}</Text>
            </Field>
            {staff && client.data ? (
              <>
                <Field label="Client Legal Name">
                  <Input value={legalName} maxLength={255} onChange={(_, d) => setLegalName(d.value)} />
                </Field>
                <Field label="Client Invoice Email">
                  <Input value={email} maxLength={255} onChange={(_, d) => setEmail(d.value)} />
                </Field>
              </>
            ) : null}
            {staff && client.errorText ? <Text role="alert">{client.errorText}</Text> : null}
          </div>
          {(i.charges ?? []).length ? (
            <ul aria-label="Charges">
              {(i.charges ?? []).map((c) => (
                <li key={c.vehiclechargeid}>
                  {formatUsDate(c.chargedate)} {c.type?.vehiclechargetype ?? 'Charge'} {formatCurrency(c.chargeamt)} {c.chargenote ?? ''}
                </li>
              ))}
            </ul>
          ) : (
            <Text block>No charges.</Text>
          )}
          {staff ? (
            <Button appearance="primary" disabled={saving} onClick={() => void save()}>
              Save Changes
            </Button>
          ) : null}
        </>
      ) : null}
    </PageFrame>
  );
}
