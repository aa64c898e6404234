import pg from 'pg';
import type { PrismaClient } from '../generated/prisma/client.js';
import { databaseUrl } from '../url.js';
import { VIN_PATTERNS, conformityClass, patternConstantSum } from '../vin/patterns.js';
import { seedReference } from './reference.js';
import { VEHICLES_PER_LOAD, insertLoads, insertVehicleRelatedRows } from './scale-related.js';

export interface SeedScaleOptions {
  /** How many vehicles to add. */
  vehicles: number;
  /** Database to load (default: DATABASE_URL or the local default). */
  url?: string;
  /** Rows per INSERT statement / transaction (default 50 000). */
  chunkSize?: number;
  /** Progress messages (default: silent). */
  log?: (message: string) => void;
  /**
   * Prisma client used to make sure the reference data exists first (default: the reference data is
   * upserted through a client created for `url`).
   */
  prisma?: PrismaClient;
}

export interface SeedScaleResult {
  inserted: number;
  firstVehicleId: number | null;
  lastVehicleId: number | null;
  millis: number;
}

/** Clients created when the database has fewer than two active clients. */
const SCALE_CLIENT_COUNT = 25;

/**
 * Adds `vehicles` vehicles with valid, decodable VINs spread over the active clients, title statuses,
 * process types and eight years of dates, with their loads, notes, images, history and invoices in
 * proportion (scale-related.ts), entirely on the server: batched
 * `INSERT ... SELECT ... FROM generate_series(...)`, one transaction per chunk, with progress.
 * Runs after the demo seed (or alone: it makes sure the reference data and some clients exist).
 * VIN serials 100000-999999 never collide with the demo vehicles; repeated runs add new VINs.
 */
