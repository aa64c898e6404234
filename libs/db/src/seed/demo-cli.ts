#!/usr/bin/env node
// Creates/migrates the database in DATABASE_URL, then loads the demo data (idempotent).
//   npm run seed:demo            (repo root)
import { createPrismaClient } from '../client.js';
import { ensureDatabase } from '../migrate/database.js';
import { runMigrations } from '../migrate/runner.js';
import { databaseUrl, redactUrl } from '../url.js';
import { DEMO_USERS, seedDemo } from './demo.js';

async function main(): Promise<void> {
  const url = databaseUrl();
  await ensureDatabase(url);
  await runMigrations(url, { log: (m) => console.log(m) });
  const prisma = createPrismaClient(url, { poolSize: 4 });
  try {
    const result = await seedDemo(prisma, { log: (m) => console.log(m) });
    console.log(`demo data ready in ${redactUrl(url)} (${result.vehiclesTotal} vehicles)`);
    console.log('demo sign-ins (password for all: ' + DEMO_USERS[0]!.password + '):');
    for (const u of DEMO_USERS) console.log(`  ${u.username.padEnd(16)} ${u.label}`);
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
