#!/usr/bin/env node
// Adds many vehicles for load tests:
//   npm run seed:scale -- --vehicles 1000000 [--chunk 50000]      (repo root)
import { parseArgs } from 'node:util';
import { ensureDatabase } from '../migrate/database.js';
import { runMigrations } from '../migrate/runner.js';
import { databaseUrl, redactUrl } from '../url.js';
import { seedScale } from './scale.js';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      vehicles: { type: 'string', short: 'n', default: '100000' },
      chunk: { type: 'string', default: '50000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('usage: seed:scale -- --vehicles <count> [--chunk <rows per statement>]');
    return;
  }
  const vehicles = Number(values.vehicles);
  const chunkSize = Number(values.chunk);
  if (!Number.isInteger(vehicles) || vehicles < 0) throw new Error(`--vehicles must be a whole number, got ${values.vehicles}`);
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new Error(`--chunk must be a positive whole number, got ${values.chunk}`);
  const url = databaseUrl();
  await ensureDatabase(url);
  await runMigrations(url, { log: (m) => console.log(m) });
  const result = await seedScale({ vehicles, chunkSize, url, log: (m) => console.log(m) });
  const ids = `${result.firstVehicleId ?? '-'}..${result.lastVehicleId ?? '-'}`;
  console.log(`added ${result.inserted} vehicles (ids ${ids}) to ${redactUrl(url)} in ${(result.millis / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
