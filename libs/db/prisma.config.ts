// Prisma CLI configuration (Prisma 7: the datasource URL lives here, .env is not loaded).
// `prisma generate` / `validate` / `format` need no database; migrations are applied by our own
// runner (src/migrate), not by `prisma migrate` (see README.md).
import { defineConfig } from 'prisma/config';

const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/portal';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL || DEFAULT_DATABASE_URL },
});
