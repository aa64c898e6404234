import { Button, Card, CardHeader, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AppLink, PageFrame, Pager, useResourceList } from '@portal/web-kit';
import { useState } from 'react';
import { transportLines, type TransportVehicle } from './transport-rows.js';

const useStyles = makeStyles({
  cards: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  lines: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  row: { display: 'contents' },
});

const PAGE_SIZES = [10, 25, 50];

/**
 * /transportation/transport-list (document 3 §2.7): a card per vehicle of the Transport POC query (created
 * from 2017-01-01, oldest first), with its load and transport record; Refresh, a client-name filter, pages.
 */
export function TransportListPage() {
  const styles = useStyles();
  const [client, setClient] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const filters = client.trim() ? [{ field: 'client.clientname', op: 'like' as const, value: client.trim() }] : [];
  const list = useResourceList<TransportVehicle>(
    'vehicles_transport_poc',
    { page, per_page: pageSize, with: ['client', 'client_load', 'vehicle_transport'], filters },
    { keepPrevious: true },
  );
  const rows = list.data?.data ?? [];
  return (
    <PageFrame title="Transport List">
      <div className={styles.bar}>
        <Input
          aria-label="Client name"
          placeholder="Client name"
          value={client}
          onChange={(_, d) => {
            setClient(d.value);
            setPage(1);
          }}
        />
        <Button onClick={() => void list.refetch()} disabled={list.fetching}>
          Refresh
        </Button>
        {list.fetching && <Spinner size="tiny" />}
      </div>
      {list.loading && <Spinner label="Loading…" />}
      {list.errorText && <Text role="alert">{list.errorText}</Text>}
      {!list.loading && !list.errorText && rows.length === 0 && <Text>No vehicles match.</Text>}
      <div className={styles.cards} aria-label="Transport vehicles" role="list">
        {rows.map((v) => (
          <Card key={v.vehicleid} aria-label={v.vehiclevin} role="listitem">
            <CardHeader
              header={<AppLink to={`/vehicles/${v.vehicleid}`}>{v.vehiclevin}</AppLink>}
              description={[v.yr, v.make, v.model].filter(Boolean).join(' ')}
            />
            {v.client_load && (
              <Text>
                Load <AppLink to={`/clientLoads/${v.client_load.id}`}>{v.client_load.name}</AppLink>
              </Text>
            )}
            <dl className={styles.lines}>
              {transportLines(v).map(([term, value]) => (
                <div key={term} className={styles.row}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </div>
      {list.data && list.data.total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={list.data.total}
          pageSizes={PAGE_SIZES}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </PageFrame>
  );
}
