import { isStaffRole, type Principal } from '@portal/contracts';

export interface UserForPrincipal {
  userid: number;
  username: string;
  name: string | null;
  roleid: number;
  clientid: number | null;
  client: { clientid: number; client_group_id: number | null } | null;
}

/**
 * The clients a user may see: none listed for staff (they see all); otherwise its own client, or every
 * client of its client group when its client belongs to one.
 */
export function buildPrincipal(user: UserForPrincipal, groupClientIds: readonly number[]): Principal {
  const clientIds = isStaffRole(user.roleid) ? [] : user.clientid === null ? [] : [...new Set([user.clientid, ...groupClientIds])].sort((a, b) => a - b);
  return { userid: user.userid, username: user.username, name: user.name, roleid: user.roleid, clientid: user.clientid, clientIds };
}
