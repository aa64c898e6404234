import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource } from '@portal/server-kit';

const PROFILE = ['firstname', 'lastname', 'name', 'username', 'useremail', 'phonenumber'] as const;
const CLIENT_FLAGS = ['titlessent', 'titlehistory', 'reportmenu', 'vehiclesearch', 'lienverifications'] as const;
const ADMIN_FLAGS = ['titlemodule', 'clientcontactmodule', 'managementmodule'] as const;
const EDITABLE = [...PROFILE, 'roleid', 'clientid', 'active', 'can_sign_soc', 'auction', ...CLIENT_FLAGS, ...ADMIN_FLAGS] as const;

/** Web users (document 1 §3, admin edit). Staff only; the password hash is never loaded. */
export const webUsersResource = defineResource({
  name: 'web_users',
  model: 'WebUser',
  primaryKey: 'userid',
  hidden: ['password'],
  aliases: { client_id: 'clientid' },
  filterable: ['firstname', 'lastname', 'name', 'username', 'useremail', 'roleid', 'clientid', 'active', 'can_sign_soc', 'auction', 'created_at'],
  sortable: ['firstname', 'lastname', 'name', 'username', 'useremail', 'roleid', 'clientid', 'active', 'created_at'],
  updatable: EDITABLE,
  relations: {
    client: { select: ['clientid', 'clientname', 'clientactive', 'is_ri'], filterable: ['clientname'], sortable: ['clientname'] },
    role: { select: ['roleid', 'name'] },
  },
  defaultOrder: [{ field: 'userid', direction: 'desc' }],
  pageSize: { default: 10, max: 10000 },
  access: RESOURCE_ROUTES.web_users.access,
  scope: { none: true, reason: 'staff only: every action requires roleid 2' },
});
