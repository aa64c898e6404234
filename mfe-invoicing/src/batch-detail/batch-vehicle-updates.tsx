import { Button, Field, Input, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { massUpdateVehicles } from '@portal/contracts/call-routes';
import { INVOICE_TEXT } from '@portal/contracts/constants';
import { alertError, call, lookupOptions, messageOf, useApi, useLoad } from '@portal/web-kit';
import { useState } from 'react';
import type { InvoiceLine } from '../shared/types.js';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM, margin: `${tokens.spacingVerticalM} 0` },
  updated: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

const auctions = lookupOptions('auctions', 'auctionid', 'auctionname', { order_by: [{ field: 'auctionname' }] });

/** What the section sends: only what was chosen, so an empty choice leaves the vehicles' own value. */
export function batchVehicleChanges(auctionid: string, sentDate: string): Record<string, string | number> {
  const changes: Record<string, string | number> = {};
  if (Number(auctionid) > 0) changes.auctionid = Number(auctionid);
  if (sentDate.trim() !== '') changes.titlesenttoauctiondate = sentDate.trim();
  return changes;
}

/**
 * The batch's mass-update section (document 2 §2): one auction and/or one "Title Sent To Client/Auction
 * Date" for every vehicle of the batch at once. It is the vehicles service's Mass Update, so each vehicle
 * is written (with its history) or refused on its own and the result reads "{vin}: updated" or
 * "{vin}: {error}" (document 2 §8); nothing is sent unless an auction or a date is chosen (§5).
 */
export function BatchVehicleUpdates({ lines, onChange }: { lines?: InvoiceLine[]; onChange: () => Promise<void> }) {
  const styles = useStyles();
  const api = useApi();
  const options = useLoad(['auctions', 'batch-mass-update'], () => auctions(api));
  const [auctionid, setAuctionid] = useState('0');
  const [sentDate, setSentDate] = useState('');
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<Array<{ message: string; updated: boolean }>>([]);
  const vehicleids = [...new Set((lines ?? []).map((l) => Number(l.vehicleid ?? 0)).filter((id) => id > 0))];
  const changes = batchVehicleChanges(auctionid, sentDate);
  const apply = async () => {
    setBusy(true);
    try {
      const answer = await call(api, massUpdateVehicles, { body: { vehicleids, changes } });
      setResults(answer.results.map((r) => ({ message: r.message, updated: r.updated })));
      await onChange();
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Update Batch Vehicles">
      <div className={styles.row}>
        <Field label="Auction">
          <Select value={auctionid} onChange={(_, d) => setAuctionid(d.value)}>
            <option value="0">{INVOICE_TEXT.NO_AUCTION_SELECTED}</option>
            {(options.data ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Title Sent To Client/Auction Date">
          <Input type="date" value={sentDate} onChange={(_, d) => setSentDate(d.value)} />
        </Field>
        <Button disabled={busy || vehicleids.length === 0 || Object.keys(changes).length === 0} onClick={() => void apply()}>
          {busy ? <Spinner size="tiny" label="Updating vehicles" /> : 'Update Vehicles'}
        </Button>
      </div>
      {options.errorText ? <Text role="alert">{options.errorText}</Text> : null}
      {results.length ? (
        <ul aria-label="Batch vehicle update results">
          {results.map((r) => (
            <li key={r.message} className={r.updated ? styles.updated : styles.failed}>
              {r.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
