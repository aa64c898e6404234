import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { decodeVin, oneOffInvoicePdf, sendOneOffInvoice, sendOneOffInvoiceStatus } from '@portal/contracts/call-routes';
import { ONE_OFF_VIN_LOOKUP_LENGTH } from '@portal/contracts/constants';
import { alertError, call, callPath, lookupOptions, messageOf, RecordEditPage, useApi, useChoices, useRecordForm, type FormSection } from '@portal/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { openPdf } from '../batch-detail/batch-documents.js';
import { announceSent, sendAndWait } from '../shared/send-and-wait.js';

const clients = lookupOptions('clients_active', 'clientid', 'clientname', { order_by: [{ field: 'clientname' }] });

const SECTIONS: FormSection[] = [
  {
    title: 'Client',
    fields: [
      { name: 'client_id', label: 'Client', kind: 'choice', loadOptions: clients, allowEmpty: true },
      { name: 'client_name', label: 'Client Name', required: true, maxLength: 255 },
      { name: 'client_email', label: 'Client Email', maxLength: 255 },
      { name: 'street', label: 'Street', maxLength: 255 },
      { name: 'city', label: 'City', maxLength: 255 },
      { name: 'state', label: 'State', maxLength: 255 },
      { name: 'zip', label: 'Zip', maxLength: 255 },
      { name: 'phone', label: 'Phone', maxLength: 255 },
    ],
  },
  {
    title: 'Vehicle',
    fields: [
      { name: 'vin', label: 'VIN', maxLength: ONE_OFF_VIN_LOOKUP_LENGTH },
      { name: 'year', label: 'Year', kind: 'integer' },
      { name: 'make', label: 'Make', maxLength: 255 },
      { name: 'model', label: 'Model', maxLength: 255 },
    ],
  },
  {
    title: 'Transport',
    fields: [
      { name: 'pickup_location', label: 'Pickup Location', maxLength: 255 },
      { name: 'delivery_location', label: 'Delivery Location', maxLength: 255 },
      { name: 'driver_name', label: 'Driver Name', maxLength: 255 },
      { name: 'amount', label: 'Amount', kind: 'money', required: true },
    ],
  },
];
const FIELDS = SECTIONS.flatMap((s) => s.fields);

const useStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * /accounting/one-off-invoices/{id} (document 3 §2.7, §5): every field of the invoice; a VIN of exactly 17
 * characters is looked up and fills year, make and model. Print is disabled with unsaved edits, and Email
 * also without a saved client e-mail address.
 */
export function OneOffEditPage() {
  const { id = '' } = useParams();
  const styles = useStyles();
  const api = useApi();
  const form = useRecordForm({ resource: 'one_off_invoices', id, fields: FIELDS, savedText: 'Invoice Saved' });
  const choices = useChoices(FIELDS);
  const [lookup, setLookup] = useState<'idle' | 'busy' | string>('idle');
  const [sending, setSending] = useState(false);
  const looked = useRef<string | null>(null);

  const vin = typeof form.values.vin === 'string' ? form.values.vin.trim().toUpperCase() : '';
  const savedVin = typeof form.record.vin === 'string' ? form.record.vin : '';
  useEffect(() => {
    // Only a VIN typed here, of exactly 17 characters, is looked up (document 3 §5); the saved one is not.
    if (vin.length !== ONE_OFF_VIN_LOOKUP_LENGTH || vin === savedVin || looked.current === vin) return;
    looked.current = vin;
    setLookup('busy');
    call(api, decodeVin, { params: { vin }, query: {} })
      .then((decoded) => {
        if (decoded.modelyear !== 'UNKNOWN') form.setValue('year', decoded.modelyear);
        if (decoded.make) form.setValue('make', decoded.make);
        if (decoded.model) form.setValue('model', decoded.model);
        setLookup(decoded.errortext && decoded.errorcode !== 0 ? `VIN lookup: ${decoded.errortext}` : 'idle');
      })
      .catch((error: unknown) => setLookup(`VIN lookup failed: ${messageOf(error)}`));
    // form.setValue is stable for the record; the VIN alone starts a lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vin, savedVin, api]);

  const savedEmail = typeof form.record.client_email === 'string' ? form.record.client_email.trim() : '';
  const loaded = form.status === 'loaded';
  const print = () => void openPdf(callPath(oneOffInvoicePdf, { id }), false, `invoice-${id}.pdf`);
  const email = async () => {
    setSending(true);
    try {
      const state = await sendAndWait(
        () => call(api, sendOneOffInvoice, { params: { id } }),
        () => call(api, sendOneOffInvoiceStatus, { params: { id } }),
      );
      announceSent(state, savedEmail, 'it goes out as soon as the mail server takes it');
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <RecordEditPage
      title={`One Off Invoice #${id}`}
      backTo={{ href: '/accounting/one-off-invoices', label: 'One Off Invoices' }}
      form={form}
      sections={SECTIONS}
      choices={choices.options}
      notFoundText="One-off invoice not found"
      banner={
        <div className={styles.buttons}>
          <Button disabled={!loaded || form.dirty} onClick={print}>
            Print
          </Button>
          <Button
            disabled={!loaded || form.dirty || savedEmail === '' || sending}
            icon={sending ? <Spinner size="tiny" /> : undefined}
            onClick={() => void email()}
          >
            Email
          </Button>
          {form.dirty ? <Text>Save your changes to print or e-mail the invoice.</Text> : null}
          {lookup === 'busy' ? <Spinner size="tiny" label="Looking up the VIN…" /> : null}
          {lookup !== 'idle' && lookup !== 'busy' ? <Text role="alert">{lookup}</Text> : null}
        </div>
      }
    />
  );
}
