import {
  Body1,
  Button,
  Input,
  Link,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { CANCELLED_TITLE_STATUS } from '@portal/contracts/constants';
import { massUpdateVehicles } from '@portal/contracts/call-routes';
import { alertError, alertWarning, call, followLink, formatDate, messageOf, RecallWarrantiesButton, useApi } from '@portal/web-kit';
import { useState } from 'react';
import { AppLink } from '../vehicle-shared/vehicle-link.js';
import { ChooseUpdatesDialog } from './choose-updates-dialog.js';
import { updateBody, type UpdateChoices } from './choose-updates.js';
import { addAssets, refreshQuery, searchQuery, type MassAsset } from './mass-update-assets.js';
import { useLeaveWarning } from './use-leave-warning.js';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', marginBlock: tokens.spacingVerticalM },
  cancelled: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  updated: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  results: { marginBlock: tokens.spacingVerticalM, paddingInlineStart: tokens.spacingHorizontalL },
});

interface ResultLine {
  message: string;
  updated: boolean;
}

/** /management/massUpdate (document 2 §2): find vehicles by Last6 or VIN, then apply the same updates to them all. */
export function MassUpdatePage() {
  const styles = useStyles();
  const api = useApi();
  const [search, setSearch] = useState('');
  const [searching, setSearching] = useState(false);
  const [assets, setAssets] = useState<MassAsset[]>([]);
  const [choosing, setChoosing] = useState(false);
  const [applying, setApplying] = useState(false);
  const [results, setResults] = useState<ResultLine[]>([]);
  useLeaveWarning(assets.length > 0);

  async function find() {
    const query = searchQuery(search);
    if (!query || searching) return;
    setSearching(true);
    try {
      const found = await api.listResource<MassAsset>('vehicles', query);
      if (found.data.length === 0) alertWarning(`No vehicle found for ${search.trim().toUpperCase()}`);
      setAssets((listed) => addAssets(listed, found.data));
      setSearch('');
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setSearching(false);
    }
  }

  async function apply(choices: UpdateChoices) {
    setApplying(true);
    try {
      const ids = assets.map((a) => a.vehicleid);
      const answer = await call(api, massUpdateVehicles, { body: { vehicleids: ids, ...updateBody(choices) } });
      setResults(answer.results.map((r) => ({ message: r.message, updated: r.updated })));
      setChoosing(false);
      const fresh = await api.listResource<MassAsset>('vehicles', refreshQuery(ids));
      const byId = new Map(fresh.data.map((a) => [a.vehicleid, a]));
      setAssets((listed) => listed.map((a) => byId.get(a.vehicleid) ?? a));
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setApplying(false);
    }
  }

  return (
    <section aria-label="Mass Update">
      <Title3 as="h1">Mass Update</Title3>
      <div className={styles.bar}>
        <Input
          aria-label="Last6 or VIN"
          placeholder="Last6 or VIN"
          value={search}
          onChange={(_, data) => setSearch(data.value)}
          onKeyDown={(event) => event.key === 'Enter' && void find()}
        />
        <Button onClick={() => void find()} disabled={searching || search.trim() === ''}>
          {searching ? <Spinner size="tiny" label="Searching" /> : 'Search'}
        </Button>
        <Button appearance="primary" disabled={assets.length === 0} onClick={() => setChoosing(true)}>
          Choose Updates
        </Button>
        <RecallWarrantiesButton vehicleIds={assets.map((a) => a.vehicleid)} />
        <Button disabled={results.length === 0} onClick={() => setResults([])}>
          Clear Results
        </Button>
      </div>
      {results.length > 0 && (
        <ul className={styles.results} aria-label="Mass Update results">
          {results.map((r) => (
            <li key={r.message} className={r.updated ? styles.updated : styles.failed}>
              {r.message}
            </li>
          ))}
        </ul>
      )}
      {assets.length === 0 ? (
        <Body1>No vehicles yet: search by Last6 or VIN and press Enter to add them.</Body1>
      ) : (
        <AssetTable assets={assets} onRemove={(id) => setAssets((listed) => listed.filter((a) => a.vehicleid !== id))} />
      )}
      <ChooseUpdatesDialog open={choosing} count={assets.length} busy={applying} onCancel={() => setChoosing(false)} onApply={(c) => void apply(c)} />
    </section>
  );
}

function AssetTable({ assets, onRemove }: { assets: MassAsset[]; onRemove(id: number): void }) {
  const styles = useStyles();
  return (
    <Table aria-label="Vehicles in Mass Update" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell aria-label="Remove" style={{ width: 44 }} />
          <TableHeaderCell style={{ width: 190 }}>VIN</TableHeaderCell>
          <TableHeaderCell style={{ width: 200 }}>Year / Make / Model</TableHeaderCell>
          <TableHeaderCell>Title Status</TableHeaderCell>
          <TableHeaderCell>Load</TableHeaderCell>
          <TableHeaderCell>Client</TableHeaderCell>
          <TableHeaderCell>DOT Submit</TableHeaderCell>
          <TableHeaderCell>Vault Release</TableHeaderCell>
          <TableHeaderCell>Bond Release</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {assets.map((a) => (
          <TableRow key={a.vehicleid}>
            <TableCell>
              <Button
                size="small"
                appearance="subtle"
                icon={<Dismiss16Regular />}
                aria-label={`Remove ${a.vehiclevin}`}
                onClick={() => onRemove(a.vehicleid)}
              />
            </TableCell>
            <TableCell>
              <AppLink to={`/vehicles/${a.vehicleid}`}>{a.vehiclevin}</AppLink>
            </TableCell>
            <TableCell>{[a.yr, a.make, a.model].filter(Boolean).join(' ')}</TableCell>
            <TableCell className={a.titlestatusid === CANCELLED_TITLE_STATUS ? styles.cancelled : undefined}>{a.title_status?.statusname ?? ''}</TableCell>
            <TableCell>
              {a.client_load_id ? (
                <Link href={`/clientLoads/${a.client_load_id}`} onClick={(event) => followLink(event, `/clientLoads/${a.client_load_id}`)}>
                  {a.client_load?.name ?? a.client_load_id}
                </Link>
              ) : (
                'No Load'
              )}
            </TableCell>
            <TableCell>{a.client?.clientname ?? 'No Client'}</TableCell>
            <TableCell>{formatDate(a.submitteddotdate)}</TableCell>
            <TableCell>{formatDate(a.vaultreleasedate)}</TableCell>
            <TableCell>{formatDate(a.bondreleasedate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
