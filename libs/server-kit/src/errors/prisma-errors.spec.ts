import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_CODE } from '@portal/contracts';
import { createPrismaClient, directReadsOf, type PrismaClient } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import net from 'node:net';
import { DomainError } from './domain-errors.js';
import { translatePrismaError } from './prisma-errors.js';

/** A TCP relay in front of PostgreSQL that the test can cut and bring back, as a stopped and restarted server would be. */
class Relay {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
  }

  /** Every connection dies at once and nothing answers on the port any more. */
  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

async function failure(query: Promise<unknown>): Promise<unknown> {
  return query.then(
    () => {
      throw new Error('the query succeeded');
    },
    (error: unknown) => error,
  );
}

function expectUnavailable(error: unknown): void {
  const translated = translatePrismaError(error);
  expect(translated).toBeInstanceOf(DomainError);
  expect((translated as DomainError).code).toBe(ERROR_CODE.UNAVAILABLE);
}

let db: TestDatabase;
let relay: Relay;
let prisma: PrismaClient;

beforeAll(async () => {
  db = await createTestDatabase();
  const url = new URL(db.url);
  relay = new Relay(url.hostname, Number(url.port || 5432));
  await relay.open();
  url.port = String(relay.port);
  prisma = createPrismaClient(url.toString(), { poolSize: 2 });
});

afterAll(async () => {
  await prisma?.$disconnect();
  await relay?.cut();
  await db?.drop();
});

describe('a database that goes away', () => {
  it('is UNAVAILABLE (503) while it is gone, and the same client works again once it is back', async () => {
    expect(await prisma.$queryRawUnsafe('SELECT 1 AS one')).toEqual([{ one: 1 }]);

    const running = failure(prisma.$queryRawUnsafe('SELECT pg_sleep(5)'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await relay.cut();
    expectUnavailable(await running);
    expectUnavailable(await failure(prisma.webUser.findMany({ take: 1 })));
    expectUnavailable(await failure(prisma.$transaction((tx) => tx.webUser.count())));
    // The engine's direct reads go to the same pool, and fail as plainly.
    expectUnavailable(await failure(directReadsOf(prisma)!.column('SELECT count(*) FROM web_users', [])));

    await relay.open();
    expect(await prisma.webUser.count()).toBe(0);
    expect(await directReadsOf(prisma)!.column('SELECT count(*) FROM web_users', [])).toEqual(['0']);
  });

  it('is UNAVAILABLE when the server ends the connection (shutting down)', async () => {
    const sleeping = failure(db.prisma.$queryRawUnsafe("SELECT pg_sleep(5), 'ended by the test' AS marker"));
    let ended = 0;
    for (let attempt = 0; ended === 0 && attempt < 50; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const rows = await prisma.$queryRawUnsafe<{ ended: boolean }[]>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE '%ended by the test%'`,
      );
      ended = rows.length;
    }
    expect(ended).toBe(1);
    expectUnavailable(await sleeping);
  });

  it('leaves a failure of ours as it is', async () => {
    const error = await failure(prisma.$queryRawUnsafe('SELEC 1'));
    expect(translatePrismaError(error)).toBe(error);
    const direct = await failure(directReadsOf(prisma)!.column('SELEC 1', []));
    expect(translatePrismaError(direct)).toBe(direct);
  });
});
