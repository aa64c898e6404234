import { Body1 } from '@fluentui/react-components';
import { formatCurrency, labelsFormat, ResourceTable, type Column, type FilterDef } from '@portal/web-kit';
import { AddRecordButton } from '../shared/add-record-button.js';
import { AppLink } from '../shared/app-link.js';
import { BUCKETS, bucketName, YES_NO_FILTER } from '../shared/choices.js';
import { ListPage } from '../shared/list-page.js';
import type { RackRate } from './rack-rate.js';

const FILTERS: FilterDef[] = [
  { kind: 'text', key: 'name', label: 'Name', field: 'name' },
  { kind: 'choice', key: 'bucket', label: 'Bucket', field: 'bucket_id', options: BUCKETS },
  { kind: 'choice', key: 'every', label: 'Every Vehicle', field: 'every_vehicle', options: YES_NO_FILTER },
];

const COLUMNS: Column<RackRate>[] = [
  { key: 'id', header: 'ID', value: (r) => r.id, csv: 'id' },
  {
    key: 'name',
    header: 'Name',
    value: (r) => r.name,
    render: (r) => <AppLink to={`/admin/rackRates/${r.id}`}>{r.name}</AppLink>,
    sortField: 'name',
    csv: 'name',
  },
  {
    key: 'amount',
    header: 'Charge Amount',
    value: (r) => formatCurrency(r.charge_amount),
    sortField: 'charge_amount',
    csv: { field: 'charge_amount', format: 'currency' },
  },
  {
    key: 'every',
    header: 'Every Vehicle',
    value: (r) => (r.every_vehicle ? 'Yes' : 'No'),
    sortField: 'every_vehicle',
    csv: { field: 'every_vehicle', format: 'yesNo' },
  },
  {
    key: 'bucket',
    header: 'Bucket',
    value: (r) => r.charge_type?.chargebucketname ?? bucketName(r.bucket_id),
    sortField: 'bucket_id',
    csv: { field: ['charge_type.chargebucketname', 'bucket_id'], format: labelsFormat(BUCKETS) },
  },
  {
    key: 'overrides',
    header: 'Overrides',
    value: (r) => r.overrides_count,
    csv: 'overrides_count',
    render: (r) => <AppLink to={`/admin/rackRates/overrides?rack_rate_id=${r.id}`}>{String(r.overrides_count ?? 0)}</AppLink>,
  },
];

/** /admin/rackRates: master rack rates, 50 a page (document 1 §2.10). */
export function RackRatesListPage() {
  return (
    <ListPage title="Rack Rates">
      <Body1>
        <AppLink to="/admin/rackRates/overrides">Client overrides</AppLink>
      </Body1>
      <ResourceTable<RackRate>
        aria-label="Rack rates"
        resource="rack_rates"
        columns={COLUMNS}
        filters={FILTERS}
        with={['charge_type']}
        appends={['overrides_count']}
        pageSize={50}
        defaultOrder={{ field: 'name', direction: 'asc' }}
        csvFilename="rack_rates.csv"
        rowKey={(r) => r.id}
        actions={
          <AddRecordButton
            label="Add Master Rack Rate"
            resource="rack_rates"
            body={() => ({ name: 'NEW RACK RATE' })}
            pathOf={(r) => `/admin/rackRates/${String(r.id)}`}
          />
        }
      />
    </ListPage>
  );
}
