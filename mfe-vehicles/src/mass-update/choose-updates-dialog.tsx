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
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { lookupOptions, useLoad, useApi, type Option } from '@portal/web-kit';
import { useState } from 'react';
import { DATE_CHOICES, NO_CHOICES, canApply, type UpdateChoices } from './choose-updates.js';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
});

const loadAuctions = lookupOptions('auctions', 'auctionid', 'auctionname', { order_by: [{ field: 'auctionname' }] });
const loadStatuses = lookupOptions('title_statuses', 'statusid', 'statusname', { order_by: [{ field: 'statusname' }] });

export interface ChooseUpdatesDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onCancel(): void;
  onApply(choices: UpdateChoices): void;
}

/** Choose Updates (document 2 §2): the changes and note applied to every listed vehicle. */
export function ChooseUpdatesDialog({ open, count, busy, onCancel, onApply }: ChooseUpdatesDialogProps) {
  const styles = useStyles();
  const api = useApi();
  const [choices, setChoices] = useState<UpdateChoices>(NO_CHOICES);
  const lookups = useLoad(['mass-update-lookups'], async () => ({ auctions: await loadAuctions(api), statuses: await loadStatuses(api) }), { enabled: open });
  const set = (field: keyof UpdateChoices) => (_: unknown, data: { value: string }) => setChoices((c) => ({ ...c, [field]: data.value }));
  const text = (field: keyof UpdateChoices, label: string, type: 'text' | 'number' = 'text') => (
    <Field label={label}>
      <Input type={type} value={choices[field]} onChange={set(field)} />
    </Field>
  );
  const choice = (field: keyof UpdateChoices, label: string, options: readonly Option[] | undefined) => (
    <Field label={label} validationMessage={lookups.errorText}>
      <Select value={choices[field]} onChange={set(field)} disabled={lookups.loading}>
        <option value="">{lookups.loading ? 'Loading…' : 'No change'}</option>
        {(options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface style={{ maxWidth: 820 }}>
        <DialogBody>
          <DialogTitle>Choose Updates</DialogTitle>
          <DialogContent>
            <div className={styles.grid}>
              {choice('auctionid', 'Auction', lookups.data?.auctions)}
              {choice('titlestatusid', 'Title Status', lookups.data?.statuses)}
              <Field label="Date">
                <Select value={choices.dateField} onChange={set('dateField')}>
                  <option value="">No date</option>
                  {DATE_CHOICES.map((d) => (
                    <option key={d.field} value={d.field}>
                      {d.label}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Date value">
                <Input type="date" value={choices.dateValue} onChange={set('dateValue')} disabled={!choices.dateField} />
              </Field>
              {text('mileage', 'Mileage', 'number')}
              {text('client_load_id', 'Load ID', 'number')}
              {text('front_size', 'Front Tire Size')}
              {text('front_psi', 'Front PSI', 'number')}
              {text('front_kpa', 'Front kPa', 'number')}
              {text('rear_size', 'Rear Tire Size')}
              {text('rear_psi', 'Rear PSI', 'number')}
              {text('rear_kpa', 'Rear kPa', 'number')}
            </div>
            <Field label="Note (a blank note adds no note)">
              <Textarea value={choices.note} onChange={set('note')} resize="vertical" />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button appearance="primary" disabled={!canApply(choices) || busy} onClick={() => onApply(choices)}>
              {busy ? 'Updating…' : `Update ${count} Vehicle${count === 1 ? '' : 's'}`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
