import { Button, Card, CardHeader, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatUsDate, isAdmin, useResourceList, useSession } from '@portal/web-kit';
import { useState } from 'react';
import { AppLink, PageFrame } from '@portal/web-kit';

interface TransportLoad {
  id: number;
  name: string;
  load_type: string;
  date_departure: string | null;
  client?: { clientname: string } | null;
  transporter?: { name: string } | null;
  from?: { name: string; city: string | null } | null;
  to?: { name: string; city: string | null } | null;
  vehicles?: Array<{ vehicleid: number; vehiclevin: string; yr: number | null; make: string | null; model: string | null; crossedborderdate: string | null }>;
}

const useStyles = makeStyles({
  cards: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/**
 * /transportation/transport-list (document 3 §2.7): a card per vehicle on its way, grouped by its load
 * (transporter, from, to, departure), with Refresh and a client-name filter for staff.
 */
export function TransportListPage() {
  const styles = useStyles();
  const session = useSession();
  const [client, setClient] = useState('');
  const filters = [
    { field: 'vehicles.crossedborderdate', op: 'isnull' as const, value: '1' },
    ...(client.trim() ? [{ field: 'client.clientname', op: 'like' as const, value: client.trim() }] : []),
  ];
  const list = useResourceList<TransportLoad>(
    'client_loads',
    { per_page: 25, with: ['client', 'transporter', 'from', 'to', 'vehicles'], filters, order_by: [{ field: 'created_at', direction: 'desc' }] },
    { keepPrevious: true },
  );
  const cards = (list.data?.data ?? []).flatMap((load) => (load.vehicles ?? []).filter((v) => !v.crossedborderdate).map((v) => ({ load, v })));
  return (
    <PageFrame title="Transport List">
      <div className={styles.bar}>
        {isAdmin(session) && <Input aria-label="Client name" placeholder="Client name" value={client} onChange={(_, d) => setClient(d.value)} />}
        <Button onClick={() => void list.refetch()} disabled={list.fetching}>
          Refresh
        </Button>
        {list.fetching && <Spinner size="tiny" />}
      </div>
      {list.errorText && <Text role="alert">{list.errorText}</Text>}
      {!list.loading && !list.errorText && cards.length === 0 && <Text>No vehicles are in transport.</Text>}
      <div className={styles.cards}>
        {cards.map(({ load, v }) => (
          <Card key={v.vehicleid} aria-label={v.vehiclevin}>
            <CardHeader
              header={<AppLink to={`/vehicles/${v.vehicleid}`}>{v.vehiclevin}</AppLink>}
              description={[v.yr, v.make, v.model].filter(Boolean).join(' ')}
            />
            <Text>
              Load <AppLink to={`/clientLoads/${load.id}`}>{load.name}</AppLink> · {load.client?.clientname ?? 'Unassigned'}
            </Text>
            <Text>Transporter: {load.transporter?.name ?? '—'}</Text>
            <Text>
              {load.from?.name ?? '—'} → {load.to?.name ?? '—'}
            </Text>
            <Text>Departure: {formatUsDate(load.date_departure) || '—'}</Text>
          </Card>
        ))}
      </div>
    </PageFrame>
  );
}
