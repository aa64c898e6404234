import { Button, Dropdown, Input, Option, TableBody, TableCell, TableRow } from '@fluentui/react-components';
import { FittedTable, alertError, alertSuccess, messageOf, useApi, useFittedCellClasses, useResourceList } from '@portal/web-kit';
import { useState } from 'react';
import type { ClientLoad, LoadVehicle } from '../load-detail/load-types.js';
import { LOAD_TEXT, LOAD_UPDATED_ALERT_MS } from './bay-texts.js';

type Check = Record<string, { error: string | null; status: string | null; bkg_number: string | null }> | undefined;

interface Driver {
  id: number;
  first_name: string;
  last_name: string | null;
}

const NO_DRIVER = '';
const CARAVAN_HEADERS = ['VIN', 'BKG#', 'Bay Status', 'Scac Code', 'Driver', 'Transit Number', ''];

/** The caravan table: VIN, BKG#, Bay Status, and each vehicle's Scac Code, Driver and Transit Number. */
export function CaravanVehicles(props: { load: ClientLoad; check: Check; refresh: () => Promise<unknown>; onFix: (vehicleId: number) => void }) {
  const { load, check, refresh, onFix } = props;
  const vehicles = load.vehicles ?? [];
  const drivers = useResourceList<Driver>('client_drivers_full', { per_page: 1000, filters: [{ field: 'client_id', op: 'eq', value: load.client_id ?? 0 }] });
  return (
    <FittedTable aria-label="Caravan vehicles" size="small" headers={CARAVAN_HEADERS}>
      <TableBody>
        {vehicles.map((v) => (
          <CaravanRow
            key={v.vehicleid}
            vehicle={v}
            scac={load.transporter?.scac_code ?? v.scac_code}
            check={check?.[v.vehicleid]}
            drivers={drivers.data?.data ?? []}
            refresh={refresh}
            onFix={() => onFix(v.vehicleid)}
          />
        ))}
      </TableBody>
    </FittedTable>
  );
}

function CaravanRow(props: {
  vehicle: LoadVehicle;
  scac: string | null;
  check: NonNullable<Check>[string] | undefined;
  drivers: Driver[];
  refresh: () => Promise<unknown>;
  onFix: () => void;
}) {
  const { vehicle, check, drivers } = props;
  const api = useApi();
  const cells = useFittedCellClasses();
  const [driver, setDriver] = useState(vehicle.client_driver_id === null ? NO_DRIVER : String(vehicle.client_driver_id));
  const [transit, setTransit] = useState(vehicle.transit_number ?? '');
  const [saving, setSaving] = useState(false);
  const changed = driver !== (vehicle.client_driver_id === null ? NO_DRIVER : String(vehicle.client_driver_id)) || transit !== (vehicle.transit_number ?? '');
  const save = async () => {
    setSaving(true);
    try {
      await api.updateResource('vehicles', vehicle.vehicleid, {
        client_driver_id: driver === NO_DRIVER ? null : Number(driver),
        transit_number: transit || null,
      });
      alertSuccess(LOAD_TEXT.LOAD_UPDATED, { timeoutMs: LOAD_UPDATED_ALERT_MS });
      await props.refresh();
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setSaving(false);
    }
  };
  const name = (d: Driver) => `${d.first_name} ${d.last_name ?? ''}`.trim();
  const selected = drivers.find((d) => String(d.id) === driver);
  return (
    <TableRow>
      <TableCell className={cells.vin}>{vehicle.vehiclevin}</TableCell>
      <TableCell>{check?.bkg_number ?? vehicle.bkg_number ?? ''}</TableCell>
      <TableCell>{check ? (check.error ?? check.status ?? '') : (vehicle.bay_vehicle?.status ?? LOAD_TEXT.NO_BAY_SHIPMENT)}</TableCell>
      <TableCell>{props.scac ?? ''}</TableCell>
      <TableCell>
        <Dropdown
          aria-label={`Driver of ${vehicle.vehiclevin}`}
          value={selected ? name(selected) : 'NO DRIVER'}
          selectedOptions={[driver]}
          onOptionSelect={(_, d) => setDriver(d.optionValue ?? NO_DRIVER)}
        >
          <Option value={NO_DRIVER}>NO DRIVER</Option>
          {drivers.map((d) => (
            <Option key={d.id} value={String(d.id)}>
              {name(d)}
            </Option>
          ))}
        </Dropdown>
      </TableCell>
      <TableCell>
        <Input aria-label={`Transit Number of ${vehicle.vehiclevin}`} value={transit} onChange={(_, d) => setTransit(d.value)} />
      </TableCell>
      <TableCell className={cells.oneLine}>
        {changed && (
          <Button appearance="primary" size="small" disabled={saving} onClick={() => void save()}>
            Save Changes
          </Button>
        )}
        <Button size="small" aria-label={`Bay Vehicle Fix ${vehicle.vehiclevin}`} onClick={props.onFix}>
          Bay Vehicle Fix
        </Button>
      </TableCell>
    </TableRow>
  );
}
