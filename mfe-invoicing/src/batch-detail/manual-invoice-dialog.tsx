import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { alertSuccess, messageOf, useApi } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import type { BatchDialogProps } from '../shared/types.js';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  failure: { color: tokens.colorPaletteRedForeground1 },
});

/** An amount as the service takes it: dollars, 0 or more, at most 2 decimals. */
export function manualAmountReason(text: string): string | null {
  const value = text.trim();
  if (value === '') return 'Amount is required';
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return 'Amount must be a number of 0 or more with at most 2 decimals';
  return null;
}

/**
 * Add Manual Invoice (document 2 §2): a line on the batch without a vehicle, for work billed outside a
 * vehicle's fees (services/invoicing README). It takes the batch's client and invoice date; the batch's
 * count and total include it, and Delete Invoice takes it off.
 */
export function ManualInvoiceDialog({ batchId, open, onClose, onAdded }: BatchDialogProps) {
  const styles = useStyles();
  const api = useApi();
  const [serial, setSerial] = useState('');
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    setSerial('');
    setAmount('');
    setFailure(null);
  }, [open]);
  const amountProblem = manualAmountReason(amount);
  const ready = serial.trim() !== '' && amountProblem === null;
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await api.createResource('invoices', { invoicebatchid: batchId, serialnumber: serial.trim(), totalcost: amount.trim() });
      alertSuccess('Invoice Added');
      await onAdded();
      onClose();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Add Manual Invoice">
        <DialogBody>
          <DialogTitle>Add Manual Invoice</DialogTitle>
          <DialogContent>
            <form
              id="manual-invoice"
              className={styles.form}
              onSubmit={(event) => {
                event.preventDefault();
                if (ready) void save();
              }}
            >
              <Field label="VIN / Description" required>
                <Input value={serial} maxLength={255} onChange={(_, d) => setSerial(d.value)} />
              </Field>
              <Field label="Amount" required validationMessage={amount !== '' ? (amountProblem ?? undefined) : undefined}>
                <Input inputMode="decimal" value={amount} onChange={(_, d) => setAmount(d.value)} />
              </Field>
            </form>
            {failure ? (
              <Text block role="alert" className={styles.failure}>
                {failure}
              </Text>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" type="submit" form="manual-invoice" disabled={!ready || saving}>
              Add Invoice
            </Button>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
