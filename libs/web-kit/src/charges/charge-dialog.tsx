import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  Option,
  Textarea,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { alertError } from '../alerts/alerts.js';
import { useApi } from '../api/api-context.js';
import { useLoad } from '../data/use-data.js';
import { businessToday, formatDate } from '../format/format.js';
import { failureFieldErrors, saveFailureText } from '../record-form/field-errors.js';
import { lookupOptions } from '../resource-table/lookup-options.js';

/** A vehicle charge (document 2 §3) as the charge screens read it. */
export interface Charge {
  vehiclechargeid: number;
  chargedate: string | null;
  chargetype: number | null;
  chargeamt: number | string;
  chargenote: string | null;
  vehicleid: number | null;
  invoiceid: number | null;
  type?: { vehiclechargetype: string } | null;
}

/** The vehicle (and batch) a charge is added to, or the charge being edited. */
export interface ChargeTarget {
  vehicleid: number;
  /** The batch it is billed on; 0 for an open charge. */
  invoiceid: number;
  charge?: Charge;
}

const chargeTypes = lookupOptions('vehicle_charge_types', 'vehiclechargetypeid', 'vehiclechargetype', { order_by: [{ field: 'vehiclechargetype' }] });

/** MM/dd/yyyy as the dialog shows the date; the service stores YYYY-MM-DD. */
const usDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : iso);
const isoDate = (us: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us.trim());
  return m ? `${m[3]}-${m[1]}-${m[2]}` : us.trim();
};

/**
 * Add/Update Charge (document 2 §2, §5), on the invoice batch screen and the vehicle's Invoice & Charges tab alike:
 * Charge Date (MM/dd/yyyy), Charge Type, Charge Amount, Charge Note; amount and note required.
 */
export function ChargeDialog({ target, onClose, onSaved }: { target: ChargeTarget | null; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const api = useApi();
  const types = useLoad(['vehicle_charge_types', 'charge-dialog'], () => chargeTypes(api), { enabled: target !== null });
  const [date, setDate] = useState('');
  const [type, setType] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const c = target?.charge;
    setDate(usDate(c?.chargedate ? formatDate(c.chargedate) : businessToday()));
    setType(c?.chargetype ? String(c.chargetype) : '');
    setAmount(c ? String(c.chargeamt) : '');
    setNote(c?.chargenote ?? '');
    setErrors({});
  }, [target]);
  const save = async () => {
    if (!target) return;
    const missing: Record<string, string> = {};
    if (amount.trim() === '') missing.chargeamt = 'Charge Amount is required';
    if (note.trim() === '') missing.chargenote = 'Charge Note is required';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const body = { chargedate: isoDate(date), chargetype: type ? Number(type) : null, chargeamt: amount.trim(), chargenote: note };
    setSaving(true);
    try {
      if (target.charge) await api.updateResource('vehicle_charges', target.charge.vehiclechargeid, body);
      else await api.createResource('vehicle_charges', { ...body, vehicleid: target.vehicleid, invoiceid: target.invoiceid });
      await onSaved();
      onClose();
    } catch (error) {
      const fields = failureFieldErrors(error);
      if (Object.keys(fields).length) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, (v ?? []).join(', ')])));
      else alertError(saveFailureText(error));
    } finally {
      setSaving(false);
    }
  };
  const typeLabel = types.data?.find((o) => o.value === type)?.label ?? '';
  return (
    <Dialog open={target !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label={target?.charge ? 'Update Charge' : 'Add Charge'}>
        <DialogBody>
          <DialogTitle>{target?.charge ? 'Update Charge' : 'Add Charge'}</DialogTitle>
          <DialogContent>
            <Field label="Charge Date" hint="MM/dd/yyyy" validationMessage={errors.chargedate}>
              <Input value={date} onChange={(_, d) => setDate(d.value)} />
            </Field>
            <Field label="Charge Type" validationMessage={errors.chargetype}>
              <Dropdown aria-label="Charge Type" value={typeLabel} selectedOptions={type ? [type] : []} onOptionSelect={(_, d) => setType(d.optionValue ?? '')}>
                {(types.data ?? []).map((o) => (
                  <Option key={o.value} value={o.value}>
                    {o.label}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label="Charge Amount" required validationMessage={errors.chargeamt}>
              <Input type="number" inputMode="decimal" value={amount} onChange={(_, d) => setAmount(d.value)} />
            </Field>
            <Field label="Charge Note" required validationMessage={errors.chargenote}>
              <Textarea value={note} onChange={(_, d) => setNote(d.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={saving} onClick={() => void save()}>
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
