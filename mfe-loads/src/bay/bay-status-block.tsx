import { Body1, Caption1, Text, tokens } from '@fluentui/react-components';
import { LOAD_TEXT, formatStamp } from './bay-texts.js';
import type { BayCheck } from './bay-texts.js';

const red = { color: tokens.colorPaletteRedForeground1 };

/** The carrier load's check status (document 2 §8): what is missing in red, the one-sided lists, the errors or "no errors". */
export function BayStatusBlock({ check }: { check: BayCheck }) {
  return (
    <div aria-label="Bay status" role="status">
      {check.checkedAt && <Caption1 block>Checked {formatStamp(check.checkedAt)}</Caption1>}
      {!check.hasShipment && (
        <Text block weight="semibold" style={red}>
          {LOAD_TEXT.NO_BAY_SHIPMENT}
        </Text>
      )}
      {!check.loadHasVehicles && (
        <Text block weight="semibold" style={red}>
          {LOAD_TEXT.NO_VEHICLES_IN_LOAD}
        </Text>
      )}
      {check.hasShipment && !check.bayHasVehicles && (
        <Text block weight="semibold" style={red}>
          {LOAD_TEXT.NO_VEHICLES_IN_BAY}
        </Text>
      )}
      <Body1 block>
        Load: {check.loadNumVehicles} vehicle(s); Bay: {check.bayNumVehicles} vehicle(s)
      </Body1>
      {check.hasShipment && check.inLoadNotInBay.length > 0 && (
        <Body1 block>In the load, not in the bay: {check.inLoadNotInBay.map((v) => v.vehiclevin).join(', ')}</Body1>
      )}
      {check.inBayNotInLoad.length > 0 && <Body1 block>In the bay, not in the load: {check.inBayNotInLoad.map((v) => v.vin).join(', ')}</Body1>}
      {!check.hasShipment ? null : check.errors.length > 0 ? (
        <ul aria-label="Errors">
          {check.errors.map((e) => (
            <li key={e} style={red}>
              {e}
            </li>
          ))}
        </ul>
      ) : (
        <Body1 block>{LOAD_TEXT.NO_ERRORS}</Body1>
      )}
    </div>
  );
}
