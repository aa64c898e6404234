import { describe, expect, it } from '@jest/globals';
import { remotesOpenTo } from './preload-remotes.js';
import { REMOTES } from './remote-table.js';

const session = (roleid: number) => ({ user: { userid: 1, roleid }, webUser: { userid: 1, roleid, clientid: 7 }, accessToken: 'token' });
const names = (roleid: number) => remotesOpenTo(session(roleid) as never, REMOTES).map((remote) => remote.name);

describe('the remotes loaded ahead after sign-in', () => {
  it('are every remote for staff', () => {
    expect(names(2)).toEqual(REMOTES.map((remote) => remote.name));
  });

  it('leave out the staff-only areas for client users and client admins', () => {
    for (const roleid of [1, 11]) {
      expect(names(roleid)).toContain('mfe_vehicles');
      expect(names(roleid)).not.toContain('mfe_admin');
    }
  });

  it('are none for someone signed out', () => {
    expect(remotesOpenTo({ user: null, webUser: null, accessToken: null }, REMOTES)).toEqual([]);
  });
});
