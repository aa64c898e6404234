import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ClientLoad } from '../load-detail/load-types.js';
import { LOAD_TEXT, formatStamp } from './bay-texts.js';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  red: { color: tokens.colorPaletteRedForeground1 },
  row: { display: 'contents' },
  value: { margin: 0 },
});

type Shipment = NonNullable<ClientLoad['bay_shipment']>;

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** What the bay holds for the shipment, as last stored: its id, status, BKG#, vehicles and refusals. */
export function shipmentRows(shipment: Shipment): Array<[string, string]> {
  const data = shipment.data ?? {};
  const vehicles = Array.isArray(data.vehicles) ? (data.vehicles as Array<{ vin?: unknown }>) : [];
  const errors = Array.isArray(data.errors) ? (data.errors as unknown[]).map(String) : [];
  return [
    ['Shipment', text(shipment.external_id)],
    ['Status', text(shipment.status ?? data.status)],
    ['BKG Number', text(data.bkg_number)],
    ['Vehicles in Bay', vehicles.length ? `${vehicles.length}: ${vehicles.map((v) => text(v.vin)).join(', ')}` : '0'],
    ['Errors', errors.length ? errors.join('; ') : LOAD_TEXT.NO_ERRORS],
    ['Updated', shipment.updated_at ? formatStamp(String(shipment.updated_at)) : '—'],
  ];
}

/** The carrier load's bay shipment data (document 2 §2: the Bay panel shows it). */
export function ShipmentData({ shipment }: { shipment: ClientLoad['bay_shipment'] }) {
  const styles = useStyles();
  if (!shipment) return <Text className={styles.red}>{LOAD_TEXT.NO_BAY_SHIPMENT}</Text>;
  return (
    <dl className={styles.list} aria-label="Bay shipment data">
      {shipmentRows(shipment).map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
