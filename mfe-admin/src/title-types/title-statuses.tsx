import { ResourceTable, type Column, type FilterDef, type FormSection } from '@portal/web-kit';
import { AddRecordButton } from '../shared/add-record-button.js';
import { AppLink } from '../shared/app-link.js';
import { ListPage } from '../shared/list-page.js';
import { RecordPage } from '../shared/record-page.js';

interface TitleStatus {
  statusid: number;
  statusname: string;
  statuscode: string;
}

const FILTERS: FilterDef[] = [
  { kind: 'text', key: 'name', label: 'Name', field: 'statusname' },
  { kind: 'text', key: 'code', label: 'Code', field: 'statuscode' },
];

const COLUMNS: Column<TitleStatus>[] = [
  { key: 'id', header: 'ID', value: (s) => s.statusid, sortField: 'statusid', csv: 'statusid' },
  {
    key: 'name',
    header: 'Name',
    value: (s) => s.statusname,
    render: (s) => <AppLink to={`/admin/titleStatusTypes/${s.statusid}`}>{s.statusname}</AppLink>,
    sortField: 'statusname',
    csv: 'statusname',
  },
  { key: 'code', header: 'Code', value: (s) => s.statuscode, sortField: 'statuscode', csv: 'statuscode' },
];

/** /admin/titleStatusTypes: 25 a page, filters name and code (document 1 §2.11). */
export function TitleStatusesListPage() {
  return (
    <ListPage title="Title Status Types">
      <ResourceTable<TitleStatus>
        aria-label="Title statuses"
        resource="title_statuses"
        columns={COLUMNS}
        filters={FILTERS}
        pageSize={25}
        csvFilename="title_statuses.csv"
        rowKey={(s) => s.statusid}
        actions={<AddRecordButton label="Add Title Status" resource="title_statuses" pathOf={(s) => `/admin/titleStatusTypes/${String(s.statusid)}`} />}
      />
    </ListPage>
  );
}

const SECTIONS: FormSection[] = [
  {
    title: 'Title Status',
    fields: [
      { name: 'statusname', label: 'Name', required: true },
      { name: 'statuscode', label: 'Code', required: true },
    ],
  },
];

export function TitleStatusEditPage() {
  return (
    <RecordPage
      resource="title_statuses"
      sections={SECTIONS}
      title={(r) => `Title Status: ${String(r.statusname ?? '')}`}
      backTo={{ href: '/admin/titleStatusTypes', label: 'Title Status Types' }}
      savedText="Title Status Saved"
      notFoundText="Title status not found"
    />
  );
}
