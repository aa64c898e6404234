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
  Spinner,
  TableBody,
  TableCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { addVehicleToPaperwork } from '@portal/contracts/call-routes';
import { PAPERWORK_BATCHES_PAGE_SIZE, PAPERWORK_CLIENT_FILTER_PAGE_SIZE, PAPERWORK_TEXT } from '@portal/contracts/constants';
import { call, FittedTable, formatUsDate, messageOf, NO_DATA, Pager, useApi, useFittedCellClasses, useResourceList, type Filter } from '@portal/web-kit';
import { useState } from 'react';
import { ymm } from '../shared/money.js';
import type { PaperworkVehicle } from '../shared/types.js';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  failure: { display: 'block', color: tokens.colorPaletteRedForeground1, margin: `${tokens.spacingVerticalS} 0` },
});

/**
 * Add Vehicle to Paperwork (document 2 §2): the vehicles whose title documents are not printed yet, created
 * within the last 12 months and not cancelled (the service's `paperwork_vehicles`), newest first; 10 a page,
 * 1000 while a client name is filtered. Each is added on its own and then shows "Added".
 */
export function AddPaperworkVehicleDialog({
  batchId,
  open,
  onClose,
  onAdded,
  onFailure,
}: {
  batchId: number;
  open: boolean;
  onClose: () => void;
  onAdded: () => Promise<unknown>;
  onFailure?: (error: unknown) => void;
}) {
  const styles = useStyles();
  const cells = useFittedCellClasses();
  const api = useApi();
  const [typed, setTyped] = useState({ vin: '', client: '' });
  const [search, setSearch] = useState({ vin: '', client: '' });
  const [page, setPage] = useState(1);
  const [added, setAdded] = useState<number[]>([]);
  const [adding, setAdding] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pageSize = search.client ? PAPERWORK_CLIENT_FILTER_PAGE_SIZE : PAPERWORK_BATCHES_PAGE_SIZE;
  const filters: Filter[] = [
    ...(search.vin ? [{ field: 'vehiclevin', op: 'like' as const, value: search.vin }] : []),
    ...(search.client ? [{ field: 'client.clientname', op: 'like' as const, value: search.client }] : []),
  ];
  const list = useResourceList<PaperworkVehicle>(
    'paperwork_vehicles',
    { per_page: pageSize, page, filters, with: ['client', 'auction'] },
    { enabled: open, keepPrevious: true },
  );
  const rows = list.data?.data ?? [];

  const add = async (vehicle: PaperworkVehicle) => {
    setFailure(null);
    setAdding(vehicle.vehicleid);
    try {
      await call(api, addVehicleToPaperwork, { params: { id: String(batchId), vehicleId: String(vehicle.vehicleid) } });
      setAdded((ids) => [...ids, vehicle.vehicleid]);
      await onAdded();
    } catch (error) {
      setFailure(`${vehicle.vehiclevin}: ${messageOf(error)}`);
      onFailure?.(error);
    } finally {
      setAdding(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Add Vehicle to Paperwork" style={{ maxWidth: '960px' }}>
        <DialogBody>
          <DialogTitle>Add Vehicle to Paperwork</DialogTitle>
          <DialogContent>
            <form
              className={styles.filters}
              onSubmit={(event) => {
                event.preventDefault();
                setSearch({ vin: typed.vin.trim(), client: typed.client.trim() });
                setPage(1);
              }}
            >
              <Field label="VIN">
                <Input value={typed.vin} onChange={(_, d) => setTyped((t) => ({ ...t, vin: d.value }))} />
              </Field>
              <Field label="Client Name">
                <Input value={typed.client} onChange={(_, d) => setTyped((t) => ({ ...t, client: d.value }))} />
              </Field>
              <Button type="submit" appearance="primary">
                Search
              </Button>
            </form>
            {failure ? (
              <Text className={styles.failure} role="alert">
                {failure}
              </Text>
            ) : null}
            {list.loading ? <Spinner size="tiny" label="Loading vehicles…" /> : null}
            {list.errorText ? <Text role="alert">{list.errorText}</Text> : null}
            {list.data && rows.length === 0 ? <Text>{NO_DATA}</Text> : null}
            {rows.length > 0 ? (
              <FittedTable aria-label="Vehicles to add" size="small" headers={['', 'VIN', 'Vehicle', 'Client', 'Auction', 'Created']}>
                <TableBody>
                  {rows.map((v) => (
                    <TableRow key={v.vehicleid}>
                      <TableCell>
                        {added.includes(v.vehicleid) ? (
                          <Text>{PAPERWORK_TEXT.ADDED}</Text>
                        ) : (
                          <Button size="small" disabled={adding !== null} aria-label={`Add ${v.vehiclevin}`} onClick={() => void add(v)}>
                            Add
                          </Button>
                        )}
                      </TableCell>
                      <TableCell className={cells.vin}>{v.vehiclevin}</TableCell>
                      <TableCell>{ymm(v)}</TableCell>
                      <TableCell>{v.client?.clientname ?? ''}</TableCell>
                      <TableCell>{v.auction?.auctionname ?? ''}</TableCell>
                      <TableCell>{formatUsDate(v.recordcreateddate)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </FittedTable>
            ) : null}
            {list.data ? (
              <Pager page={page} pageSize={pageSize} total={list.data.total} pageSizes={[pageSize]} onPage={setPage} onPageSize={() => undefined} />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
