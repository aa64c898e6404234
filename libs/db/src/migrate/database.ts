import pg from 'pg';
import { databaseName, quoteIdent, redactUrl, withDatabase } from '../url.js';

/** The maintenance database used to create and drop databases on the same server. */
export function adminUrl(url: string): string {
  return withDatabase(url, process.env.DATABASE_ADMIN_DB || 'postgres');
}

/** Runs `fn` with a single connection to `url`, closing it afterwards. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Makes sure the database named in `url` exists, creating it (owned by the connecting user) when it
 * does not. Returns true when it was created. Safe against a concurrent creator.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseName(url);
  return withClient(adminUrl(url), async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
      return true;
    } catch (error) {
      // 42P04 duplicate_database (created meanwhile by someone else); 23505 on the catalog race.
      const code = (error as { code?: string }).code;
      if (code === '42P04' || code === '23505') return false;
      throw new Error(`Cannot create database ${name} on ${redactUrl(url)}: ${(error as Error).message}`, { cause: error });
    }
  });
}

/** Drops the database named in `url` (disconnecting its sessions). */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  await withClient(adminUrl(url), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  });
}
