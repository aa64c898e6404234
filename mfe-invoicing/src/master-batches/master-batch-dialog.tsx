import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { masterBatchPdf, masterBatchXlsx, removeFromMasterBatch } from '@portal/contracts/call-routes';
import { alertError, AppLink, call, callPath, FittedTable, formatUsDate, isAdmin, messageOf, useApi, useResourceRecord } from '@portal/web-kit';
import { useState } from 'react';
import { openPdf } from '../batch-detail/batch-documents.js';
import { money } from '../shared/money.js';
import { batchTotals, type MasterInvoiceBatch } from './master-batch.js';

const useStyles = makeStyles({
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, margin: `${tokens.spacingVerticalS} 0` },
});

/**
 * The master invoice batch modal (document 2 §2): its client, Get MIB PDF, Get MIB Excel and its member
 * batches, each with Remove (staff). Removing the last batch deletes the master batch and closes the modal.
 */
export function MasterBatchDialog({ id, onClose, onChanged }: { id: number | null; onClose: () => void; onChanged: () => void }) {
  const styles = useStyles();
  const api = useApi();
  const master = useResourceRecord<MasterInvoiceBatch>('master_invoice_batches', id ?? undefined, { with: ['client', 'invoice_batches_full'] });
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = async (batchId: number) => {
    if (id === null) return;
    setRemoving(batchId);
    try {
      const answer = await call(api, removeFromMasterBatch, { params: { id: String(id), batchId: String(batchId) } });
      onChanged();
      if (answer.deleted) onClose();
      else await master.refetch();
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setRemoving(null);
    }
  };
  const batches = master.data?.invoice_batches_full ?? [];
  return (
    <Dialog open={id !== null} onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface aria-label="Master Invoice Batch">
        <DialogBody>
          <DialogTitle>
            Master Invoice Batch #{id}
            {master.data?.master_invoice_number ? ` (${master.data.master_invoice_number})` : ''}
          </DialogTitle>
          <DialogContent>
            {master.loading ? <Spinner size="tiny" label="Loading master invoice batch…" /> : null}
            {master.errorText ? <Text role="alert">{master.errorText}</Text> : null}
            {master.data ? (
              <>
                <Text block weight="semibold" data-testid="mib-client">
                  {master.data.client?.clientname ?? ''}
                </Text>
                <div className={styles.buttons}>
                  <Button onClick={() => void openPdf(callPath(masterBatchPdf, { id: id! }, { download: 1 }), true, `master-invoice-batch-${id}.pdf`)}>
                    Get MIB PDF
                  </Button>
                  <Button onClick={() => void openPdf(callPath(masterBatchXlsx, { id: id! }), true, `master-invoice-batch-${id}.xlsx`)}>Get MIB Excel</Button>
                </div>
                {batches.length === 0 ? (
                  <Text>No Data</Text>
                ) : (
                  <FittedTable aria-label="Member batches" size="small">
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>Batch #</TableHeaderCell>
                        <TableHeaderCell>Date</TableHeaderCell>
                        <TableHeaderCell>Count</TableHeaderCell>
                        <TableHeaderCell>Total</TableHeaderCell>
                        {isAdmin() ? <TableHeaderCell>Remove</TableHeaderCell> : null}
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {batches.map((b) => {
                        const totals = batchTotals(b);
                        return (
                          <TableRow key={b.invoiceid}>
                            <TableCell>
                              <AppLink to={`/invoicebatches/${b.invoiceid}`}>{b.invoiceid}</AppLink>
                            </TableCell>
                            <TableCell>{formatUsDate(b.invoicedate)}</TableCell>
                            <TableCell>{totals.invoice_count}</TableCell>
                            <TableCell>{money(totals.invoice_total)}</TableCell>
                            {isAdmin() ? (
                              <TableCell>
                                <Button size="small" disabled={removing !== null} onClick={() => void remove(b.invoiceid)}>
                                  Remove
                                </Button>
                              </TableCell>
                            ) : null}
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </FittedTable>
                )}
              </>
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
