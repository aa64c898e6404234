import { formatCurrency, ResourceTable, type Column, type FilterDef, type FilterValues } from '@portal/web-kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AddRecordButton } from '../shared/add-record-button.js';
import { AppLink } from '../shared/app-link.js';
import { activeClients, EVERY_VEHICLE_FILTER, rackRates } from '../shared/choices.js';
import { ListPage } from '../shared/list-page.js';
import type { Override } from './rack-rate.js';

const FILTERS: FilterDef[] = [
  { kind: 'choice', key: 'rack_rate_id', label: 'Rack Rate', field: 'rack_rate_id', loadOptions: rackRates },
  { kind: 'choice', key: 'clientid', label: 'Client', field: 'clientid', loadOptions: activeClients },
  { kind: 'choice', key: 'every_vehicle', label: 'Every Vehicle', field: 'every_vehicle', options: EVERY_VEHICLE_FILTER },
];

const COLUMNS: Column<Override>[] = [
  {
    key: 'id',
    header: 'ID',
    value: (o) => o.id,
    render: (o) => <AppLink to={`/admin/rackRates/overrides/${o.id}`}>{String(o.id)}</AppLink>,
    sortField: 'id',
    csv: 'id',
  },
  {
    key: 'rate',
    header: 'Rack Rate',
    value: (o) => o.rack_rate?.name,
    render: (o) => <AppLink to={`/admin/rackRates/${o.rack_rate_id}`}>{o.rack_rate?.name ?? ''}</AppLink>,
    sortField: 'rack_rate.name',
    csv: 'rack_rate.name',
  },
  {
    key: 'client',
    header: 'Client',
    value: (o) => o.client?.clientname,
    render: (o) => (o.client ? <AppLink to={`/admin/clients/${o.client.clientid}`}>{o.client.clientname}</AppLink> : ''),
    sortField: 'client.clientname',
    csv: 'client.clientname',
  },
  {
    key: 'amount',
    header: 'Charge Amount',
    value: (o) => formatCurrency(o.charge_amount),
    sortField: 'charge_amount',
    csv: { field: 'charge_amount', format: 'currency' },
  },
  {
    key: 'every',
    header: 'Every Vehicle',
    value: (o) => (o.every_vehicle ? 'Every Vehicle' : 'Not every vehicle'),
    sortField: 'every_vehicle',
    csv: { field: 'every_vehicle', format: { kind: 'yesNo', yes: 'Every Vehicle', no: 'Not every vehicle' } },
  },
];

/** /admin/rackRates/overrides; `rack_rate_id` and `clientid` in the address prefill the filters (document 1 §2.10). */
export function OverridesListPage() {
  const [params] = useSearchParams();
  const rackRateId = params.get('rack_rate_id') ?? '';
  const clientId = params.get('clientid') ?? '';
  const preset = useMemo<FilterValues | undefined>(
    () => (rackRateId || clientId ? { rack_rate_id: rackRateId, clientid: clientId } : undefined),
    [rackRateId, clientId],
  );
  return (
    <ListPage title="Rack Rate Overrides">
      <ResourceTable<Override>
        aria-label="Rack rate overrides"
        resource="rack_rate_overrides"
        columns={COLUMNS}
        filters={FILTERS}
        presetValues={preset}
        with={['rack_rate', 'client']}
        csvFilename="rack_rate_overrides.csv"
        rowKey={(o) => o.id}
        actions={<AddOverride rackRateId={rackRateId} clientId={clientId} />}
      />
    </ListPage>
  );
}

/**
 * An override needs a rack rate: the one in the address, else the first by name. The service starts
 * it from that rate's amount, so the new record is usable as soon as it opens.
 */
function AddOverride({ rackRateId, clientId }: { rackRateId: string; clientId: string }) {
  return (
    <AddRecordButton
      label="Add Override"
      resource="rack_rate_overrides"
      body={async (api) => {
        const rate = rackRateId
          ? Number(rackRateId)
          : (await api.listResource<{ id: number }>('rack_rates', { per_page: 1, order_by: [{ field: 'name' }] })).data[0]?.id;
        return { rack_rate_id: rate, clientid: clientId ? Number(clientId) : undefined };
      }}
      pathOf={(o) => `/admin/rackRates/overrides/${String(o.id)}`}
    />
  );
}
