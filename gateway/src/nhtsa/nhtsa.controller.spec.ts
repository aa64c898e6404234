import { describe, expect, it } from '@jest/globals';
import type { RpcClient } from '@portal/server-kit';
import { NhtsaController, flag } from './nhtsa.controller.js';

const client = { userid: 5, username: 'alpha.user', name: null, roleid: 1, clientid: 3, clientIds: [3] };

function controller() {
  const sent: { subject: string; payload: unknown; service: string }[] = [];
  const rpc = { send: async (subject: string, payload: unknown, service: string) => (sent.push({ subject, payload, service }), { vin: 'X' }) } as unknown as RpcClient;
  return { controller: new NhtsaController(rpc), sent };
}

describe('NhtsaController', () => {
  it('sends the VIN, the flags and the principal to the vehicles service', async () => {
    const { controller: c, sent } = controller();
    await c.decode(client, '1HGCM82633A004352', { conformanceCheck: '1' });
    expect(sent).toEqual([
      { subject: 'vehicles.nhtsa.decode', service: 'vehicles', payload: { principal: client, vin: '1HGCM82633A004352', recall: false, conformanceCheck: true } },
    ]);
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
