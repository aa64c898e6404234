import { labelsFormat, ResourceTable, type Column, type FilterDef, type FormSection } from '@portal/web-kit';
import { AppLink } from '../shared/app-link.js';
import { allClients, auctions, labelOf, ROLES, USER_ACTIVE, YES_NO_FILTER } from '../shared/choices.js';
import { ListPage } from '../shared/list-page.js';
import { RecordPage } from '../shared/record-page.js';

interface User {
  userid: number;
  name: string | null;
  firstname: string | null;
  lastname: string | null;
  username: string;
  useremail: string | null;
  roleid: number;
  active: number;
  can_sign_soc: number;
  client?: { clientid: number; clientname: string } | null;
}

const FILTERS: FilterDef[] = [
  { kind: 'text', key: 'name', label: 'Name', field: 'name' },
  { kind: 'text', key: 'username', label: 'Username', field: 'username' },
  { kind: 'text', key: 'email', label: 'E-mail', field: 'useremail' },
  { kind: 'choice', key: 'client', label: 'Client', field: 'clientid', loadOptions: allClients },
  { kind: 'choice', key: 'role', label: 'Role', field: 'roleid', options: ROLES },
  { kind: 'choice', key: 'active', label: 'Active', field: 'active', options: USER_ACTIVE },
  { kind: 'choice', key: 'soc', label: 'Can Sign SOC', field: 'can_sign_soc', options: YES_NO_FILTER },
];

const COLUMNS: Column<User>[] = [
  { key: 'userid', header: 'ID', value: (u) => u.userid, sortField: 'userid', csv: 'userid' },
  {
    key: 'name',
    header: 'Name',
    value: (u) => u.name,
    render: (u) => <AppLink to={`/admin/users/${u.userid}`}>{u.name || u.username}</AppLink>,
    sortField: 'name',
    csv: 'name',
  },
  { key: 'username', header: 'Username', value: (u) => u.username, sortField: 'username', csv: 'username' },
  { key: 'email', header: 'E-mail', value: (u) => u.useremail, sortField: 'useremail', csv: 'useremail' },
  { key: 'client', header: 'Client', value: (u) => u.client?.clientname, sortField: 'client.clientname', csv: 'client.clientname' },
  { key: 'role', header: 'Role', value: (u) => labelOf(ROLES, u.roleid), sortField: 'roleid', csv: { field: 'roleid', format: labelsFormat(ROLES) } },
  {
    key: 'active',
    header: 'Active',
    value: (u) => labelOf(USER_ACTIVE, u.active),
    sortField: 'active',
    csv: { field: 'active', format: labelsFormat(USER_ACTIVE) },
  },
  { key: 'soc', header: 'Can Sign SOC', value: (u) => (u.can_sign_soc ? 'Yes' : 'No'), csv: { field: 'can_sign_soc', format: 'yesNo' } },
];

/** /admin/users: filters and the users.csv download (document 1 §2.11, §7.8). */
export function UsersListPage() {
  return (
    <ListPage title="Users">
      <ResourceTable<User>
        aria-label="Users"
        resource="web_users"
        columns={COLUMNS}
        filters={FILTERS}
        with={['client']}
        csvFilename="users.csv"
        rowKey={(u) => u.userid}
      />
    </ListPage>
  );
}

const SECTIONS: FormSection[] = [
  {
    title: 'User',
    fields: [
      { name: 'firstname', label: 'First Name' },
      { name: 'lastname', label: 'Last Name' },
      { name: 'name', label: 'Name' },
      { name: 'username', label: 'Username', required: true },
      { name: 'useremail', label: 'E-mail' },
      { name: 'phonenumber', label: 'Phone' },
      { name: 'clientid', label: 'Client', kind: 'choice', loadOptions: allClients },
      { name: 'roleid', label: 'Role', kind: 'choice', options: ROLES, allowEmpty: false },
      { name: 'active', label: 'Active', kind: 'choice', options: USER_ACTIVE, allowEmpty: false },
      { name: 'can_sign_soc', label: 'Can Sign Statements of Conformity', kind: 'yesNo' },
      { name: 'auction', label: 'Auction', kind: 'choice', loadOptions: auctions },
    ],
  },
  {
    title: 'Client Role Flags',
    fields: [
      { name: 'titlessent', label: 'Titles Sent', kind: 'yesNo' },
      { name: 'titlehistory', label: 'Title History', kind: 'yesNo' },
      { name: 'reportmenu', label: 'Report Menu', kind: 'yesNo' },
      { name: 'vehiclesearch', label: 'Vehicle Search', kind: 'yesNo' },
      { name: 'lienverifications', label: 'Lien Verifications', kind: 'yesNo' },
    ],
  },
  {
    title: 'Admin Role Flags',
    fields: [
      { name: 'titlemodule', label: 'Title Module', kind: 'yesNo' },
      { name: 'clientcontactmodule', label: 'Client Contact Module', kind: 'yesNo' },
      { name: 'managementmodule', label: 'Management Module', kind: 'yesNo' },
    ],
  },
];

/** /admin/users/{id}; a save says "User Updated" (document 1 §8). */
export function UserEditPage() {
  return (
    <RecordPage
      resource="web_users"
      sections={SECTIONS}
      title={(r) => `User: ${String(r.name || r.username || '')}`}
      backTo={{ href: '/admin/users', label: 'Users' }}
      savedText="User Updated"
      notFoundText="User not found"
    />
  );
}
