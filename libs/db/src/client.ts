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
 * ends the pool. A client that reports its statements (`onQuery`) has no direct reads: everything it
 * sends goes through Prisma, where it is heard.
 */
export function createPrismaClient(url: string = databaseUrl(), options: CreatePrismaClientOptions = {}): PrismaClient {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? defaultPoolSize(),
    idleTimeoutMillis: options.idleTimeoutMillis ?? 10_000,
    ...(options.statementTimeoutMillis ? { statement_timeout: options.statementTimeoutMillis } : {}),
  });
  const adapter = new PrismaPg(pool, { statementNameGenerator: statementNamer(), disposeExternalPool: true });
  const onQuery = options.onQuery;
  if (!onQuery) {
    const client = new PrismaClient({ adapter });
    registerDirectReads(client, directReadsOver(pool));
    return client;
  }
  const client = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  client.$on('query', (event) => onQuery(event.query, JSON.parse(event.params) as unknown[]));
  return client as unknown as PrismaClient;
}
