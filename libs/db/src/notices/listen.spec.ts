import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { seedReference } from '../seed/reference.js';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import { listenForNotices, type NoticeListener } from './listen.js';

// The vehicles table's change notices (migration 0017) as a listener hears them: one notice per
// committed statement naming its clients, none for a rollback, both clients of a move, and "any client"
// past 200 clients; and the listener's return after its connection is killed.

const CHANNEL = 'vehicle_changes';
let db: TestDatabase;
let writer: pg.Client;
let listener: NoticeListener;
const heard: string[] = [];
let relistened = 0;
let clients: number[];

function vin(n: number): string {
  return `NOTICE${String(n).padStart(11, '0')}`;
}

async function nextNotices(count: number, within = 5000): Promise<unknown[]> {
  const deadline = Date.now() + within;
  while (heard.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  // A notice that should not come would arrive in this time.
  await new Promise((r) => setTimeout(r, 150));
  return heard.splice(0).map((payload) => JSON.parse(payload));
}

async function waitFor(check: () => boolean, within = 15_000): Promise<void> {
  const deadline = Date.now() + within;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  // The title statuses a new vehicle's default status refers to.
  await seedReference(db.prisma);
  writer = new pg.Client({ connectionString: db.url });
  await writer.connect();
  const made = await writer.query<{ clientid: number }>(
    `INSERT INTO clients (clientname) SELECT 'Client ' || n FROM generate_series(1, 205) n RETURNING clientid`,
  );
  clients = made.rows.map((r) => r.clientid);
  listener = listenForNotices(db.url, CHANNEL, (payload) => heard.push(payload), { onRelisten: () => (relistened += 1), retryMs: 100 });
  await waitFor(() => listener.listening);
});

afterAll(async () => {
  await listener?.close();
  await writer?.end();
  await db?.drop();
});

describe('vehicle change notices', () => {
  it('name the clients of an insert, once per statement, with 0 for vehicles without a client', async () => {
    const [a, b] = clients;
    await writer.query('INSERT INTO vehicles (vehiclevin, clientid) VALUES ($1, $2), ($3, $2), ($4, $5), ($6, NULL)', [vin(1), a, vin(2), vin(3), b, vin(4)]);
    expect(await nextNotices(1)).toEqual([{ clientIds: [0, a, b].sort((x, y) => x - y) }]);
  });

  it('name both clients when a vehicle moves, and nothing for an update that matched no row', async () => {
    const [a, , c] = clients;
    await writer.query('UPDATE vehicles SET clientid = $1 WHERE vehiclevin = $2', [c, vin(1)]);
    await writer.query('UPDATE vehicles SET mileage = 1 WHERE vehiclevin = $1', ['NO SUCH VIN']);
    expect(await nextNotices(1)).toEqual([{ clientIds: [a, c].sort((x, y) => x - y) }]);
  });

  it('are sent at commit, once for identical ones, and never for a rollback', async () => {
    const [a] = clients;
    await writer.query('BEGIN');
    await writer.query('UPDATE vehicles SET mileage = 2 WHERE vehiclevin = $1', [vin(2)]);
    await writer.query('UPDATE vehicles SET mileage = 3 WHERE vehiclevin = $1', [vin(2)]);
    await new Promise((r) => setTimeout(r, 150));
    expect(heard).toEqual([]);
    await writer.query('COMMIT');
    expect(await nextNotices(1)).toEqual([{ clientIds: [a] }]);

    await writer.query('BEGIN');
    await writer.query('DELETE FROM vehicles WHERE vehiclevin = $1', [vin(2)]);
    await writer.query('ROLLBACK');
    expect(await nextNotices(0)).toEqual([]);
  });

  it('say "any client" when more than 200 clients changed in one statement', async () => {
    await writer.query(
      'INSERT INTO vehicles (vehiclevin, clientid) SELECT $1::text || lpad(n::text, 6, $2), c FROM unnest($3::int[]) WITH ORDINALITY AS t(c, n)',
      ['NOTICEBULK', '0', clients],
    );
    expect(await nextNotices(1)).toEqual([{ clientIds: null }]);
    await writer.query('DELETE FROM vehicles WHERE vehiclevin = $1', [vin(4)]);
    expect(await nextNotices(1)).toEqual([{ clientIds: [0] }]);
  });

  it('are heard again after the connection was lost, and the listener says it listens anew', async () => {
    await writer.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [`listen:${CHANNEL}`]);
    await waitFor(() => relistened === 1 && listener.listening);
    const [, b] = clients;
    await writer.query('UPDATE vehicles SET mileage = 4 WHERE vehiclevin = $1', [vin(3)]);
    expect(await nextNotices(1)).toEqual([{ clientIds: [b] }]);
  });
});
