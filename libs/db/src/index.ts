// @portal/db: the Prisma schema of the whole portal, its client, migrations and seeds.
export * from './generated/prisma/client.js';
export { createPrismaClient, type CreatePrismaClientOptions } from './client.js';
export { directReadsOf, type DirectReads } from './statements/direct-reads.js';
export { databaseUrl, DEFAULT_DATABASE_URL, databaseName, withDatabase, redactUrl } from './url.js';
export {
  runMigrations,
  ensureDatabase,
  dropDatabase,
  readMigrations,
  MigrationError,
  MIGRATIONS_DIR,
  type MigrationFile,
  type RunMigrationsOptions,
  type RunMigrationsResult,
} from './migrate/index.js';
export {
  seedDemo,
  seedScale,
  seedReference,
  DEMO_USERS,
  DEMO_PASSWORD,
  TITLE_STATUS,
  RI_APPLICATION_TYPES,
  type DemoUser,
  type SeedDemoOptions,
  type SeedDemoResult,
  type SeedScaleOptions,
  type SeedScaleResult,
} from './seed/index.js';
export { PASSWORD_HASH_OPTIONS, hashPassword, verifyPassword, needsRehash, passwordHashParameters, type PasswordHashParameters } from './password/index.js';
export { vinCheckDigit, isValidVin, withCheckDigit } from './vin/check-digit.js';
export { VIN_PATTERNS, buildVin, type VinPattern } from './vin/patterns.js';
export { MODEL_META } from './generated/model-meta.js';
export { listenForNotices, type NoticeListener, type NoticeListenerOptions } from './notices/listen.js';
