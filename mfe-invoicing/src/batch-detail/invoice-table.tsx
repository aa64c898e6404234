import { Button, TableBody, TableCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { removeVehicleFromBatch } from '@portal/contracts/call-routes';
import { INVOICE_TEXT } from '@portal/contracts/constants';
import { alertError, AppLink, call, ChargeDialog, FittedTable, messageOf, useApi, useFittedCellClasses, type Charge, type ChargeTarget } from '@portal/web-kit';
import { useState } from 'react';
import { money, ymm } from '../shared/money.js';
import type { InvoiceLine } from '../shared/types.js';

const useStyles = makeStyles({
  charge: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const INVOICE_HEADERS = ['Invoice Number', 'VIN', 'Invoice Amount', ''];

/**
 * The batch's invoice table (document 2 §2): Invoice Number, VIN, Invoice Amount with its charges, and
 * Remove for a vehicle's line or Delete Invoice for a line without a vehicle (a manual invoice).
 */
export function InvoiceTable({ batchId, lines, onChange }: { batchId: number; lines: InvoiceLine[]; onChange: () => Promise<void> }) {
  const styles = useStyles();
  const cells = useFittedCellClasses();
  const api = useApi();
  const [editing, setEditing] = useState<ChargeTarget | null>(null);
  const remove = async (line: InvoiceLine) => {
    try {
      await call(api, removeVehicleFromBatch, { params: { id: String(batchId), vehicleId: String(line.vehicleid) } });
    } catch (error) {
      alertError(messageOf(error));
    }
    await onChange();
  };
  const deleteInvoice = async (line: InvoiceLine) => {
    if (!window.confirm(INVOICE_TEXT.DELETE_INVOICE)) return;
    try {
      await api.deleteResource('invoices', line.invoicedetailid);
    } catch (error) {
      alertError(messageOf(error));
    }
    await onChange();
  };
  const deleteCharge = async (charge: Charge) => {
    if (!window.confirm(INVOICE_TEXT.DELETE_CHARGE)) return;
    try {
      await api.deleteResource('vehicle_charges', charge.vehiclechargeid);
    } catch (error) {
      alertError(messageOf(error));
    }
    await onChange();
  };
  if (lines.length === 0) return <Text block>No invoices in this batch.</Text>;
  return (
    <>
      <FittedTable aria-label="Invoices" size="small" headers={INVOICE_HEADERS}>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.invoicedetailid}>
              <TableCell>{line.invoicedetailid}</TableCell>
              <TableCell>
                <span className={cells.vin}>
                  {line.vehicleid ? <AppLink to={`/vehicles/${line.vehicleid}`}>{line.vehicle?.vehiclevin ?? line.serialnumber}</AppLink> : line.serialnumber}
                </span>
                <Text block size={200}>
                  {ymm(line.vehicle)}
                </Text>
              </TableCell>
              <TableCell>
                <Text block weight="semibold" aria-label={`Invoice amount ${line.invoicedetailid}`}>
                  {money(line.amount ?? line.totalcost)}
                </Text>
                <Text block size={200}>
                  Total Cost {money(line.totalcost)}
                </Text>
                {(line.charges ?? []).map((c) => (
                  <div key={c.vehiclechargeid} className={styles.charge}>
                    <Text size={200}>
                      {c.type?.vehiclechargetype ?? 'Charge'} {money(c.chargeamt)}
                    </Text>
                    <Button size="small" appearance="subtle" onClick={() => setEditing({ vehicleid: Number(line.vehicleid), invoiceid: batchId, charge: c })}>
                      Edit
                    </Button>
                    <Button size="small" appearance="subtle" onClick={() => void deleteCharge(c)}>
                      Delete
                    </Button>
                  </div>
                ))}
                {line.vehicleid ? (
                  <Button size="small" onClick={() => setEditing({ vehicleid: Number(line.vehicleid), invoiceid: batchId })}>
                    Add Charge
                  </Button>
                ) : null}
              </TableCell>
              <TableCell className={cells.oneLine}>
                {line.vehicleid ? (
                  <Button size="small" onClick={() => void remove(line)}>
                    Remove
                  </Button>
                ) : (
                  <Button size="small" onClick={() => void deleteInvoice(line)}>
                    Delete Invoice
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </FittedTable>
      <ChargeDialog target={editing} onClose={() => setEditing(null)} onSaved={onChange} />
    </>
  );
}
