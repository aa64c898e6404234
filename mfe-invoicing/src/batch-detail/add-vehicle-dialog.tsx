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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { addVehicleToBatch, batchVehicleSearch } from '@portal/contracts/call-routes';
import { INVOICE_TEXT, resultsText } from '@portal/contracts/constants';
import { call, FittedTable, messageOf, useApi, useCall, useFittedCellClasses } from '@portal/web-kit';
import { useState } from 'react';
import type { BatchDialogProps } from '../shared/types.js';
import { money, ymm } from '../shared/money.js';

const useStyles = makeStyles({
  again: { backgroundColor: tokens.colorPaletteRedBackground3, color: tokens.colorNeutralForegroundOnBrand },
  status: { display: 'block', margin: `${tokens.spacingVerticalS} 0` },
  failure: { display: 'block', color: tokens.colorPaletteRedForeground1 },
});

/**
 * Add Vehicle to Batch (document 2 §2, §4, §5): a VIN search (a part is enough) among the batch client's
 * vehicles, cancelled ones never offered, with the fee columns; a vehicle invoiced before has a red Add
 * and is added only after the confirmation.
 */
export function AddVehicleDialog({ batchId, open, onClose, onAdded }: BatchDialogProps) {
  const styles = useStyles();
  const cells = useFittedCellClasses();
  const api = useApi();
  const [typed, setTyped] = useState('');
  const [vin, setVin] = useState('');
  const [added, setAdded] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const found = useCall(batchVehicleSearch, { params: { id: String(batchId) }, query: { vin } }, { enabled: open && vin !== '' });
  const add = async (vehicleid: number, invoiced: boolean) => {
    setFailure(null);
    if (invoiced && !window.confirm(INVOICE_TEXT.ALREADY_INVOICED)) return;
    try {
      await call(api, addVehicleToBatch, { params: { id: String(batchId), vehicleId: String(vehicleid) }, body: { confirm: invoiced } });
      setAdded((list) => [...list, vehicleid]);
      await onAdded();
      await found.refetch();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  const rows = found.data?.data ?? [];
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Add Vehicle to Batch" style={{ maxWidth: '960px' }}>
        <DialogBody>
          <DialogTitle>Add Vehicle to Batch</DialogTitle>
          <DialogContent>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                setVin(typed.trim());
              }}
            >
              <Input aria-label="VIN" placeholder="VIN (partial allowed)" value={typed} onChange={(_, d) => setTyped(d.value)} />{' '}
              <Button type="submit" appearance="primary">
                Search
              </Button>
            </form>
            <Text className={styles.status} role="status">
              {found.loading && vin ? (
                <Spinner size="tiny" label="Searching…" />
              ) : found.errorText ? (
                found.errorText
              ) : found.data ? (
                resultsText(found.data.total)
              ) : (
                ''
              )}
            </Text>
            {failure ? (
              <Text className={styles.failure} role="alert">
                {failure}
              </Text>
            ) : null}
            {rows.length > 0 ? (
              <FittedTable
                aria-label="Vehicles found"
                size="small"
                headers={['', 'VIN', 'Vehicle', 'Type', 'Client', 'Application', 'Plates', 'Other', 'Total']}
              >
                <TableBody>
                  {rows.map((v) => (
                    <TableRow key={v.vehicleid}>
                      <TableCell>
                        {added.includes(v.vehicleid) ? (
                          <Text>Added</Text>
                        ) : (
                          <Button
                            size="small"
                            className={v.invoiced ? styles.again : undefined}
                            aria-label={v.invoiced ? `Add again ${v.vehiclevin}` : `Add ${v.vehiclevin}`}
                            onClick={() => void add(v.vehicleid, v.invoiced)}
                          >
                            Add
                          </Button>
                        )}
                      </TableCell>
                      <TableCell className={cells.vin}>{v.vehiclevin}</TableCell>
                      <TableCell>{ymm(v)}</TableCell>
                      <TableCell>{v.processing_type?.titleprocesstype ?? ''}</TableCell>
                      <TableCell>{v.client?.clientname ?? ''}</TableCell>
                      <TableCell>{money(v.app_fee_total)}</TableCell>
                      <TableCell>{money(v.plates_fee_total)}</TableCell>
                      <TableCell>{money(v.other_fee_total)}</TableCell>
                      <TableCell>{money(v.fees_total)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </FittedTable>
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
