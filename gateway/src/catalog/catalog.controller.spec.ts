import { describe, expect, it } from '@jest/globals';
import { decodeVin, saveConformance, vehicleHistory } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { of } from 'rxjs';
import { STAFF_ROUTE } from '../auth/auth.decorators.js';
import { catalogController } from './catalog.controller.js';

type Forward = (request: object) => Promise<unknown>;

function controllerFor() {
  const sent: { subject: string; payload: unknown }[] = [];
  const proxy = { send: (subject: string, payload: unknown) => (sent.push({ subject, payload }), of({ ok: true })) };
  const Type = catalogController([decodeVin, vehicleHistory, saveConformance]);
  const instance = new (Type as new (rpc: RpcClient) => Record<string, Forward>)(new RpcClient(proxy as never, 1000));
  const method = (name: string) => {
    const key = Object.getOwnPropertyNames(Type.prototype).find((k) => k.startsWith(name.replace(/[^A-Za-z0-9]/g, '_')))!;
    return { call: instance[key].bind(instance), key };
  };
  return { Type, sent, method };
}

describe('the catalog controller', () => {
  it("forwards the request's params and query with the caller's token, nothing else", async () => {
    const { sent, method } = controllerFor();
    await method('vehicles.nhtsa.decode').call({
      params: { vin: '1HGCM82633A004352' },
      query: { conformanceCheck: '1', junk: 'x' },
      accessToken: 'tok',
      principal: {},
    });
    expect(sent).toEqual([
      { subject: 'vehicles.nhtsa.decode', payload: { params: { vin: '1HGCM82633A004352' }, query: { conformanceCheck: '1', junk: 'x' }, token: 'tok' } },
    ]);
  });

  it('refuses a request that does not fit the entry, naming the field, before anything is sent', async () => {
    const { sent, method } = controllerFor();
    await expect(method('vehicles.nhtsa.decode').call({ params: { vin: 'X'.repeat(18) }, query: { recall: 'maybe' }, accessToken: 't' })).rejects.toMatchObject(
      {
        code: 'VALIDATION',
        errors: { vin: [expect.stringMatching(/at most 17/)], recall: [expect.stringMatching(/1, 0, true or false/)] },
      },
    );
    await expect(method('vehicles.history.list').call({ params: { id: '12abc' }, query: {}, accessToken: 't' })).rejects.toMatchObject({
      errors: { id: ['must be a record id'] },
    });
    expect(sent).toHaveLength(0);
  });

  it('marks staff-only entries for the guard', () => {
    const { Type, method } = controllerFor();
    const staffOnly = (name: string) => Reflect.getMetadata(STAFF_ROUTE, (Type.prototype as Record<string, object>)[method(name).key]) === true;
    expect(staffOnly('vehicles.conformance.save')).toBe(true);
    expect(staffOnly('vehicles.history.list')).toBe(false);
  });
});
