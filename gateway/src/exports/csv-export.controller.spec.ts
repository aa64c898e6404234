import { describe, expect, it } from '@jest/globals';
import { ValidationError, type RpcClient } from '@portal/server-kit';
import { CsvExportController } from './csv-export.controller.js';

const client = { principal: { userid: 5, username: 'alpha.user', name: null, roleid: 1, clientid: 3, clientIds: [3] }, token: 'client-token' };

function setup(total = 1450) {
  const sent: { subject: string; payload: { query: Record<string, unknown> } }[] = [];
  const rpc = {
    call: async (_caller: unknown, subject: string, payload: { query: { page: string; per_page: string } }) => {
      sent.push({ subject, payload });
      const page = Number(payload.query.page);
      const perPage = Number(payload.query.per_page);
      const start = (page - 1) * perPage;
      const data = Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) => ({
        vehicleid: start + i + 1,
        client: { clientname: 'Alpha' },
      }));
      return { data, current_page: page, per_page: perPage, total };
    },
  } as unknown as RpcClient;
  const reply = {
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    type: (v: string) => ((reply.headers['content-type'] = v), reply),
    header: (n: string, v: string) => ((reply.headers[n] = v), reply),
    send: (b: unknown) => (reply.body = b),
  };
  return { controller: new CsvExportController(rpc), sent, reply };
}

describe('CsvExportController', () => {
  it('pages through the list call for the caller and streams every row', async () => {
    const { controller, sent, reply } = setup();
    await controller.export(client, 'vehicles', { 'filters[]': 'yr|eq|2010', 'columns[]': ['vehicleid|ID', 'client.clientname|Client'] }, reply);
    let text = '';
    for await (const chunk of reply.body as AsyncIterable<Buffer>) text += chunk;
    expect(text.split('\r\n')).toHaveLength(1452);
    // A small first page measures the rows; narrow rows then come 500 to a page.
    expect(sent.map((s) => [s.subject, s.payload.query.page, s.payload.query.per_page])).toEqual([
      ['vehicles.resource.list', '1', '50'],
      ['vehicles.resource.list', '1', '500'],
      ['vehicles.resource.list', '2', '500'],
      ['vehicles.resource.list', '3', '500'],
    ]);
    expect(sent[0].payload).toMatchObject({ resource: 'vehicles', query: { 'filters[]': 'yr|eq|2010', 'with[]': ['client'], 'fields[]': ['vehicleid'] } });
    expect(reply.headers).toMatchObject({ 'X-Export-Rows': '1450', 'X-Export-Total': '1450' });
  });

  it('refuses before asking anything: a staff-only list, missing columns', async () => {
    const { controller, sent, reply } = setup();
    await expect(controller.export(client, 'web_users', { 'columns[]': 'userid|ID' }, reply)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(controller.export(client, 'vehicles', {}, reply)).rejects.toMatchObject({ code: 'VALIDATION', errors: { columns: [expect.any(String)] } });
    expect(sent).toHaveLength(0);
  });

  it('reports a field the service refuses on columns, where the caller named it', async () => {
    const { reply } = setup();
    const refusing = new CsvExportController({
      call: async () => Promise.reject(new ValidationError({ fields: ['"password" is not a field of web_users'] })),
    } as unknown as RpcClient);
    await expect(refusing.export(client, 'vehicles', { 'columns[]': ['password|P'] }, reply)).rejects.toMatchObject({
      code: 'VALIDATION',
      errors: { columns: ['"password" is not a field of web_users'] },
    });
  });

  it('refuses a column the list does not send', async () => {
    const { controller, reply } = setup();
    await expect(controller.export(client, 'vehicles', { 'columns[]': ['vehicleid|ID', 'secret|S'] }, reply)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(reply.body).toBeUndefined();
  });
});
