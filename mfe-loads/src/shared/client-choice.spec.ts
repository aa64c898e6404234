import { describe, expect, it } from '@jest/globals';
import { UNASSIGNED_CLIENT_NAME } from '@portal/contracts/constants';
import type { Session } from '@portal/web-kit';
import { clientField, clientFilter, clientName, ownClientFilter } from './client-choice.js';

function sessionOf(roleid: number, clientid: number | null): Session {
  return { user: { roleid, clientid } as unknown as Session['user'], webUser: null, accessToken: 'token' };
}

const staff = sessionOf(2, null);
const alphaUser = sessionOf(1, 7);
const pending = sessionOf(1, null);

describe('the client of a loads page', () => {
  it('offers staff a client filter and a client choice, and fixes a client user to its own client', () => {
    expect(clientFilter(staff).map((f) => f.label)).toEqual(['Client']);
    expect(clientFilter(alphaUser)).toEqual([]);
    expect(ownClientFilter(staff)).toEqual([]);
    expect(ownClientFilter(alphaUser)).toEqual([{ field: 'client_id', op: 'eq', value: 7 }]);
    expect(clientField(staff).kind).toBe('choice');
    expect(clientField(alphaUser).kind).toBe('readonly');
  });

  it('asks for no client at all for a user stored without one, rather than for every client', () => {
    expect(ownClientFilter(pending)).toEqual([{ field: 'client_id', op: 'eq', value: -1 }]);
  });

  it("names a row's client, or Unassigned when it has none", () => {
    expect(clientName({ client: { clientname: 'Alpha Motors' } })).toBe('Alpha Motors');
    expect(clientName({ client: null })).toBe(UNASSIGNED_CLIENT_NAME);
  });
});
