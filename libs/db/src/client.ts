import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.js';
import { directReadsOver, registerDirectReads } from './statements/direct-reads.js';
import { statementNamer } from './statements/statement-names.js';
import { databaseUrl } from './url.js';

export interface CreatePrismaClientOptions {
  /** Maximum connections in the pool (default: env DATABASE_POOL_SIZE, else 10). */
  poolSize?: number;
  /** Idle connection timeout in ms (default 10 000). */
  idleTimeoutMillis?: number;
  /** PostgreSQL statement_timeout in ms (default: none). */
  statementTimeoutMillis?: number;
  /** Hears every SQL statement the client sends, with its parameters: tests EXPLAIN what Prisma really runs. */
  onQuery?: (sql: string, params: unknown[]) => void;
}

function defaultPoolSize(): number {
  const fromEnv = Number(process.env.DATABASE_POOL_SIZE);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 10;
}

/**
 * A PrismaClient on the `pg` driver adapter (Prisma 7 has no built-in engine connection), and its
 * pool's direct reads (directReadsOf) on the same connections. Call `$disconnect()` when done: it
 * ends the pool. `onQuery` hears the statements of both.
 */
export function createPrismaClient(url: string = databaseUrl(), options: CreatePrismaClientOptions = {}): PrismaClient {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? defaultPoolSize(),
    idleTimeoutMillis: options.idleTimeoutMillis ?? 10_000,
    ...(options.statementTimeoutMillis ? { statement_timeout: options.statementTimeoutMillis } : {}),
  });
  // A pooled connection the server closes while idle (a restart, a database dropped) leaves the pool, and
  // the next statement opens another; without a listener the pool's 'error' event would end the process.
  // Prisma listens only once it has connected, and direct reads may come first.
  pool.on('error', () => undefined);
  const adapter = new PrismaPg(pool, { statementNameGenerator: statementNamer(), disposeExternalPool: true });
  const onQuery = options.onQuery;
  const reads = directReadsOver(pool);
  if (!onQuery) {
    const client = new PrismaClient({ adapter });
    registerDirectReads(client, reads);
    return client;
  }
  const client = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  client.$on('query', (event) => onQuery(event.query, JSON.parse(event.params) as unknown[]));
  registerDirectReads(client, {
    column(text, values) {
      onQuery(text, [...values]);
      return reads.column(text, values);
    },
  });
  return client as unknown as PrismaClient;
}
