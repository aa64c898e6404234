import { Body1, Button, TableBody, TableCell, TableRow, Text, Spinner } from '@fluentui/react-components';
import { INVOICE_TEXT } from '@portal/contracts/constants';
import {
  alertError,
  AppLink,
  ChargeDialog,
  FittedTable,
  formatCurrency,
  formatUsDate,
  messageOf,
  useApi,
  useFittedCellClasses,
  useResourceList,
  type Charge,
  type ChargeTarget,
} from '@portal/web-kit';
import { useState } from 'react';
import type { Vehicle } from '../vehicle-shared/vehicle.js';

type ChargeRow = Charge & { user?: { name: string | null } | null; chargenote: string | null };

const CHARGE_HEADERS = ['Date', 'Type', 'Amount', 'Note', 'Entered By', 'Invoice Batch', ''];

/**
 * The Invoice & Charges tab (document 3 §2.2, staff): the batch that billed the vehicle, and its charges
 * with add, edit and delete. A charge added here is open (no batch) until the vehicle joins one, or billed
 * on the vehicle's batch when it already has one.
 */
export function InvoiceChargesPanel({ vehicle }: { vehicle: Vehicle }) {
  const api = useApi();
  const cells = useFittedCellClasses();
  const [editing, setEditing] = useState<ChargeTarget | null>(null);
  const batch = Number(vehicle.invoiceid ?? 0);
  const charges = useResourceList<ChargeRow>('vehicle_charges', {
    per_page: 1000,
    filters: [{ field: 'vehicleid', op: 'eq', value: vehicle.vehicleid as number }],
    with: ['type', 'user'],
    order_by: [{ field: 'vehiclechargeid', direction: 'asc' }],
  });
  const remove = async (charge: ChargeRow) => {
    if (!window.confirm(INVOICE_TEXT.DELETE_CHARGE)) return;
    try {
      await api.deleteResource('vehicle_charges', charge.vehiclechargeid);
    } catch (error) {
      alertError(messageOf(error));
    }
    await charges.refetch();
  };
  const rows = charges.data?.data ?? [];
  return (
    <section aria-label="Invoice & Charges">
      {batch > 0 ? (
        <Body1 block>
          Billed on <AppLink to={`/invoicebatches/${batch}`}>invoice batch {batch}</AppLink>.
        </Body1>
      ) : (
        <Body1 block>Not billed yet.</Body1>
      )}
      <Button appearance="primary" onClick={() => setEditing({ vehicleid: Number(vehicle.vehicleid), invoiceid: batch })}>
        Add Charge
      </Button>
      {charges.loading ? <Spinner size="tiny" label="Loading charges…" /> : null}
      {charges.errorText ? <Text role="alert">{charges.errorText}</Text> : null}
      {charges.data && rows.length === 0 ? <Text block>No charges.</Text> : null}
      {rows.length > 0 ? (
        <FittedTable aria-label="Charges" size="small" headers={CHARGE_HEADERS}>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.vehiclechargeid}>
                <TableCell className={cells.oneLine}>{formatUsDate(c.chargedate)}</TableCell>
                <TableCell>{c.type?.vehiclechargetype ?? ''}</TableCell>
                <TableCell className={cells.oneLine}>{formatCurrency(c.chargeamt)}</TableCell>
                <TableCell>{c.chargenote ?? ''}</TableCell>
                <TableCell>{c.user?.name ?? ''}</TableCell>
                <TableCell>{Number(c.invoiceid ?? 0) > 0 ? <AppLink to={`/invoicebatches/${c.invoiceid}`}>{c.invoiceid}</AppLink> : 'Open'}</TableCell>
                <TableCell className={cells.oneLine}>
                  <Button
                    size="small"
                    appearance="subtle"
                    onClick={() => setEditing({ vehicleid: Number(vehicle.vehicleid), invoiceid: Number(c.invoiceid ?? 0), charge: c })}
                  >
                    Edit
                  </Button>
                  <Button size="small" appearance="subtle" onClick={() => void remove(c)}>
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </FittedTable>
      ) : null}
      <ChargeDialog target={editing} onClose={() => setEditing(null)} onSaved={charges.refetch} />
    </section>
  );
}
