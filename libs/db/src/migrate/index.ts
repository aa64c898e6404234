export { ensureDatabase, dropDatabase, adminUrl, withClient } from './database.js';
export {
  runMigrations,
  readMigrations,
  checksum,
  MigrationError,
  MIGRATIONS_DIR,
  type MigrationFile,
  type RunMigrationsOptions,
  type RunMigrationsResult,
} from './runner.js';
