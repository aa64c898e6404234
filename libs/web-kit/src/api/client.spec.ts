import { describe, expect, it } from '@jest/globals';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from './client.js';
import { ApiError, errorText, NOT_AUTHORIZED, UNREACHABLE } from './errors.js';

interface Reply {
  status: number;
  statusText?: string;
  body?: string;
}

/** A transport that records what it was asked and answers with a canned reply. */
function fakeTransport(reply: Reply | (() => never)) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if (typeof reply === 'function') return reply();
    const response = { data: reply.body ?? '', status: reply.status, statusText: reply.statusText ?? '', headers: {}, config };
    const valid = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 300;
    if (valid) return response;
    const { AxiosError } = await import('axios');
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };
  return { adapter, seen };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('error text (document 1 §8)', () => {
  it('says Not Authorized for any 401', () => {
    expect(errorText(401, 'Unauthorized', { message: 'Unauthorized: bad token' })).toBe(NOT_AUTHORIZED);
  });

  it("prefers the body's message, then the status text", () => {
    expect(errorText(422, 'Unprocessable Entity', { message: 'vehiclevin is required' })).toBe('vehiclevin is required');
    expect(errorText(503, 'Service Unavailable', {})).toBe('Service Unavailable');
    expect(errorText(503, 'Service Unavailable', null)).toBe('Service Unavailable');
  });
});

describe('api client', () => {
  const base = () => 'http://api.test';

  it('lists a resource with the grammar and the bearer token', async () => {
    const transport = fakeTransport({ status: 200, body: JSON.stringify({ data: [{ id: 1 }], current_page: 1, per_page: 10, total: 1 }) });
    const api = createApiClient({ baseUrl: base, token: () => 'tok', adapter: transport.adapter });
    const page = await api.listResource('vehicles', { per_page: 10, page: 1, filters: [{ field: 'last6', op: 'eq', value: '123456' }] });
    expect(page).toEqual({ data: [{ id: 1 }], current_page: 1, per_page: 10, total: 1 });
    const [config] = transport.seen;
    expect(config.baseURL).toBe('http://api.test');
    expect(decodeURIComponent(config.url!)).toBe('/api/vehicles?per_page=10&page=1&filters[]=last6|eq|123456');
    expect(config.headers.Authorization).toBe('Bearer tok');
  });

  it('signs in without a token', async () => {
    const transport = fakeTransport({ status: 200, body: JSON.stringify({ user: {}, access_token: 'x', webUser: {} }) });
    const api = createApiClient({ baseUrl: base, token: () => 'old', adapter: transport.adapter });
    await api.authenticate('a@b.c', 'pw');
    expect(transport.seen[0].url).toBe('/api/authenticate');
    expect(transport.seen[0].headers.Authorization).toBeUndefined();
    expect(JSON.parse(transport.seen[0].data as string)).toEqual({ username: 'a@b.c', password: 'pw' });
  });

  it('turns a 401 into Not Authorized and keeps the server text', async () => {
    const transport = fakeTransport({ status: 401, statusText: 'Unauthorized', body: JSON.stringify({ message: 'Unauthorized: wrong password' }) });
    const api = createApiClient({ baseUrl: base, adapter: transport.adapter });
    const error = await failure(api.authenticate('a', 'b'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(NOT_AUTHORIZED);
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Unauthorized: wrong password');
  });

  it('reports the end of the session when a call with a token is refused with 401', async () => {
    let ended = 0;
    const refused = fakeTransport({ status: 401, statusText: 'Unauthorized', body: JSON.stringify({ message: 'Unauthorized: the session has expired' }) });
    const api = createApiClient({ baseUrl: base, token: () => 'expired', adapter: refused.adapter, onSessionEnded: () => ended++ });
    expect((await failure(api.listResource('vehicles'))).message).toBe(NOT_AUTHORIZED);
    expect(ended).toBe(1);
    // A refused sign-in is a wrong password, not an ended session.
    await failure(api.authenticate('a', 'b'));
    expect(ended).toBe(1);
    const forbidden = createApiClient({
      baseUrl: base,
      token: () => 'ok',
      adapter: fakeTransport({ status: 403, body: '{}' }).adapter,
      onSessionEnded: () => ended++,
    });
    await failure(forbidden.listResource('web_users'));
    expect(ended).toBe(1);
  });

  it('shows the message and field errors of a 422', async () => {
    const body = JSON.stringify({ message: 'The given data was invalid', errors: { vehiclevin: ['must be 17 characters'] } });
    const api = createApiClient({ baseUrl: base, adapter: fakeTransport({ status: 422, statusText: 'Unprocessable Entity', body }).adapter });
    const error = await failure(api.createResource('vehicles', {}));
    expect(error.message).toBe('The given data was invalid');
    expect(error.errors).toEqual({ vehiclevin: ['must be 17 characters'] });
  });

  it('treats an unparsable body as empty and falls back to the status text', async () => {
    const api = createApiClient({ baseUrl: base, adapter: fakeTransport({ status: 502, statusText: 'Bad Gateway', body: '<html>oops</html>' }).adapter });
    const error = await failure(api.getResource('vehicles', 1));
    expect(error.message).toBe('Bad Gateway');
  });

  it('answers an unparsable list with an empty page', async () => {
    const api = createApiClient({ baseUrl: base, adapter: fakeTransport({ status: 200, body: 'not json' }).adapter });
    await expect(api.listResource('vehicles', { per_page: 5, page: 2 })).resolves.toEqual({ data: [], current_page: 2, per_page: 5, total: 0 });
  });

  it('says so when the server cannot be reached', async () => {
    const api = createApiClient({
      baseUrl: base,
      adapter: fakeTransport(() => {
        throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      }).adapter,
    });
    const error = await failure(api.getResource('vehicles', 1));
    expect(error.message).toBe(UNREACHABLE);
    expect(error.status).toBeUndefined();
  });
});

describe('download', () => {
  function blobTransport(status: number, body: string, headers: Record<string, string> = {}) {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      const response = { data: new Blob([body]), status, statusText: '', headers, config };
      if (status < 300) return response;
      const { AxiosError } = await import('axios');
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    };
    return { adapter, seen };
  }

  it('hands back the file with its headers, sent with the token', async () => {
    const { adapter, seen } = blobTransport(200, 'VIN\r\n', { 'X-Export-Rows': '1' });
    const api = createApiClient({ adapter, baseUrl: 'http://api', token: () => 't0k' });
    const file = await api.download('/api/vehicles/export.csv?columns[]=vehiclevin%7CVIN');
    expect(file.blob.size).toBe(5);
    expect(file.headers['x-export-rows']).toBe('1');
    expect(seen[0].url).toBe('/api/vehicles/export.csv?columns[]=vehiclevin%7CVIN');
    expect(seen[0].headers.Authorization).toBe('Bearer t0k');
  });

  it('reads the server message of a refusal out of the file body', async () => {
    const { adapter } = blobTransport(422, JSON.stringify({ message: 'columns: "secret" is not a field of this list', errors: { columns: ['x'] } }));
    const error = await failure(createApiClient({ adapter, baseUrl: 'http://api', token: () => 't' }).download('/api/vehicles/export.csv'));
    expect([error.status, error.message]).toEqual([422, 'columns: "secret" is not a field of this list']);
  });
});
