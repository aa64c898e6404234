import { RESOURCE_ROUTES } from '@portal/contracts';
import { FieldErrorCollector, defineResource, type WriteContext } from '@portal/server-kit';

const PROFILE = ['firstname', 'lastname', 'name', 'username', 'useremail', 'phonenumber'] as const;
const CLIENT_FLAGS = ['titlessent', 'titlehistory', 'reportmenu', 'vehiclesearch', 'lienverifications'] as const;
const ADMIN_FLAGS = ['titlemodule', 'clientcontactmodule', 'managementmodule'] as const;
const EDITABLE = [...PROFILE, 'roleid', 'clientid', 'active', 'can_sign_soc', 'auction', ...CLIENT_FLAGS, ...ADMIN_FLAGS] as const;

const ROLES = [1, 2, 11];
const FLAGS = ['active', 'can_sign_soc', ...CLIENT_FLAGS, ...ADMIN_FLAGS] as const;

/** Roles are 1 client, 2 admin, 11 client admin; active is 0 Active / 1 Disabled; every flag is 0 or 1. */
function checkUser({ data }: WriteContext): void {
  const errors = new FieldErrorCollector();
  if ('roleid' in data && !ROLES.includes(data.roleid as number)) errors.add('roleid', 'must be one of 1 (client), 2 (admin), 11 (client admin)');
  for (const flag of FLAGS) {
    if (flag in data && data[flag] !== 0 && data[flag] !== 1) errors.add(flag, flag === 'active' ? 'must be 0 (Active) or 1 (Disabled)' : 'must be 0 or 1');
  }
  for (const field of PROFILE) if (typeof data[field] === 'string') data[field] = (data[field] as string).trim() || null;
  if ('username' in data && !data.username) errors.add('username', 'is required');
  errors.throwIfAny();
}

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
    client: { resource: 'clients', select: ['clientid', 'clientname', 'clientactive', 'is_ri'], filterable: ['clientname'], sortable: ['clientname'] },
    role: { access: 'staff', select: ['roleid', 'name'] },
  },
  defaultOrder: [{ field: 'userid', direction: 'desc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.web_users.access,
  scope: { none: true, reason: 'staff only: every action requires roleid 2' },
  hooks: { beforeUpdate: checkUser },
});
