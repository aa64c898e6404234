import { Button, Card, Field, Input, MessageBar, MessageBarBody, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LOAD_TYPE } from '@portal/contracts/constants';
import {
  bayDocuments,
  checkBayShipment,
  checkBayShipmentSingle,
  createBayShipment,
  createBayShipmentSingle,
  updateBayShipment,
  updateBayShipmentSingle,
} from '@portal/contracts/call-routes';
import { useCall, useRefetchOn } from '@portal/web-kit';
import type { ClientLoad } from '../load-detail/load-types.js';
import { BayStatusBlock } from './bay-status-block.js';
import { LOAD_TEXT } from './bay-texts.js';
import { CaravanVehicles } from './caravan-vehicles.js';
import { PhotoStatuses } from './photo-statuses.js';
import { ShipmentData } from './shipment-data.js';
import { useBayAction } from './use-bay-action.js';

const useStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  red: { color: tokens.colorPaletteRedForeground1 },
});

export interface BayPanelProps {
  load: ClientLoad;
  /** Saves pending edits of the load; false when the save was refused. */
  saveLoad: () => Promise<boolean>;
  refresh: () => Promise<unknown>;
  /** Counts the bay changes heard for this load (live); each one runs the check again. */
  changes?: number;
  /** The load's form: the carrier's Paps and BKG numbers are typed here and saved with the load. */
  values: Record<string, unknown>;
  setValue: (name: string, value: unknown) => void;
  disabled?: boolean;
  /** Opens the Bay Vehicle Fix dialog for a vehicle of the load. */
  onFix: (vehicleId: number) => void;
}

/** A carrier load's Paps Number and BKG Number (document 2 §2); fixed once the load was sent to the bay. */
function CarrierNumbers({ load, values, setValue, disabled }: Pick<BayPanelProps, 'load' | 'values' | 'setValue' | 'disabled'>) {
  const styles = useStyles();
  const locked = !!load.bay_shipment;
  const value = (name: 'paps_number' | 'bkg_number') => String(values[name] ?? '');
  return (
    <div className={styles.buttons}>
      {(
        [
          ['paps_number', 'Paps Number'],
          ['bkg_number', 'BKG Number'],
        ] as const
      ).map(([name, label]) => (
        <Field key={name} label={label} hint={locked ? 'Sent to Bay' : undefined}>
          <Input value={value(name)} readOnly={locked} disabled={disabled} onChange={(_, d) => setValue(name, d.value)} />
        </Field>
      ))}
    </div>
  );
}

/** The Bay tab (document 2 §2): a carrier load's shipment, or a caravan load's shipment per vehicle. */
export function BayPanel(props: BayPanelProps) {
  return props.load.load_type === LOAD_TYPE.SINGLE ? <CaravanBay {...props} /> : <CarrierBay {...props} />;
}

