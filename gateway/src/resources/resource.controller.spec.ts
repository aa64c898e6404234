import { describe, expect, it } from '@jest/globals';
import { of } from 'rxjs';
import { RawJson, RpcClient } from '@portal/server-kit';
import { ResourceController } from './resource.controller.js';

const client = { principal: { userid: 5, username: 'alpha.user', name: null, roleid: 1, clientid: 3, clientIds: [3] }, token: 'client-token' };
const staff = { principal: { userid: 1, username: 'admin', name: null, roleid: 2, clientid: null, clientIds: [] }, token: 'staff-token' };

/** The reply's content type, as the handler sets it. */
const types: string[] = [];
const reply = { type: (contentType: string) => types.push(contentType) };

/** A real RpcClient over a proxy that records what would go on the bus. */
function controller(answer: unknown = { ok: true }) {
  const sent: { subject: string; payload: unknown }[] = [];
  const proxy = { send: (subject: string, payload: unknown) => (sent.push({ subject, payload }), of(answer)) };
  return { controller: new ResourceController(new RpcClient(proxy as never, 1000)), sent };
}

describe('ResourceController', () => {
  it("forwards to the owning service with the caller's token and the raw query, and no principal", async () => {
    const { controller: c, sent } = controller();
    await c.list(client, 'vehicles', { 'filters[]': 'yr|eq|2010' }, reply);
    expect(sent).toEqual([
      { subject: 'vehicles.resource.list', payload: { token: 'client-token', resource: 'vehicles', query: { 'filters[]': 'yr|eq|2010' } } },
    ]);
  });

  it('refuses a client user a staff action before anything is sent', async () => {
    const { controller: c, sent } = controller();
    await expect(c.list(client, 'web_users', {}, reply)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(c.remove(client, 'vehicles', '1', reply)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(sent).toHaveLength(0);
    await c.list(staff, 'web_users', {}, reply);
    expect(sent[0].subject).toBe('identity.resource.list');
  });

  it('refuses an action nobody may take and an unknown resource', async () => {
    const { controller: c } = controller();
    await expect(c.create(staff, 'vehicles_register', {}, reply)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(c.list(staff, 'toString', {}, reply)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(c.create(staff, 'vehicles', [1, 2], reply)).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it("writes a service's JSON answer as its bytes, as JSON, and any other answer as it came", async () => {
    const bytes = Buffer.from('{"data":[],"total":0}');
    types.length = 0;
    expect(await controller(new RawJson(bytes)).controller.list(staff, 'vehicles', {}, reply)).toBe(bytes);
    expect(types).toEqual(['application/json; charset=utf-8']);
    types.length = 0;
    expect(await controller({ ok: true }).controller.list(staff, 'vehicles', {}, reply)).toEqual({ ok: true });
    expect(types).toEqual([]);
  });
});
