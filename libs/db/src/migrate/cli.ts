#!/usr/bin/env node
// Creates the database named in DATABASE_URL when missing, then applies pending migrations.
//   npm run -w @portal/db migrate
import { ensureDatabase } from './database.js';
import { runMigrations } from './runner.js';
import { databaseUrl, redactUrl } from '../url.js';

async function main(): Promise<void> {
  const url = databaseUrl();
  if (await ensureDatabase(url)) console.log(`created database ${redactUrl(url)}`);
  const { applied, skipped } = await runMigrations(url, { log: (m) => console.log(m) });
  console.log(`migrations: ${applied.length} applied, ${skipped.length} already applied (${redactUrl(url)})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
