import { describe, expect, it } from '@jest/globals';
import { NEVER, of, throwError } from 'rxjs';
import { RpcClient, toCallError } from './rpc-client.js';

function client(answer: () => ReturnType<typeof of>) {
  const sent: { subject: string; payload: unknown }[] = [];
  const proxy = { send: (subject: string, payload: unknown) => (sent.push({ subject, payload }), answer()) };
  return { rpc: new RpcClient(proxy as never, 200), sent };
}

describe('RpcClient', () => {
  it("sends a caller's token with the fields, and drops any principal a field names", async () => {
    const { rpc, sent } = client(() => of({ ok: true }));
    await rpc.call({ token: 'T' }, 'vehicles.history.list', { vehicleid: '3', principal: { roleid: 2 } });
    expect(sent).toEqual([{ subject: 'vehicles.history.list', payload: { vehicleid: '3', token: 'T' } }]);
  });

  it('turns a service that does not answer into a TIMEOUT', async () => {
    const { rpc } = client(() => NEVER as never);
    await expect(rpc.send('admin.resource.list', {})).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('passes on the TOO_LARGE answer of a service', async () => {
    const { rpc } = client(() => throwError(() => ({ code: 'TOO_LARGE', message: 'The answer is too large' })) as never);
    await expect(rpc.send('vehicles.resource.list', {})).rejects.toMatchObject({ code: 'TOO_LARGE', message: 'The answer is too large' });
  });
});

describe('toCallError', () => {
  it('names a request the bus refuses for its size TOO_LARGE, not an internal failure', () => {
    expect(toCallError(new Error('payload: max_payload size exceeded'), 'vehicles', 1000)).toMatchObject({
      code: 'TOO_LARGE',
      message: 'The request is too large to send to the vehicles service',
    });
  });
});
