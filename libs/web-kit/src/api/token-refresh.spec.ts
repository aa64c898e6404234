import { beforeEach, describe, expect, it } from '@jest/globals';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { getAccessToken, getRefreshToken, getWebUser, startSession } from '../session/session.js';
import type { AuthResponse } from '../session/types.js';
import { createApiClient } from './client.js';
import { ApiError } from './errors.js';

function auth(access: string, refresh: string, roleid = 11, expiresIn = 900): AuthResponse {
  return { user: { userid: 9, roleid }, access_token: access, refresh_token: refresh, expires_in: expiresIn, webUser: { userid: 9, roleid, clientid: 2 } };
}

interface Reply {
  status: number;
  body?: unknown;
}

/** A server: `/api/authenticate/refresh` answers `refresh`, every other call accepts only `valid` tokens. */
function server(options: { refresh: (token: string) => Reply | Promise<Reply>; valid: string[] }) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    let reply: Reply;
    if (config.url === '/api/authenticate/refresh') {
      await new Promise((resolve) => setTimeout(resolve, 10));
      reply = await options.refresh(JSON.parse(config.data as string).refresh_token);
    } else {
      const bearer = String(config.headers.Authorization ?? '').replace('Bearer ', '');
      reply = options.valid.includes(bearer)
        ? { status: 200, body: { data: [], total: 0, bearer } }
        : { status: 401, body: { message: 'Unauthorized: the session has ended, please sign in again' } };
    }
    const response = { data: JSON.stringify(reply.body ?? null), status: reply.status, statusText: '', headers: {}, config };
    if (reply.status < 300) return response;
    const { AxiosError } = await import('axios');
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };
  const refreshes = () => calls.filter((c) => c.url === '/api/authenticate/refresh');
  return { adapter, calls, refreshes };
}

const base = () => 'http://api.test';

describe('token renewal', () => {
  beforeEach(() => localStorage.clear());

  it('renews once on a 401 and sends the call again, keeping the new role and tokens', async () => {
    startSession(auth('old', 'r1'));
    const s = server({ valid: ['new'], refresh: (token) => (token === 'r1' ? { status: 200, body: auth('new', 'r2', 1) } : { status: 401 }) });
    let ended = 0;
    const api = createApiClient({ baseUrl: base, adapter: s.adapter, onSessionEnded: () => ended++ });
    const page = await api.request<{ bearer: string }>({ method: 'GET', path: '/api/vehicles' });
    expect(page.bearer).toBe('new');
    expect([getAccessToken(), getRefreshToken(), getWebUser()?.roleid]).toEqual(['new', 'r2', 1]);
    expect(s.refreshes()).toHaveLength(1);
    expect(ended).toBe(0);
  });

  it('shares one renewal between calls refused at the same time', async () => {
    startSession(auth('old', 'r1'));
    const s = server({ valid: ['new'], refresh: (token) => (token === 'r1' ? { status: 200, body: auth('new', 'r2') } : { status: 401 }) });
    const api = createApiClient({ baseUrl: base, adapter: s.adapter });
    const pages = await Promise.all(Array.from({ length: 5 }, () => api.request<{ bearer: string }>({ method: 'GET', path: '/api/vehicles' })));
    expect(pages.map((p) => p.bearer)).toEqual(Array(5).fill('new'));
    expect(s.refreshes()).toHaveLength(1);
  });

  it('shares it with another copy of the client (the shell and each remote have their own)', async () => {
    startSession(auth('old', 'r1'));
    const s = server({ valid: ['new'], refresh: (token) => (token === 'r1' ? { status: 200, body: auth('new', 'r2') } : { status: 401 }) });
    const [shell, remote] = [createApiClient({ baseUrl: base, adapter: s.adapter }), createApiClient({ baseUrl: base, adapter: s.adapter })];
    await Promise.all([shell.request({ method: 'GET', path: '/api/a' }), remote.request({ method: 'GET', path: '/api/b' })]);
    expect(s.refreshes()).toHaveLength(1);
  });

  it('renews shortly before the token expires, without a refused call', async () => {
    startSession(auth('old', 'r1', 11, 10));
    const s = server({ valid: ['old', 'new'], refresh: () => ({ status: 200, body: auth('new', 'r2') }) });
    const api = createApiClient({ baseUrl: base, adapter: s.adapter });
    expect((await api.request<{ bearer: string }>({ method: 'GET', path: '/api/vehicles' })).bearer).toBe('new');
    expect(s.calls.map((c) => c.url)).toEqual(['/api/authenticate/refresh', '/api/vehicles']);
  });

  it('ends the session when the refresh token is refused, once, with the original refusal', async () => {
    startSession(auth('old', 'r1'));
    const s = server({ valid: [], refresh: () => ({ status: 401, body: { message: 'Unauthorized: the session has ended, please sign in again' } }) });
    let ended = 0;
    const api = createApiClient({ baseUrl: base, adapter: s.adapter, onSessionEnded: () => ended++ });
    const error = await api.request({ method: 'GET', path: '/api/vehicles' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(ended).toBe(1);
  });

  it('does not end the session when the server cannot be reached for the renewal', async () => {
    startSession(auth('old', 'r1'));
    const s = server({
      valid: [],
      refresh: () => {
        throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      },
    });
    let ended = 0;
    const api = createApiClient({ baseUrl: base, adapter: s.adapter, onSessionEnded: () => ended++ });
    await api.request({ method: 'GET', path: '/api/vehicles' }).catch(() => undefined);
    expect(ended).toBe(0);
    expect(getRefreshToken()).toBe('r1');
  });

  it('signs out on the server with the refresh token', async () => {
    const seen: string[] = [];
    const api = createApiClient({
      baseUrl: base,
      adapter: async (config) => {
        seen.push(`${config.url} ${config.data} ${config.headers.Authorization ?? ''}`);
        return { data: '{"success":true}', status: 200, statusText: '', headers: {}, config };
      },
    });
    await api.revokeSession('r9');
    expect(seen).toEqual(['/api/authenticate/revoke {"refresh_token":"r9"} ']);
  });
});
