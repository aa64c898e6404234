import { describe, expect, it } from '@jest/globals';
import { readOnce } from './read-once.js';

/** A client with one model whose every call is recorded. */
function recording() {
  const calls: string[] = [];
  const client = {
    $executeRawUnsafe: async (sql: string) => {
      calls.push(`raw ${sql}`);
      return 0;
    },
    client: {
      findUnique: async (args: { where: { clientid: number } }) => {
        calls.push(`findUnique ${args.where.clientid}`);
        return { clientid: args.where.clientid };
      },
      count: async (args: { where: { at: Date } }) => {
        calls.push(`count ${args.where.at.toISOString()}`);
        return 1;
      },
      create: async (args: { data: object }) => {
        calls.push('create');
        return args.data;
      },
    },
  };
  return { client, calls };
}

describe('readOnce', () => {
  it('asks each distinct read once and answers every caller the same', async () => {
    const { client, calls } = recording();
    const view = readOnce(client);
    const answers = await Promise.all([1, 1, 2, 1].map((clientid) => view.client.findUnique({ where: { clientid } })));
    expect(answers).toEqual([{ clientid: 1 }, { clientid: 1 }, { clientid: 2 }, { clientid: 1 }]);
    expect(calls).toEqual(['findUnique 1', 'findUnique 2']);
    // Dates are part of the question.
    await view.client.count({ where: { at: new Date('2026-01-01') } });
    await view.client.count({ where: { at: new Date('2026-01-02') } });
    await view.client.count({ where: { at: new Date('2026-01-01') } });
    expect(calls.slice(2)).toEqual(['count 2026-01-01T00:00:00.000Z', 'count 2026-01-02T00:00:00.000Z']);
  });

  it('sends every write and raw statement through', async () => {
    const { client, calls } = recording();
    const view = readOnce(client);
    await view.client.create({ data: { a: 1 } });
    await view.client.create({ data: { a: 1 } });
    await view.$executeRawUnsafe('SELECT 1');
    await view.$executeRawUnsafe('SELECT 1');
    expect(calls).toEqual(['create', 'create', 'raw SELECT 1', 'raw SELECT 1']);
  });
});
