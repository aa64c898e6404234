// The register a benchmark measures: a new database loaded with N vehicles (dropped at the end unless
// kept), or an existing one named by its URL, measured as it is (nothing loaded, nothing dropped). A
// million vehicles take minutes to load: keeping them lets runs made in turn compare on the same rows.
import { createTestDatabase } from '@portal/db/testing';
import { seedScale } from '@portal/db';

/**
 * @param {{ vehicles: number, databaseUrl?: string, keep?: boolean }} options
 * @param {(line: string) => void} [log]
 * @returns {Promise<{ url: string, drop(): Promise<void> }>}
 */
export async function openRegister({ vehicles, databaseUrl, keep = false }, log = console.log) {
  if (databaseUrl) return { url: databaseUrl, drop: async () => {} };
  const db = await createTestDatabase({ seed: 'demo' });
  log(`loading ${vehicles} vehicles into ${db.name}...`);
  let loaded;
  try {
    loaded = await seedScale({ url: db.url, vehicles, log: () => {} });
  } catch (error) {
    await db.drop();
    throw error;
  }
  log(`  loaded in ${(loaded.millis / 1000).toFixed(1)} s`);
  if (!keep) return db;
  log(`  kept: --database-url ${db.url}`);
  return { url: db.url, drop: () => db.prisma.$disconnect() };
}
