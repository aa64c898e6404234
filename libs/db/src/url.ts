/** The database used when DATABASE_URL is not set. */
export const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/portal';

/** DATABASE_URL from the environment, or the local default. */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL?.trim();
  return url ? url : DEFAULT_DATABASE_URL;
}

/** The database name of a PostgreSQL URL. */
export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`The database URL names no database: ${redactUrl(url)}`);
  return name;
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '<invalid database url>';
  }
}

/** A PostgreSQL identifier, double-quoted. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
