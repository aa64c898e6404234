import { describe, expect, it } from '@jest/globals';
import { decodeVin, saveConformance, vehicleHistory } from '@portal/contracts/call-routes';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { call } from './call.js';
import { createApiClient } from './client.js';
import { ApiError, isApiError } from './errors.js';

/** A transport that keeps each request and answers `status` with `body`. */
function transport(status: number, body: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data: JSON.stringify(body), status, statusText: '', headers: {}, config };
    if (status < 300) return response;
    const { AxiosError } = await import('axios');
    throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };
  return { api: createApiClient({ baseUrl: 'http://api.test', token: () => 'tok', adapter }), seen };
}

describe('call', () => {
  it("fills the entry's path from params and sends the query", async () => {
    const decoded = { vin: '1HGCM82633A004352', make: 'HONDA' };
    const { api, seen } = transport(200, decoded);
    const answer = await call(api, decodeVin, { params: { vin: '1HGCM8/2633' }, query: { conformanceCheck: '1' } });
    // Typed as the entry's answer: `make` is a string there.
    const make: string = answer.make;
    expect(make).toBe('HONDA');
    expect(answer).toEqual(decoded);
    expect(seen[0].method).toBe('get');
    expect(seen[0].url).toBe('/api/nhtsa/vin/1HGCM8%2F2633?conformanceCheck=1');
    expect(seen[0].headers.Authorization).toBe('Bearer tok');
  });

  it('leaves absent query values out and repeats list values', async () => {
    const { api, seen } = transport(200, { data: [], current_page: 1, per_page: 25, total: 0 });
    await call(api, vehicleHistory, { params: { id: '7' }, query: { page: undefined, per_page: ['25', '50'] } });
    expect(seen[0].url).toBe('/api/vehicles/7/history?per_page=25&per_page=50');
  });

  it('sends the body as JSON with the method of the entry', async () => {
    const { api, seen } = transport(200, { vehicle: {}, conformance: null });
    await call(api, saveConformance, { params: { id: '9' }, body: { items: [{ id: 1, is_remediated: 2, remedy_notes: 'fixed' }] } });
    expect(seen[0].method).toBe('put');
    expect(seen[0].url).toBe('/api/vehicles/9/conformance');
    expect(JSON.parse(String(seen[0].data))).toEqual({ items: [{ id: 1, is_remediated: 2, remedy_notes: 'fixed' }] });
  });

  it('fails with the code of the refusal and its field errors', async () => {
    const { api } = transport(422, { message: 'The VIN is not valid', errors: { vin: ['must be at most 17 characters'] } });
    const error = await call(api, decodeVin, { params: { vin: 'X'.repeat(30) }, query: {} }).catch((e: unknown) => e);
    expect(isApiError(error, 'VALIDATION')).toBe(true);
    expect(isApiError(error, 'NOT_FOUND')).toBe(false);
    expect((error as ApiError).errors).toEqual({ vin: ['must be at most 17 characters'] });
  });

  it('refuses a call whose path parameter is missing before sending anything', async () => {
    const { api, seen } = transport(200, {});
    // @ts-expect-error the entry requires params.id
    await expect(call(api, vehicleHistory, { query: {} })).rejects.toThrow(':id');
    expect(seen).toHaveLength(0);
  });
});
