import { labelsFormat, ResourceTable, type Column, type FilterDef } from '@portal/web-kit';
import { AddRecordButton } from '../shared/add-record-button.js';
import { AppLink } from '../shared/app-link.js';
import { CLIENT_ACTIVE, clientTypes, labelOf } from '../shared/choices.js';
import { ListPage } from '../shared/list-page.js';
import type { Client } from './client.js';

const FILTERS: FilterDef[] = [
  { kind: 'choice', key: 'active', label: 'Active', field: 'clientactive', options: CLIENT_ACTIVE },
  { kind: 'text', key: 'name', label: 'Name', field: 'clientname' },
  { kind: 'text', key: 'city', label: 'City', field: 'clientcity' },
  { kind: 'choice', key: 'type', label: 'Client Type', field: 'clienttypeid', loadOptions: clientTypes },
];

const COLUMNS: Column<Client>[] = [
  { key: 'clientid', header: 'ID', value: (c) => c.clientid, sortField: 'clientid', csv: 'clientid' },
  {
    key: 'clientname',
    header: 'Name',
    value: (c) => c.clientname,
    render: (c) => <AppLink to={`/admin/clients/${c.clientid}`}>{c.clientname}</AppLink>,
    sortField: 'clientname',
    csv: 'clientname',
  },
  { key: 'clientcity', header: 'City', value: (c) => c.clientcity, sortField: 'clientcity', csv: 'clientcity' },
  { key: 'state', header: 'State', value: (c) => c.state?.stateabbreviation, csv: 'state.stateabbreviation' },
  { key: 'type', header: 'Client Type', value: (c) => c.client_type?.clienttype, csv: 'client_type.clienttype' },
  { key: 'contact', header: 'Contact', value: (c) => c.clientcontactname, csv: 'clientcontactname' },
  { key: 'phone', header: 'Phone', value: (c) => c.clientphonenumber, csv: 'clientphonenumber' },
  { key: 'ri', header: 'RI', value: (c) => (c.is_ri === 1 ? 'Yes' : 'No'), sortField: 'is_ri', csv: { field: 'is_ri', format: 'yesNo' } },
  {
    key: 'active',
    header: 'Active',
    value: (c) => labelOf(CLIENT_ACTIVE, c.clientactive),
    sortField: 'clientactive',
    csv: { field: 'clientactive', format: labelsFormat(CLIENT_ACTIVE) },
  },
];

/** /admin/clients (document 1 §2.8). */
export function ClientsListPage() {
  return (
    <ListPage title="Clients">
      <ResourceTable<Client>
        aria-label="Clients"
        resource="clients"
        columns={COLUMNS}
        filters={FILTERS}
        with={['state', 'client_type']}
        defaultOrder={{ field: 'clientname', direction: 'asc' }}
        csvFilename="clients.csv"
        rowKey={(c) => c.clientid}
        actions={
          <AddRecordButton
            label="Add Client"
            resource="clients"
            body={() => ({ clientname: 'NEW CLIENT', clientactive: 2 })}
            pathOf={(c) => `/admin/clients/${c.clientid}`}
          />
        }
      />
    </ListPage>
  );
}
