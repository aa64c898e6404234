import { describe, expect, it } from '@jest/globals';
import { RpcClient } from '@portal/server-kit';
import { of } from 'rxjs';
import { NhtsaController, flag } from './nhtsa.controller.js';

const client = { principal: { userid: 5, username: 'alpha.user', name: null, roleid: 1, clientid: 3, clientIds: [3] }, token: 'client-token' };

function controller() {
  const sent: { subject: string; payload: unknown }[] = [];
  const proxy = { send: (subject: string, payload: unknown) => (sent.push({ subject, payload }), of({ vin: 'X' })) };
  return { controller: new NhtsaController(new RpcClient(proxy as never, 1000)), sent };
}

describe('NhtsaController', () => {
  it("sends the VIN, the flags and the caller's token to the vehicles service", async () => {
    const { controller: c, sent } = controller();
    await c.decode(client, '1HGCM82633A004352', { conformanceCheck: '1' });
    expect(sent).toEqual([{ subject: 'vehicles.nhtsa.decode', payload: { token: 'client-token', vin: '1HGCM82633A004352', recall: false, conformanceCheck: true } }]);
  });

  it('refuses a flag it cannot read before anything is sent', async () => {
    const { controller: c, sent } = controller();
    await expect(c.decode(client, '1HGCM82633A004352', { recall: 'maybe' })).rejects.toMatchObject({ code: 'VALIDATION', errors: { recall: [expect.any(String)] } });
    expect(sent).toHaveLength(0);
  });
});

describe('flag', () => {
  it.each([
    [{}, false],
    [{ f: '0' }, false],
    [{ f: 'false' }, false],
    [{ f: '' }, true],
    [{ f: '1' }, true],
    [{ f: 'TRUE' }, true],
    [{ f: ['0', '1'] }, true],
  ])('%j → %s', (query, expected) => {
    expect(flag(query, 'f')).toBe(expected);
  });
});
