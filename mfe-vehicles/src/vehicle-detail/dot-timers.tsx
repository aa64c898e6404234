import { Body1, Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Subtitle2, tokens } from '@fluentui/react-components';
import { alertError, alertSuccess, formatDate, messageOf, useApi } from '@portal/web-kit';
import { useState } from 'react';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { hasPendingTimers, vaultText } from './dot-vault.js';

interface DotTimer {
  id: number;
  type: string;
  date: string;
  days?: number | null;
}

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
});

/** DOT timers: everyone sees them; staff add a stop or start, which applies when the vehicle is saved. */
export function DotTimers({ vehicle, staff, onAdded }: { vehicle: Vehicle; staff: boolean; onAdded(): void }) {
  const styles = useStyles();
  const api = useApi();
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState(false);
  const timers = (vehicle.dot_timers as DotTimer[] | undefined) ?? [];

  async function add(type: 'start' | 'stop') {
    setBusy(true);
    try {
      await api.createResource('vehicle_timers', { vehicle_id: vehicle.vehicleid, category: 'dot', type, date });
      alertSuccess(`DOT timer ${type} added; press Update Vehicle to apply it`);
      setDate('');
      onAdded();
    } catch (error) {
      alertError(`Unable to add timer: ${messageOf(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.box}>
      <Subtitle2 as="h3">DOT Vault</Subtitle2>
      {hasPendingTimers(vehicle) ? (
        <MessageBar intent="warning">
          <MessageBarBody>Vault timer: {vaultText(vehicle)}</MessageBarBody>
        </MessageBar>
      ) : (
        <Body1>Vault timer: {vaultText(vehicle)}</Body1>
      )}
      {timers.length === 0 ? (
        <Body1>No DOT timers.</Body1>
      ) : (
        <ul aria-label="DOT timers">
          {timers.map((t) => (
            <li key={t.id}>
              {formatDate(t.date)}: {t.type}
              {t.days ? ` ${t.days} days` : ''}
            </li>
          ))}
        </ul>
      )}
      {staff ? (
        <div className={styles.row}>
          <Field label="Timer date">
            <Input type="date" value={date} onChange={(_, d) => setDate(d.value)} />
          </Field>
          <Button disabled={busy || date === ''} onClick={() => void add('stop')}>
            Stop Timer
          </Button>
          <Button disabled={busy || date === ''} onClick={() => void add('start')}>
            Start Timer
          </Button>
        </div>
      ) : null}
    </div>
  );
}
