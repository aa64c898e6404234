import { CLIENT_LOADS_PAGE_SIZE, LOAD_TYPE_LABEL, type LoadType } from '@portal/contracts/constants';
import { formatStamp, ResourceTable, useSession, type Column, type FilterDef } from '@portal/web-kit';
import { AddButton } from '../shared/add-button.js';
import { AppLink, PageFrame } from '@portal/web-kit';
import { clientFilter, clientName, ownClientFilter } from '../shared/client-choice.js';

interface LoadRow extends Record<string, unknown> {
  id: number;
  name: string;
  load_type: LoadType;
  created_at: string;
  vehicles_count?: number;
  created_by_user?: { name: string | null } | null;
  bay_shipment?: { external_id: string | null; status: string | null } | null;
}

const FILTERS: FilterDef[] = [
  { kind: 'text', key: 'name', label: 'Load Number', field: 'name' },
  {
    kind: 'choice',
    key: 'type',
    label: 'Type',
    field: 'load_type',
    options: Object.entries(LOAD_TYPE_LABEL).map(([value, label]) => ({ value, label })),
  },
];

const COLUMNS: Column<LoadRow>[] = [
  { key: 'id', header: 'ID', value: (l) => l.id, sortField: 'id', csv: 'id' },
  {
    key: 'name',
    header: 'Load Number',
    value: (l) => l.name,
    render: (l) => <AppLink to={`/clientLoads/${l.id}`}>{l.name}</AppLink>,
    sortField: 'name',
    csv: 'name',
  },
  { key: 'client', header: 'Client', value: clientName, csv: 'client.clientname' },
  { key: 'type', header: 'Type', value: (l) => LOAD_TYPE_LABEL[l.load_type] ?? l.load_type, csv: 'load_type' },
  { key: 'vehicles', header: 'Vehicles', value: (l) => l.vehicles_count ?? 0, csv: false },
  { key: 'bay', header: 'Bay Shipment', value: (l) => l.bay_shipment?.external_id ?? '', csv: false },
  { key: 'by', header: 'Created By', value: (l) => l.created_by_user?.name ?? '', csv: 'created_by_user.name' },
  { key: 'created', header: 'Created', value: (l) => formatStamp(l.created_at), sortField: 'created_at', csv: { field: 'created_at', format: 'stamp' } },
];

/** /clientLoads: newest first, 10 a page; the client filter for staff only (document 2 §2). */
export function LoadListPage() {
  const session = useSession();
  return (
    <PageFrame title="Client Loads">
      <ResourceTable<LoadRow>
        aria-label="Client Loads"
        resource="client_loads"
        columns={COLUMNS}
        filters={[...FILTERS, ...clientFilter(session)]}
        fixedFilters={ownClientFilter(session)}
        with={['client', 'created_by_user', 'bay_shipment']}
        appends={['vehicles_count']}
        defaultOrder={{ field: 'created_at', direction: 'desc' }}
        pageSize={CLIENT_LOADS_PAGE_SIZE}
        csvFilename="client_loads.csv"
        rowKey={(l) => l.id}
        actions={<AddButton label="Add Load" resource="client_loads" path="/clientLoads" />}
      />
    </PageFrame>
  );
}
