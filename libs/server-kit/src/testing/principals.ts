import type { Principal } from '@portal/contracts';

export const STAFF: Principal = { userid: 1, username: 'admin', name: 'Admin', roleid: 2, clientid: null, clientIds: [] };

export function clientUser(clientid: number, roleid = 1, userid = 100): Principal {
  return { userid, username: `user${userid}`, name: `User ${userid}`, roleid, clientid, clientIds: [clientid] };
}
