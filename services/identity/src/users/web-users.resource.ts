import { RESOURCE_ROUTES } from '@portal/contracts';
import { ConflictError, FieldErrorCollector, defineResource, type AfterWriteContext, type WriteContext } from '@portal/server-kit';
import type { PrismaClient } from '@portal/db';
import { findUsernameOwner } from '../accounts/find-account.js';
import { tokenStateChanges } from '../accounts/token-state.js';
import { hasControlCharacters, normalizeLogin } from '../auth/credentials.js';

const PROFILE = ['firstname', 'lastname', 'name', 'username', 'useremail', 'phonenumber'] as const;
const CLIENT_FLAGS = ['titlessent', 'titlehistory', 'reportmenu', 'vehiclesearch', 'lienverifications'] as const;
const ADMIN_FLAGS = ['titlemodule', 'clientcontactmodule', 'managementmodule'] as const;
const EDITABLE = [...PROFILE, 'roleid', 'clientid', 'active', 'can_sign_soc', 'auction', ...CLIENT_FLAGS, ...ADMIN_FLAGS] as const;

const ROLES = [1, 2, 11];
const FLAGS = ['active', 'can_sign_soc', ...CLIENT_FLAGS, ...ADMIN_FLAGS] as const;

/** Roles are 1 client, 2 admin, 11 client admin; active is 0 Active / 1 Disabled; every flag is 0 or 1. */
async function checkUser({ data, before, db }: WriteContext): Promise<void> {
  const errors = new FieldErrorCollector();
  if ('roleid' in data && !ROLES.includes(data.roleid as number)) errors.add('roleid', 'must be one of 1 (client), 2 (admin), 11 (client admin)');
  for (const flag of FLAGS) {
    if (flag in data && data[flag] !== 0 && data[flag] !== 1) errors.add(flag, flag === 'active' ? 'must be 0 (Active) or 1 (Disabled)' : 'must be 0 or 1');
  }
  for (const field of PROFILE) if (typeof data[field] === 'string') data[field] = (data[field] as string).trim() || null;
  // Saved in the form sign-in looks it up in, so the name typed is the name stored.
  if (typeof data.username === 'string') data.username = normalizeLogin(data.username);
  if ('username' in data && !data.username) errors.add('username', 'is required');
  if (typeof data.username === 'string' && hasControlCharacters(data.username)) errors.add('username', 'must not contain control characters');
  errors.throwIfAny();
  if (typeof data.username === 'string') await checkUsernameFree(db as PrismaClient, data.username, before?.userid as number | undefined);
}

/**
 * Sign-in ignores case, so "ADMIN" beside "admin" would make one of them unreachable. This answers
 * the clear refusal; the unique index on lower(username) still decides when two saves race.
 */
async function checkUsernameFree(db: PrismaClient, username: string, userid: number | undefined): Promise<void> {
  const owner = await findUsernameOwner(db, username);
  if (owner !== null && owner !== userid) {
    throw new ConflictError('A user with this username already exists (usernames ignore case)', { username: ['is already in use (usernames ignore case)'] });
  }
}

/**
 * The database raised the token version (disabled, new role, client or password): every gateway must
 * stop accepting the user's older tokens now. Announced inside the write's transaction, with the new
 * state itself, so a gateway that hears it before the commit already judges by the state being saved.
 */
function announceTokenState({ row, before }: AfterWriteContext): void {
  if (row.token_version === before?.token_version) return;
  tokenStateChanges.announce({ userid: row.userid as number, token_version: row.token_version as number, active: row.active as number });
}

/** Web users (document 1 §3, admin edit). Staff only; the password hash is never loaded. */
export const webUsersResource = defineResource({
  name: 'web_users',
  model: 'WebUser',
  primaryKey: 'userid',
  hidden: ['password', 'token_version'],
  aliases: { client_id: 'clientid' },
  filterable: ['firstname', 'lastname', 'name', 'username', 'useremail', 'roleid', 'clientid', 'active', 'can_sign_soc', 'auction', 'created_at'],
  sortable: ['firstname', 'lastname', 'name', 'username', 'useremail', 'roleid', 'clientid', 'active', 'created_at'],
  updatable: EDITABLE,
  relations: {
    client: { resource: 'clients', select: ['clientid', 'clientname', 'clientactive', 'is_ri'], filterable: ['clientname'], sortable: ['clientname'] },
    role: { access: 'staff', select: ['roleid', 'name'] },
    // Where the user's stored signature image is (document 3 §7, /user/signature); printed where a form asks for it.
    signature: { access: 'staff', select: ['cloud_url', 'updated_at'] },
  },
  defaultOrder: [{ field: 'userid', direction: 'desc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.web_users.access,
  scope: { none: true, reason: 'staff only: every action requires roleid 2' },
  hooks: { beforeUpdate: checkUser, afterUpdate: announceTokenState },
});
