import { formatCurrency, ResourceTable, useApi, type Column, type FilterDef, type FormSection } from '@portal/web-kit';
import { useEffect, useMemo, useState } from 'react';
import { AppLink } from '../shared/app-link.js';
import { titleApplicationTypes } from '../shared/choices.js';
import { ListPage } from '../shared/list-page.js';
import { RecordPage } from '../shared/record-page.js';

interface TitleRackRate {
  id: number;
  chargename: string;
  chargecost: number | string;
  everyvehicle: number;
  chargebucket: number | null;
  titleapptype: number | null;
  charge_type?: { vehiclechargetype: string; active: number; chargebucketname: string | null } | null;
}

const FILTERS: FilterDef[] = [{ kind: 'text', key: 'name', label: 'Name', field: 'chargename' }];

function columns(typeNames: Map<string, string>): Column<TitleRackRate>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      value: (r) => r.chargename,
      render: (r) => <AppLink to={`/admin/titleRackRates/${r.id}`}>{r.chargename}</AppLink>,
      sortField: 'chargename',
      csv: 'chargename',
    },
    {
      key: 'active',
      header: 'Active',
      value: (r) => (r.charge_type ? (r.charge_type.active ? 'Yes' : 'No') : ''),
      csv: { field: 'charge_type.active', format: 'yesNo' },
    },
    {
      key: 'type',
      header: 'Charge Type',
      value: (r) => r.charge_type?.vehiclechargetype,
      sortField: 'charge_type.vehiclechargetype',
      csv: 'charge_type.vehiclechargetype',
    },
    {
      key: 'bucket',
      header: 'Bucket',
      value: (r) => r.charge_type?.chargebucketname ?? r.chargebucket,
      sortField: 'chargebucket',
      csv: { field: ['charge_type.chargebucketname', 'chargebucket'] },
    },
    { key: 'cost', header: 'Cost', value: (r) => formatCurrency(r.chargecost), sortField: 'chargecost', csv: { field: 'chargecost', format: 'currency' } },
    {
      key: 'every',
      header: 'Every Vehicle',
      value: (r) => (r.everyvehicle ? 'Yes' : 'No'),
      sortField: 'everyvehicle',
      csv: { field: 'everyvehicle', format: 'yesNo' },
    },
    {
      key: 'apptype',
      header: 'Title Application Types',
      value: (r) => (r.titleapptype === null ? '' : (typeNames.get(String(r.titleapptype)) ?? String(r.titleapptype))),
      csv: { field: 'titleapptype', format: { kind: 'labels', labels: Object.fromEntries(typeNames) } },
    },
  ];
}

/** /admin/titleRackRates: the legacy title rack rates, read-only, 50 a page (document 1 §2.11). */
export function TitleRackRatesListPage() {
  const api = useApi();
  const [typeNames, setTypeNames] = useState(new Map<string, string>());
  useEffect(() => {
    // Names are a nicety: without them the column shows the type's id.
    titleApplicationTypes(api).then(
      (options) => setTypeNames(new Map(options.map((o) => [o.value, o.label]))),
      () => undefined,
    );
  }, [api]);
  const cols = useMemo(() => columns(typeNames), [typeNames]);
  return (
    <ListPage title="Title Rack Rates">
      <ResourceTable<TitleRackRate>
        aria-label="Title rack rates"
        resource="title_rack_rates"
        columns={cols}
        filters={FILTERS}
        with={['charge_type']}
        pageSize={50}
        csvFilename="title_rack_rates.csv"
        rowKey={(r) => r.id}
      />
    </ListPage>
  );
}

const SECTIONS: FormSection[] = [{ title: 'Title Rack Rate', fields: [{ name: 'id', label: 'ID', kind: 'readonly' }] }];

/** /admin/titleRackRates/{id}: read-only; Save is disabled and only the ID is shown. */
export function TitleRackRateViewPage() {
  return (
    <RecordPage
      resource="title_rack_rates"
      sections={SECTIONS}
      readOnly
      title={(r) => `Title Rack Rate #${String(r.id ?? '')}`}
      backTo={{ href: '/admin/titleRackRates', label: 'Title Rack Rates' }}
      savedText="Saved"
      notFoundText="Title rack rate not found"
    />
  );
}
