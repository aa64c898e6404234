import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
} from '@fluentui/react-components';
import { bayVehicleInfo, fixBayVehicle } from '@portal/contracts/call-routes';
import { call, messageOf, useApi } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import type { LoadVehicle } from '../load-detail/load-types.js';
import { bayRecordsVerdict, type BayRecord } from './bay-vehicle-fix.js';

/** The vehicle's bay record as stored here: the bay's vehicle id, its shipment and status. */
function linkedText(stored: LoadVehicle['bay_vehicle']): string {
  if (!stored?.external_id) return 'Not linked to a bay vehicle';
  const shipment = stored.bay_shipment?.external_id ? ` in shipment ${stored.bay_shipment.external_id}` : '';
  return `Bay vehicle ${stored.external_id}${shipment}${stored.status ? ` (${stored.status})` : ''}`;
}

type Lookup = { state: 'loading' } | { state: 'failed'; text: string } | { state: 'answered'; records: BayRecord[] };

export interface BayVehicleFixDialogProps {
  /** The vehicle the dialog is open for; null when closed. */
  vehicle: LoadVehicle | null;
  onClose: () => void;
  /** After a fix: the load is read again (the vehicle's bay record changed). */
  onFixed: () => Promise<unknown>;
}

/**
 * Bay Vehicle Fix (document 2 §2, §7, §8): the vehicle's bay record as stored here beside what the bay
 * holds for its VIN; when the bay has exactly one record, Fix links the vehicle to it.
 */
export function BayVehicleFixDialog({ vehicle, onClose, onFixed }: BayVehicleFixDialogProps) {
  const api = useApi();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const [fixing, setFixing] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; fixed: boolean } | null>(null);
  const id = vehicle?.vehicleid;
  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    setLookup({ state: 'loading' });
    setOutcome(null);
    call(api, bayVehicleInfo, { params: { id: String(id) } }).then(
      (answer) => current && setLookup({ state: 'answered', records: answer.vehicles }),
      (error: unknown) => current && setLookup({ state: 'failed', text: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, id]);
  const fix = async () => {
    if (id === undefined) return;
    setFixing(true);
    try {
      const answer = await call(api, fixBayVehicle, { params: { id: String(id) } });
      setOutcome({ text: answer.message, fixed: answer.fixed });
      if (answer.fixed) await onFixed();
    } catch (error) {
      setOutcome({ text: messageOf(error), fixed: false });
    } finally {
      setFixing(false);
    }
  };
  const stored = vehicle?.bay_vehicle;
  const verdict = lookup.state === 'answered' ? bayRecordsVerdict(lookup.records) : null;
  return (
    <Dialog open={!!vehicle} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-label="Bay Vehicle Fix">
        <DialogBody>
          <DialogTitle>Bay Vehicle Fix</DialogTitle>
          <DialogContent>
            <Text block weight="semibold">
              {vehicle?.vehiclevin}
            </Text>
            <Subtitle2 as="h4">Linked here</Subtitle2>
            <Text block aria-label="Linked bay record">
              {linkedText(stored)}
            </Text>
            <Subtitle2 as="h4">In the bay</Subtitle2>
            {lookup.state === 'loading' && <Spinner size="tiny" label="Asking the bay…" />}
            {lookup.state === 'failed' && (
              <MessageBar intent="error">
                <MessageBarBody>{lookup.text}</MessageBarBody>
              </MessageBar>
            )}
            {lookup.state === 'answered' && lookup.records.length > 0 && (
              <ul aria-label="Bay vehicles">
                {lookup.records.map((r) => (
                  <li key={r.id}>
                    {r.id}: {r.vin}
                  </li>
                ))}
              </ul>
            )}
            {verdict?.message && (
              <MessageBar intent="warning">
                <MessageBarBody>{verdict.message}</MessageBarBody>
              </MessageBar>
            )}
            {outcome && (
              <MessageBar intent={outcome.fixed ? 'success' : 'error'}>
                <MessageBarBody>{outcome.text}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={!verdict?.canFix || fixing || !!outcome?.fixed} onClick={() => void fix()}>
              Fix
            </Button>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
