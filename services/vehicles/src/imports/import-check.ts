import { isStaff, type Principal, type VinDecodeResult } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { ForbiddenError, ValidationError } from '@portal/server-kit';
import { importLines, type ColumnChoice, type ImportLine } from './import-rows.js';

/** The most lines one import takes (document 2 §2; the benchmark's 10,000-row dry run). */
export const MAX_IMPORT_ROWS = 10_000;

/** Decodes one VIN; the service's decoder with its TPMS check and its outage placeholder. */
export type DecodeVin = (vin: string) => Promise<VinDecodeResult>;

/** A mass process row (document 2 §3): the line, the vehicles already registered with its VIN, the decode, and whether it is checked. */
export interface MassProcessRow {
  row: number;
  vin: string;
  odo: number | null;
  price: number | null;
  vehicles: Array<{ vehicleid: number; clientid: number | null }>;
  data: {
    modelyear: number | 'UNKNOWN' | null;
    make: string;
    model: string;
    bodyclass: string;
    vehicletype: string;
    errortext: string;
    tpms: VinDecodeResult['tpms'];
  };
  validVin: boolean;
  /** Why the row is red: the VIN exists, a possible TPMS issue, an invalid VIN, a repeat in the file, a bad cell. */
  flags: string[];
  checked: boolean;
}

/** How far a check has come: rows done of the file's rows. */
export type CheckProgress = (done: number, total: number) => unknown;

/** Decodes many VINs, each distinct VIN once, telling `progress` every 250 rows. */
async function decodeAll(lines: readonly ImportLine[], decode: DecodeVin, progress?: CheckProgress): Promise<Map<string, VinDecodeResult>> {
  const decoded = new Map<string, VinDecodeResult>();
  for (const [i, line] of lines.entries()) {
    if (!line.problem && !decoded.has(line.vin)) decoded.set(line.vin, await decode(line.vin));
    if ((i + 1) % 250 === 0) await progress?.(i + 1, lines.length);
  }
  return decoded;
}

/** The register's vehicles with these VINs, in chunks the database takes comfortably. */
export async function registeredVins(
  prisma: PrismaClient,
  vins: readonly string[],
): Promise<Map<string, Array<{ vehicleid: number; clientid: number | null }>>> {
  const found = new Map<string, Array<{ vehicleid: number; clientid: number | null }>>();
  const distinct = [...new Set(vins)];
  for (let i = 0; i < distinct.length; i += 1000) {
    const rows = await prisma.vehicle.findMany({
      where: { vehiclevin: { in: distinct.slice(i, i + 1000) } },
      select: { vehicleid: true, vehiclevin: true, clientid: true },
    });
    for (const r of rows) found.set(r.vehiclevin, [...(found.get(r.vehiclevin) ?? []), { vehicleid: r.vehicleid, clientid: r.clientid }]);
  }
  return found;
}

export function checkSize(data: readonly unknown[]): void {
  if (data.length === 0) throw ValidationError.field('data', 'the file has no rows');
  if (data.length > MAX_IMPORT_ROWS + 1) throw ValidationError.field('data', `at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows at a time`);
}

export type CheckRequest = ColumnChoice & { data: ReadonlyArray<ReadonlyArray<unknown>> };

/** What refuses a check before any row is read: a client user, an empty or too large file, a column it lacks. */
export function refuseBadCheck(principal: Principal, request: CheckRequest): void {
  if (!isStaff(principal)) throw new ForbiddenError('Vehicle import is for staff only');
  checkSize(request.data);
  let width = 0;
  for (const cells of request.data) width = Math.max(width, cells.length);
  for (const key of ['vinColumn', 'odoColumn', 'priceColumn'] as const) {
    const column = request[key];
    if (column !== null && column !== undefined && column >= width) throw ValidationError.field(key, `the file has no column ${column + 1}`);
  }
}

/**
 * POST /api/reports/management/vehicleMassProcess: every line decoded offline and compared with the
 * register. A row is red (not checked) when its VIN is already registered, the vehicle may have a TPMS
 * issue (FMVSS 138), the VIN does not decode clean, it repeats an earlier row, or a cell is unreadable.
 * Staff only: the answer names vehicles of every client.
 */
export async function processImport(
  prisma: PrismaClient,
  decode: DecodeVin,
  principal: Principal,
  request: CheckRequest,
  progress?: CheckProgress,
): Promise<MassProcessRow[]> {
  refuseBadCheck(principal, request);
  const lines = importLines(request.data, request);
  const decoded = await decodeAll(lines, decode, progress);
  const existing = await registeredVins(
    prisma,
    lines.filter((l) => !l.problem).map((l) => l.vin),
  );
  const seen = new Set<string>();
  return lines.map((line) => {
    const result = decoded.get(line.vin);
    const flags: string[] = [];
    if (line.problem) flags.push(line.problem);
    const vehicles = existing.get(line.vin) ?? [];
    if (vehicles.length) flags.push('already registered');
    if (result && result.tpms.length) flags.push('may have a TPMS issue');
    const validVin = !!result && result.errorcode === 0;
    if (result && !validVin) flags.push(`VIN does not decode: ${result.errortext}`);
    if (seen.has(line.vin)) flags.push('repeats an earlier row');
    seen.add(line.vin);
    return {
      row: line.row,
      vin: line.vin,
      odo: line.odo,
      price: line.price,
      vehicles,
      data: {
        modelyear: result?.modelyear ?? null,
        make: result?.make ?? '',
        model: result?.model ?? '',
        bodyclass: result?.bodyclass ?? '',
        vehicletype: result?.vehicletype ?? '',
        errortext: result?.errortext ?? line.problem ?? '',
        tpms: result?.tpms ?? [],
      },
      validVin,
      flags,
      checked: flags.length === 0,
    };
  });
}