function Outcome({ errors, failure }: { errors: string[]; failure: string | null }) {
  const styles = useStyles();
  return (
    <>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {errors.length > 0 && (
        <ul aria-label="Bay errors">
          {errors.map((e) => (
            <li key={e} className={styles.red}>
              {e}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CarrierBay({ load, saveLoad, refresh, changes, values, setValue, disabled }: BayPanelProps) {
  const styles = useStyles();
  const check = useCall(checkBayShipment, { params: { id: String(load.id) } }, { keepPrevious: true });
  useRefetchOn(changes, check.refetch);
  const action = useBayAction(load.id, saveLoad, async () => {
    await refresh();
    await check.refetch();
  });
  const ready = load.bay_readiness;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h3">Bay Shipment</Subtitle2>
      <CarrierNumbers load={load} values={values} setValue={setValue} disabled={disabled} />
      <ShipmentData shipment={load.bay_shipment} />
      <div className={styles.buttons}>
        <Button appearance="primary" disabled={!ready?.can_create || !!action.busy} onClick={() => void action.run('create', createBayShipment)}>
          Create Bay Shipment
        </Button>
        <Button disabled={!ready?.can_update || !!action.busy} onClick={() => void action.run('update', updateBayShipment)}>
          Update Bay Shipment
        </Button>
        <Button disabled={!ready?.can_update || !!action.busy} onClick={() => void action.run('photos', updateBayShipment, true)}>
          Update Photos
        </Button>
        <Button disabled={check.fetching} onClick={() => void check.refetch()}>
          Check Bay System
        </Button>
        {(action.busy || check.fetching) && <Spinner size="tiny" />}
      </div>
      {ready && !ready.can_create && !load.bay_shipment && <Text>Not ready for the bay: {ready.reasons.join('; ')}</Text>}
      <Outcome errors={action.errors} failure={action.failure} />
      {check.errorText && (
        <MessageBar intent="warning">
          <MessageBarBody>{check.errorText}</MessageBarBody>
        </MessageBar>
      )}
      {check.data && <BayStatusBlock check={check.data} />}
      <PhotoStatuses vehicles={load.vehicles ?? []} />
      <BayDocuments loadId={load.id} changes={changes} />
    </Card>
  );
}

function CaravanBay({ load, saveLoad, refresh, changes, onFix }: BayPanelProps) {
  const styles = useStyles();
  const check = useCall(checkBayShipmentSingle, { params: { id: String(load.id) } }, { keepPrevious: true });
  useRefetchOn(changes, check.refetch);
  const action = useBayAction(load.id, saveLoad, async () => {
    await refresh();
    await check.refetch();
  });
  const ready = load.bay_readiness;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h3">Bay Shipments</Subtitle2>
      <div className={styles.buttons}>
        <Button appearance="primary" disabled={!ready?.can_create || !!action.busy} onClick={() => void action.run('create', createBayShipmentSingle)}>
          Create Bay Shipments ({ready?.without_shipment ?? 0})
        </Button>
        <Button disabled={!ready?.can_update || !!action.busy} onClick={() => void action.run('update', updateBayShipmentSingle)}>
          Update Bay Shipments ({ready?.with_shipment ?? 0})
        </Button>
        <Button disabled={!ready?.can_update || !!action.busy} onClick={() => void action.run('photos', updateBayShipmentSingle, true)}>
          Update Photos
        </Button>
        {(action.busy || check.fetching) && <Spinner size="tiny" />}
      </div>
      {ready && !ready.can_create && ready.reasons.length > 0 && <Text>Create is not offered: {ready.reasons.join('; ')}</Text>}
      <Outcome errors={action.errors} failure={action.failure} />
      {check.errorText && (
        <MessageBar intent="warning">
          <MessageBarBody>{check.errorText}</MessageBarBody>
        </MessageBar>
      )}
      <CaravanVehicles load={load} check={check.data} refresh={refresh} onFix={onFix} />
      {check.data && (
        <details>
          <summary>Check result</summary>
          <pre aria-label="Check result">{JSON.stringify(check.data, null, 2)}</pre>
        </details>
      )}
      <PhotoStatuses vehicles={load.vehicles ?? []} />
      <BayDocuments loadId={load.id} changes={changes} />
    </Card>
  );
}

/** The bay's documents with their statuses ("No status available" when none). */
function BayDocuments({ loadId, changes }: { loadId: number; changes?: number }) {
  const docs = useCall(bayDocuments, { params: { id: String(loadId) }, query: { display: 'web' } }, { keepPrevious: true });
  useRefetchOn(changes, docs.refetch);
  return (
    <section aria-label="Bay Documents">
      <Subtitle2 as="h4">Bay Documents</Subtitle2>
      {docs.loading ? (
        <Spinner size="tiny" label="Bay documents…" />
      ) : docs.errorText ? (
        <Text block>{docs.errorText}</Text>
      ) : !docs.data?.length ? (
        <Text block>{LOAD_TEXT.NO_STATUS_AVAILABLE}</Text>
      ) : (
        <ul aria-label="Bay documents">
          {docs.data.map((d) => (
            <li key={`${d.vehicleid}-${d.name}`}>
              {d.name}: {d.status === null ? LOAD_TEXT.NO_STATUS_AVAILABLE : d.status ? 'Received' : 'Missing'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
