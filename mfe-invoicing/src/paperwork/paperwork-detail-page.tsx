import { Button, Field, Input, Spinner, TableBody, TableCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { paperworkSentToBmv, removeVehicleFromPaperwork, renderVehicleForm } from '@portal/contracts/call-routes';
import { PAPERWORK_TEXT, RI_LABEL_FORM } from '@portal/contracts/constants';
import {
  alertError,
  alertSuccess,
  AppLink,
  businessToday,
  call,
  callPath,
  FittedTable,
  formatUsDate,
  messageOf,
  PageFrame,
  saveFailureText,
  useApi,
  useFittedCellClasses,
  useResourceRecord,
} from '@portal/web-kit';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { openPdf } from '../batch-detail/batch-documents.js';
import { ymm } from '../shared/money.js';
import type { PaperworkBatch, PaperworkVehicle } from '../shared/types.js';
import { AddPaperworkVehicleDialog } from './add-paperwork-vehicle-dialog.js';
import { PaperworkFormsButton } from './paperwork-forms-button.js';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: `${tokens.spacingVerticalM} 0`,
  },
  buttons: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, margin: `${tokens.spacingVerticalM} 0` },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** /paperworkbatches/{paperworkId} (document 2 §2): the batch, its vehicles, Add, Remove, Update all Sent to BMV, Person signing, Print Forms. */
export function PaperworkDetailPage() {
  const { paperworkId = '' } = useParams();
  const batch = useResourceRecord<PaperworkBatch>('paperwork_batches', paperworkId, { appends: ['vehicles_count'] });
  return (
    <PageFrame title={`Batch #${paperworkId}`}>
      <AppLink to="/paperworkbatches">All Paperwork Batches</AppLink>
      {batch.loading ? <Spinner label="Loading batch…" /> : null}
      {batch.errorText ? <Text role="alert">{batch.errorText}</Text> : null}
      {batch.data ? <PaperworkBody batch={batch.data} onChange={async () => void (await batch.refetch())} /> : null}
    </PageFrame>
  );
}

function PaperworkBody({ batch, onChange }: { batch: PaperworkBatch; onChange: () => Promise<void> }) {
  const styles = useStyles();
  const cells = useFittedCellClasses();
  const api = useApi();
  const id = String(batch.printtitledocsid);
  const [signing, setSigning] = useState(batch.person_signing ?? '');
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  useEffect(() => setSigning(batch.person_signing ?? ''), [batch.person_signing]);
  const vehicles = batch.vehicles_paperwork ?? [];

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      await onChange();
    } catch (error) {
      alertError(saveFailureText(error));
    } finally {
      setBusy(false);
    }
  };
  const saveSigning = () =>
    run(async () => {
      await api.updateResource('paperwork_batches', batch.printtitledocsid, { person_signing: signing.trim() || null });
      alertSuccess('Batch Updated');
    });
  const sentToBmv = () =>
    run(async () => {
      const answer = await call(api, paperworkSentToBmv, { params: { id }, body: { date: businessToday() } });
      alertSuccess(`Sent to BMV ${formatUsDate(answer.titlesenttobmvdate)}: ${answer.updated} vehicle(s) updated`);
    });
  const remove = (vehicle: PaperworkVehicle) =>
    run(async () => {
      await call(api, removeVehicleFromPaperwork, { params: { id, vehicleId: String(vehicle.vehicleid) } });
      alertSuccess(`${vehicle.vehiclevin} removed`);
    });

  return (
    <div>
      <div className={styles.grid}>
        <Field label="Date">
          <Text>{formatUsDate(batch.printtitledocsdate)}</Text>
        </Field>
        <Field label="User">
          <Text>{batch.user?.name ?? ''}</Text>
        </Field>
        <Field label="# Vehicles">
          <Text data-testid="paperwork-count">{batch.vehicles_count ?? vehicles.length}</Text>
        </Field>
      </div>
      <div className={styles.buttons}>
        <Field label="Person signing">
          <Input value={signing} maxLength={255} onChange={(_, d) => setSigning(d.value)} />
        </Field>
        <Button appearance="primary" disabled={busy || signing === (batch.person_signing ?? '')} onClick={() => void saveSigning()}>
          Save
        </Button>
        <Button onClick={() => setAdding(true)} disabled={busy}>
          Add Vehicle
        </Button>
        <Button disabled={busy || vehicles.length === 0} onClick={() => void sentToBmv()}>
          {PAPERWORK_TEXT.SENT_TO_BMV}
        </Button>
        <PaperworkFormsButton batchId={batch.printtitledocsid} vehicleIds={vehicles.map((v) => v.vehicleid)} personSigning={batch.person_signing ?? null} />
      </div>
      {vehicles.length === 0 ? (
        <Text>No vehicles in this batch yet.</Text>
      ) : (
        <FittedTable aria-label="Paperwork vehicles" size="small" headers={['VIN', 'Vehicle', 'Client', 'Auction', 'Sent to BMV', '']}>
          <TableBody>
            {vehicles.map((v) => (
              <TableRow key={v.vehicleid}>
                <TableCell className={cells.vin}>
                  <AppLink to={`/vehicles/${v.vehicleid}`}>{v.vehiclevin}</AppLink>
                </TableCell>
                <TableCell>{ymm(v)}</TableCell>
                <TableCell>{v.client?.clientname ?? ''}</TableCell>
                <TableCell>{v.auction?.auctionname ?? ''}</TableCell>
                <TableCell>{formatUsDate(v.titlesenttobmvdate)}</TableCell>
                <TableCell className={styles.actions}>
                  {/* Document 2 §7 names the vehicle's form 26 among the batch screen's calls. */}
                  <Button
                    size="small"
                    aria-label={`RI Label ${v.vehiclevin}`}
                    onClick={() => void openPdf(callPath(renderVehicleForm, { id: v.vehicleid, n: RI_LABEL_FORM }), false, `ri-label-${v.vehicleid}.pdf`)}
                  >
                    RI Label
                  </Button>
                  <Button size="small" disabled={busy} aria-label={`Remove ${v.vehiclevin}`} onClick={() => void remove(v)}>
                    Remove
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </FittedTable>
      )}
      <AddPaperworkVehicleDialog
        batchId={batch.printtitledocsid}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={onChange}
        onFailure={(error) => alertError(messageOf(error))}
      />
    </div>
  );
}
