import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  getAccessToken,
  getUser,
  getWebUser,
  isAdmin,
  isClientUser,
  isSignedIn,
  ownClientId,
  signOut,
  startSession,
  STORAGE_KEYS,
  subscribeSession,
} from './session.js';
import type { AuthResponse } from './types.js';

function auth(roleid: number, clientid: number | null): AuthResponse {
  return {
    user: { userid: 9, id: 9, name: 'Pat Doe', roleid, clientid, client_id: clientid },
    access_token: 'jwt-token',
    webUser: { userid: 9, roleid, clientid, role: { roleid, name: 'role' }, client: clientid ? { clientid, clientname: 'Acme Motors' } : null },
  };
}

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('stores the user, web user and token under their keys', () => {
    startSession(auth(2, null));
    expect(JSON.parse(localStorage.getItem('user')!).userid).toBe(9);
    expect(JSON.parse(localStorage.getItem('webUser')!).roleid).toBe(2);
    expect(localStorage.getItem('access_token')).toBe('jwt-token');
    expect(getUser()?.name).toBe('Pat Doe');
    expect(getWebUser()?.roleid).toBe(2);
    expect(getAccessToken()).toBe('jwt-token');
    expect(isSignedIn()).toBe(true);
  });

  it('signs out by clearing the user, web user, token and saved vehicle filters', () => {
    startSession(auth(1, 7));
    localStorage.setItem(STORAGE_KEYS.vehicleFilters, JSON.stringify({ vin: 'ABC' }));
    localStorage.setItem('unrelated', 'kept');
    signOut();
    for (const key of ['user', 'webUser', 'access_token', 'vehicleFilters']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(isSignedIn()).toBe(false);
  });

  it('knows admins (roleid 2) from client users', () => {
    startSession(auth(2, null));
    expect(isAdmin()).toBe(true);
    expect(isClientUser()).toBe(false);
    startSession(auth(1, 7));
    expect(isAdmin()).toBe(false);
    expect(isClientUser()).toBe(true);
    expect(ownClientId()).toBe(7);
    startSession(auth(11, 8));
    expect(isAdmin()).toBe(false);
    expect(isClientUser()).toBe(true);
  });

  it('tolerates damaged stored values', () => {
    localStorage.setItem('user', '{not json');
    expect(getUser()).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it('tells subscribers about sign-in and sign-out', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    startSession(auth(2, null));
    signOut();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    startSession(auth(2, null));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