export async function seedScale(options: SeedScaleOptions): Promise<SeedScaleResult> {
  const total = Math.floor(options.vehicles);
  if (!Number.isFinite(total) || total < 0) throw new Error(`seedScale: invalid vehicle count ${options.vehicles}`);
  const url = options.url ?? databaseUrl();
  const chunkSize = Math.max(1, Math.floor(options.chunkSize ?? 50_000));
  const log = options.log ?? (() => undefined);
  const started = Date.now();

  if (options.prisma) {
    await seedReference(options.prisma);
  } else {
    const { createPrismaClient } = await import('../client.js');
    const prisma = createPrismaClient(url, { poolSize: 2 });
    try {
      await seedReference(prisma);
    } finally {
      await prisma.$disconnect();
    }
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await ensureScaleClients(client);
    const clientIds = (await client.query<{ clientid: number }>('SELECT clientid FROM clients WHERE clientactive = 2 ORDER BY clientid')).rows.map(
      (r) => r.clientid,
    );
    const admin = (await client.query<{ userid: number }>('SELECT userid FROM web_users WHERE roleid = 2 AND active = 0 ORDER BY userid LIMIT 1')).rows[0];
    const base = Number((await client.query<{ max: string | null }>('SELECT max(vehicleid) AS max FROM vehicles')).rows[0]?.max ?? 0);

    const patterns = {
      prefix: VIN_PATTERNS.map((p) => p.prefix),
      yearCode: VIN_PATTERNS.map((p) => p.yearCode),
      plant: VIN_PATTERNS.map((p) => p.plant),
      csum: VIN_PATTERNS.map((p) => patternConstantSum(p)),
      yr: VIN_PATTERNS.map((p) => p.yr),
      make: VIN_PATTERNS.map((p) => p.make),
      model: VIN_PATTERNS.map((p) => p.model),
      series: VIN_PATTERNS.map((p) => p.series ?? ''),
      vehicletype: VIN_PATTERNS.map((p) => p.vehicletype),
      manufacturer: VIN_PATTERNS.map((p) => p.manufacturer),
      gvwr: VIN_PATTERNS.map((p) => p.gvwrLbs),
      riType: VIN_PATTERNS.map((p) => {
        const cls = conformityClass(p);
        return cls === 'truck_heavy' ? 27 : p.vehicletype === 'PASSENGER CAR' ? 18 : 19;
      }),
    };
    const riClients = (await client.query<{ clientid: number }>('SELECT clientid FROM clients WHERE clientactive = 2 AND is_ri = 1')).rows.map(
      (r) => r.clientid,
    );

    let inserted = 0;
    let firstVehicleId: number | null = null;
    let lastVehicleId: number | null = null;
    log(`scale seed: ${total} vehicles over ${clientIds.length} clients, chunks of ${chunkSize}`);
    while (inserted < total) {
      const n = Math.min(chunkSize, total - inserted);
      const from = base + inserted + 1;
      const to = from + n - 1;
      await client.query('BEGIN');
      try {
        await client.query('SET LOCAL synchronous_commit = off');
        const firstLoad = await insertLoads(client, n, admin?.userid ?? null);
        const res = await client.query<{ first: number; last: number; count: string }>(INSERT_SQL, [
          from,
          to,
          VIN_PATTERNS.length,
          patterns.prefix,
          patterns.yearCode,
          patterns.plant,
          patterns.csum,
          patterns.yr,
          patterns.make,
          patterns.model,
          patterns.series,
          patterns.vehicletype,
          patterns.manufacturer,
          patterns.gvwr,
          patterns.riType,
          clientIds,
          riClients,
          admin?.userid ?? null,
          firstLoad,
        ]);
        const added = res.rows[0];
        if (added) await insertVehicleRelatedRows(client, added.first, added.last, admin?.userid ?? null);
        await client.query('COMMIT');
        const row = res.rows[0];
        if (row) {
          firstVehicleId ??= row.first;
          lastVehicleId = row.last;
        }
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
      inserted += n;
      const seconds = (Date.now() - started) / 1000;
      const [percent, perSecond] = [Math.round((inserted / total) * 100), Math.round(inserted / Math.max(seconds, 0.001))];
      log(`  ${inserted}/${total} vehicles (${percent}%, ${seconds.toFixed(1)} s, ${perSecond}/s)`);
    }
    if (total > 0) {
      // One counts row per group again, as the triggers' own folding keeps it over time.
      await client.query("SELECT list_counts_compact('vehicle_counts')");
      await client.query("SELECT list_counts_compact('vehicle_note_counts')");
      await client.query("SELECT list_counts_compact('vehicle_pending_title_counts')");
      // Leaves the table as autovacuum keeps a live one: statistics current and the visibility map
      // set, so counts and index-only scans behave as they will in production.
      log('  vacuuming and analyzing vehicles and their related tables');
      for (const table of [
        'vehicles',
        'vehicle_counts',
        'vehicle_vin_parts',
        'vehicle_notes',
        'vehicle_note_counts',
        'vehicle_images',
        'history_items',
        'client_loads',
        'invoices',
      ]) {
        await client.query(`VACUUM (ANALYZE) ${table}`);
      }
    }
    return { inserted, firstVehicleId, lastVehicleId, millis: Date.now() - started };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureScaleClients(client: pg.Client): Promise<void> {
  const active = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM clients WHERE clientactive = 2')).rows[0]?.n ?? 0);
  if (active >= 2) return;
  await client.query(
    `INSERT INTO clients (clientname, clientactive, is_ri, ri_reg_docs_complete, clienttypeid, clientcity, clientstateid, clientcountrycode)
     SELECT 'Scale Client ' || lpad(g::text, 3, '0'), 2, CASE WHEN g % 5 = 0 THEN 1 ELSE 0 END, CASE WHEN g % 5 = 0 THEN 1 ELSE 0 END,
            CASE WHEN g % 5 = 0 THEN 3 ELSE 1 END, 'Indianapolis', 15, 'US'
     FROM generate_series(1, $1::int) g`,
    [SCALE_CLIENT_COUNT],
  );
}

/**
 * One chunk. $1..$2: the global counter range k (unique across runs: it starts past max(vehicleid));
 * pattern = k mod P, VIN serial = 100000 + (k / P) mod 900000; the check digit is computed from the
 * pattern's constant weighted sum plus the weighted serial digits (weights 7..2 for positions 12..17).
 * $19: the first of the chunk's loads (insertLoads); each run of VEHICLES_PER_LOAD vehicles shares one.
 */
const INSERT_SQL = `
WITH pat AS (
  SELECT (ord - 1)::int AS idx, prefix, year_code, plant, csum, yr, make, model, series, vehicletype, manufacturer, gvwr, ri_type
  FROM unnest($4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int[], $15::int[])
       WITH ORDINALITY AS t(prefix, year_code, plant, csum, yr, make, model, series, vehicletype, manufacturer, gvwr, ri_type, ord)
),
src AS (
  SELECT k,
         (k % $3)::int AS pidx,
         (100000 + (k / $3) % 900000)::int AS serial,
         random() AS r_client, random() AS r_age, random() AS r_stage, random() AS r_misc, random() AS r_type
  FROM generate_series($1::bigint, $2::bigint) AS k
),
base AS (
  SELECT s.*, p.*,
         ($16::int[])[1 + floor(s.r_client * array_length($16::int[], 1))::int] AS clientid,
         -- created within the last 8 years, skewed toward recent
         (now() - make_interval(days => floor(power(s.r_age, 1.6) * 2900)::int, secs => floor(s.r_misc * 36000)::int)) AS created,
         (s.serial / 100000) % 10 AS d1, (s.serial / 10000) % 10 AS d2, (s.serial / 1000) % 10 AS d3,
         (s.serial / 100) % 10 AS d4, (s.serial / 10) % 10 AS d5, s.serial % 10 AS d6
  FROM src s JOIN pat p ON p.idx = s.pidx
),
v AS (
  SELECT b.*,
         b.clientid = ANY($17::int[]) AS ri,
         (b.csum + 7 * b.d1 + 6 * b.d2 + 5 * b.d3 + 4 * b.d4 + 3 * b.d5 + 2 * b.d6) % 11 AS chk,
         b.r_misc < 0.04 AS is_cancelled,
         floor(extract(epoch FROM (now() - b.created)) / 86400)::int AS age
  FROM base b
),
ins AS (
  INSERT INTO vehicles (
    vehiclevin, yr, modelyear, make, model, series, vehicletype, manufacturer, gvwr_lbs, gvwr_kg,
    clientid, billtoclientid, titleprocessingtype, processtype, processstate, titlestatusid, statusid,
    cancelled, cancelledreason, mileage, neworusedid, has_recall, enteredby, recordcreateddate,
    submittedtocustomsdate, crossedborderdate, submitteddotdate, vaultreleasedate, bondreleasedate,
    titleregownershipdate, titlesenttobmvdate, state_white_copy_date, titlesenttoauctiondate, client_load_id
  )
  SELECT
    v.prefix || CASE WHEN v.chk = 10 THEN 'X' ELSE v.chk::text END || v.year_code || v.plant || lpad(v.serial::text, 6, '0'),
    v.yr, v.yr, v.make, v.model, NULLIF(v.series, ''), v.vehicletype, v.manufacturer, v.gvwr, round(v.gvwr / 2.20462)::int,
    v.clientid, v.clientid,
    CASE WHEN v.ri THEN v.ri_type ELSE (ARRAY[1, 1, 2, 2, 3, 5, 6, 7, 8, 9])[1 + floor(v.r_type * 10)::int] END,
    CASE WHEN v.ri OR v.r_type < 0.5 THEN 1 ELSE 2 END,
    CASE WHEN NOT v.ri AND v.r_type >= 0.5 THEN (ARRAY[36, 23, 14, 18, 43, 50])[1 + floor(v.r_misc * 6)::int] END,
    CASE
      WHEN v.is_cancelled THEN 5
      WHEN v.age > 60 AND v.r_stage < 0.75 THEN 6
      WHEN v.ri AND v.age > 20 THEN (ARRAY[15, 16, 17, 19, 21, 23])[1 + floor(v.r_type * 6)::int]
      WHEN v.ri AND v.age > 5 THEN (ARRAY[12, 13, 14])[1 + floor(v.r_type * 3)::int]
      WHEN v.age > 10 THEN (ARRAY[3, 7, 8, 9, 18, 22])[1 + floor(v.r_type * 6)::int]
      ELSE (ARRAY[1, 2, 2, 2, 4, 11])[1 + floor(v.r_type * 6)::int]
    END,
    CASE WHEN v.age > 60 THEN 6 WHEN v.ri AND v.age > 5 THEN 5 ELSE 1 END,
    CASE WHEN v.is_cancelled THEN 1 ELSE 0 END,
    CASE WHEN v.is_cancelled THEN 'Cancelled by client' END,
    greatest(1200, (extract(year FROM now())::int - v.yr) * (9000 + floor(v.r_misc * 6000)::int)),
    2,
    CASE WHEN v.ri THEN CASE WHEN v.r_misc > 0.93 THEN 1 ELSE 0 END END,
    $18::int,
    v.created,
    CASE WHEN v.ri AND v.age > 2 THEN (v.created + interval '2 days')::date END,
    CASE WHEN v.ri AND v.age > 6 THEN (v.created + interval '5 days')::date END,
    CASE WHEN v.ri AND v.age > 15 THEN (v.created + interval '12 days')::date END,
    CASE WHEN v.ri AND v.age > 15 THEN (v.created + interval '42 days')::date END,
    CASE WHEN v.ri AND v.age > 55 AND v.r_stage < 0.85 THEN (v.created + interval '50 days')::date END,
    CASE WHEN v.age > 8 THEN (v.created + interval '7 days')::date END,
    CASE WHEN v.age > 14 THEN (v.created + interval '12 days')::date END,
    CASE WHEN v.age > 30 THEN (v.created + interval '26 days')::date END,
    CASE WHEN v.age > 60 AND v.r_stage < 0.75 THEN (v.created + interval '55 days')::date END,
    $19::int + ((v.k - $1::bigint) / ${VEHICLES_PER_LOAD})::int
  FROM v
  ORDER BY v.k
  RETURNING vehicleid
)
SELECT min(vehicleid) AS first, max(vehicleid) AS last, count(*) AS count FROM ins`;
