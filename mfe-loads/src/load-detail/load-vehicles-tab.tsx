import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Spinner,
  TableBody,
  TableCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { addVehicleToLoad, removeVehicleFromLoad } from '@portal/contracts/call-routes';
import { AppLink, FittedTable, alertError, call, formatUsDate, messageOf, useApi, useFittedCellClasses, useResourceList } from '@portal/web-kit';
import { useState } from 'react';
import type { ClientLoad, LoadVehicle } from './load-types.js';
import { Upload7501Button } from './upload-7501-button.js';

const ymm = (v: Pick<LoadVehicle, 'yr' | 'make' | 'model'>) => [v.yr, v.make, v.model].filter(Boolean).join(' ');

const LOAD_VEHICLE_HEADERS = ['VIN', 'Year Make Model', 'Mileage', 'Value (USD)', 'Recall', 'Submitted to Customs', 'Crossed Border', ''];

/** The Vehicles tab: the load's vehicles (links to /vehicles/{id}), Add Vehicle, Upload 7501 and Remove. */
export function LoadVehiclesTab({ load, onChange, onFix }: { load: ClientLoad; onChange: () => Promise<unknown>; onFix: (vehicleId: number) => void }) {
  const api = useApi();
  const cells = useFittedCellClasses();
  const [adding, setAdding] = useState(false);
  const sent = !!load.bay_shipment;
  const remove = async (v: LoadVehicle) => {
    try {
      await call(api, removeVehicleFromLoad, { params: { id: String(load.id), vehicleId: String(v.vehicleid) } });
    } catch (error) {
      alertError(messageOf(error));
    }
    await onChange();
  };
  const vehicles = load.vehicles ?? [];
  return (
    <div>
      <Button appearance="primary" onClick={() => setAdding(true)}>
        Add Vehicle
      </Button>{' '}
      <Upload7501Button load={load} onUploaded={onChange} />
      {vehicles.length === 0 ? (
        <Text block>No vehicles in this load.</Text>
      ) : (
        <FittedTable aria-label="Load vehicles" size="small" headers={LOAD_VEHICLE_HEADERS}>
          <TableBody>
            {vehicles.map((v) => (
              <TableRow key={v.vehicleid}>
                <TableCell className={cells.vin}>
                  <AppLink to={`/vehicles/${v.vehicleid}`}>{v.vehiclevin}</AppLink>
                </TableCell>
                <TableCell>{ymm(v)}</TableCell>
                <TableCell>{v.mileage?.toLocaleString('en-US') ?? ''}</TableCell>
                <TableCell>{v.value_us_dollars?.toLocaleString('en-US') ?? ''}</TableCell>
                <TableCell>{v.has_recall === 1 ? 'Yes' : 'No'}</TableCell>
                <TableCell className={cells.oneLine}>{formatUsDate(v.submittedtocustomsdate)}</TableCell>
                <TableCell className={cells.oneLine}>{formatUsDate(v.crossedborderdate)}</TableCell>
                <TableCell className={cells.oneLine}>
                  <Button size="small" disabled={sent || !!v.bay_vehicle?.bay_shipment} onClick={() => void remove(v)}>
                    {sent || v.bay_vehicle?.bay_shipment ? 'Sent to Bay' : 'Remove'}
                  </Button>{' '}
                  <Button size="small" aria-label={`Bay Vehicle Fix ${v.vehiclevin}`} onClick={() => onFix(v.vehicleid)}>
                    Bay Vehicle Fix
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </FittedTable>
      )}
      <AddVehicleDialog load={load} open={adding} onClose={() => setAdding(false)} onAdded={onChange} />
    </div>
  );
}

interface Candidate {
  vehicleid: number;
  vehiclevin: string;
  yr: number | null;
  make: string | null;
  model: string | null;
}

/** Add Vehicle to Load: vehicles of the load's client without a load, by VIN or last 6; a refusal shows in red. */
function AddVehicleDialog({ load, open, onClose, onAdded }: { load: ClientLoad; open: boolean; onClose: () => void; onAdded: () => Promise<unknown> }) {
  const api = useApi();
  const [search, setSearch] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const text = search.trim().toUpperCase();
  const filters = [
    { field: 'client_load_id', op: 'isnull' as const, value: '1' },
    ...(load.client_id ? [{ field: 'clientid', op: 'eq' as const, value: load.client_id }] : []),
    ...(text.length === 6 ? [{ field: 'last6', op: 'eq' as const, value: text }] : text ? [{ field: 'vehiclevin', op: 'like' as const, value: text }] : []),
  ];
  const list = useResourceList<Candidate>('client_load_vehicles', { per_page: 10, filters }, { enabled: open, keepPrevious: true });
  const add = async (v: Candidate) => {
    setFailure(null);
    try {
      await call(api, addVehicleToLoad, { params: { id: String(load.id), vehicleId: String(v.vehicleid) } });
      await onAdded();
      await list.refetch();
    } catch (error) {
      setFailure(`${v.vehiclevin}: ${messageOf(error)}`);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-label="Add Vehicle to Load">
        <DialogBody>
          <DialogTitle>Add Vehicle to Load</DialogTitle>
          <DialogContent>
            <Input aria-label="VIN or last 6" placeholder="VIN or last 6" value={search} onChange={(_, d) => setSearch(d.value)} />
            {failure && (
              <Text block role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
                {failure}
              </Text>
            )}
            {list.loading && <Spinner size="tiny" label="Searching…" />}
            {list.errorText && <Text role="alert">{list.errorText}</Text>}
            {list.data && list.data.data.length === 0 && <Text block>No vehicles without a load match.</Text>}
            {list.data?.data.map((v) => (
              <div key={v.vehicleid}>
                <Button size="small" onClick={() => void add(v)}>
                  Add
                </Button>{' '}
                {v.vehiclevin} {ymm(v)}
              </div>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
