import { isStaff, type Principal, type VinDecodeResult } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  RECORDS_PER_TURN,
  otherWorkTurn,
  translatePrismaError,
  type CreateManyItem,
  type ResourceEngine,
  type TransactionClient,
} from '@portal/server-kit';
import { reasonOf } from '../mass-update/mass-update.js';
import { MAX_IMPORT_ROWS, type DecodeVin } from './import-check.js';
import { vinProblem } from './import-rows.js';

/** How long after an import it can be undone (while none of its vehicles changed). */
export const UNDO_DAYS = 7;
/** How long writing an import's log may take. */
const LOG_TIMEOUT_MS = 2 * 60_000;

export interface ImportRequest {
  clientid: number;
  titleprocessingtype: number;
  filename?: string | null;
  dryRun: boolean;
  /** Only the checked rows: the screen sends what the person chose to create. */
  rows: Array<{ row: number; vin: string; odo?: number | null; price?: number | null }>;
}

export interface ImportRowOutcome {
  row: number;
  vin: string;
  outcome: 'created' | 'would-create' | 'refused';
  vehicleid?: number;
  reason?: string;
}

export interface ImportOutcome {
  importId: number;
  dryRun: boolean;
  created: number;
  refused: number;
  rows: ImportRowOutcome[];
}

/** Thrown to roll a dry run back once every row went through exactly as a real run would. */
class DryRunDone extends Error {
  constructor(readonly rows: ImportRowOutcome[]) {
    super('dry run');
  }
}

function assertStaff(principal: Principal): void {
  if (!isStaff(principal)) throw new ForbiddenError('Vehicle import is for staff only');
}

/** The vehicle a row becomes (document 2 §7: VIN, mileage, client, type, year, make, model, vehicle type). */
function vehicleBody(decoded: DecodedFields, request: ImportRequest, line: ImportRequest['rows'][number]): Record<string, unknown> {
  return {
    vehiclevin: line.vin,
    clientid: request.clientid,
    billtoclientid: request.clientid,
    titleprocessingtype: request.titleprocessingtype,
    yr: typeof decoded.modelyear === 'number' ? decoded.modelyear : null,
    make: decoded.make === 'UNKNOWN' ? null : decoded.make || null,
    model: decoded.model === 'UNKNOWN' ? null : decoded.model || null,
    vehicletype: decoded.vehicletype || null,
  };
}

/** Odometer and price are vehicle-page fields (a create does not take them): the update rules set them on the new vehicle. */
function followUp(line: ImportRequest['rows'][number]): Record<string, unknown> | undefined {
  const body = {
    ...(line.odo ? { mileage: line.odo } : {}),
    ...(line.price !== null && line.price !== undefined ? { value_us_dollars: line.price } : {}),
  };
  return Object.keys(body).length ? body : undefined;
}

/** What a row's vehicle takes from its VIN's decoding (vehicleBody); kept per VIN for the whole run. */
type DecodedFields = Pick<VinDecodeResult, 'modelyear' | 'make' | 'model' | 'vehicletype'>;

/**
 * Decodes each distinct VIN of the run once (a file may repeat one), keeping only what a vehicle takes
 * from it, or the decoder's refusal: ten thousand whole answers (their TPMS notes, texts) are not held
 * while the rows are written.
 */
function decodeOnce(decode: DecodeVin): (vin: string) => Promise<DecodedFields> {
  const answers = new Map<string, Promise<DecodedFields>>();
  return (vin) => {
    let answer = answers.get(vin);
    if (!answer) {
      answer = decode(vin).then(({ modelyear, make, model, vehicletype }) => ({ modelyear, make, model, vehicletype }));
      answers.set(vin, answer);
    }
    return answer;
  };
}

/**
 * A part's rows as the register's bulk create takes them, with each one's place in the run; a row refused
 * before the register sees it (its VIN, its decoding) gets its outcome here.
 */
async function partItems(
  part: ImportRequest['rows'],
  start: number,
  request: ImportRequest,
  decodeVin: (vin: string) => Promise<DecodedFields>,
  outcomes: ImportRowOutcome[],
): Promise<{ items: CreateManyItem[]; lines: Array<{ index: number; line: ImportRequest['rows'][number] }> }> {
  const items: CreateManyItem[] = [];
  const lines: Array<{ index: number; line: ImportRequest['rows'][number] }> = [];
  for (const [offset, line] of part.entries()) {
    const index = start + offset;
    // Decodes come from caches, without I/O: the service's other callers get their turn now and then.
    if (index % RECORDS_PER_TURN === RECORDS_PER_TURN - 1) await otherWorkTurn();
    const problem = vinProblem(line.vin);
    if (problem) {
      outcomes[index] = { row: line.row, vin: line.vin, outcome: 'refused', reason: problem };
      continue;
    }
    try {
      items.push({ body: vehicleBody(await decodeVin(line.vin), request, line), then: followUp(line) });
      lines.push({ index, line });
    } catch (error) {
      outcomes[index] = { row: line.row, vin: line.vin, outcome: 'refused', reason: reasonOf(error) };
    }
  }
  return { items, lines };
}

/**
 * Rows written per call of the register's bulk create. Each part is checked and written before the next
 * is read, so a 10,000-row run holds one part's records, not all of them (what the service keeps
 * resident); a part's rules see the earlier parts' vehicles, as they would see earlier single creates.
 */
const ROWS_PER_PART = 1000;

/**
 * Creates the checked rows with the meaning of the vehicle register's own create, then the update of
 * their mileage and price, for each row (its rules, history and counts): each row whole or refused
 * with the reason its create or update gives, in one transaction with the import's log. The rows go
 * through the register in bulk (ResourceEngine.createMany: the same rules, a few statements per
 * batch), not ten statements a row, ROWS_PER_PART at a time. A dry run does exactly the same and rolls
 * everything back, then logs what it would have created.
 */
export async function runImport(
  prisma: PrismaClient,
  engine: ResourceEngine,
  decode: DecodeVin,
  principal: Principal,
  request: ImportRequest,
  progress: (done: number, total: number) => Promise<void> | void = () => undefined,
  /** The queued job this run is (import-jobs.ts): a run of a job that already committed answers its outcome. */
  jobKey?: string,
): Promise<ImportOutcome> {
  assertStaff(principal);
  if (request.rows.length === 0) throw ValidationError.field('rows', 'check at least one row');
  if (request.rows.length > MAX_IMPORT_ROWS) throw ValidationError.field('rows', `at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows at a time`);
  if (jobKey) {
    const done = await loggedRun(prisma, jobKey);
    if (done) return done;
  }
  const total = request.rows.length;
  const decodeVin = decodeOnce(decode);
  const run = async (tx: TransactionClient): Promise<ImportRowOutcome[]> => {
    const outcomes: ImportRowOutcome[] = new Array(total);
    let done = 0;
    for (let start = 0; start < total; start += ROWS_PER_PART) {
      const part = request.rows.slice(start, start + ROWS_PER_PART);
      const { items, lines } = await partItems(part, start, request, decodeVin, outcomes);
      const refusedFirst = part.length - items.length;
      const created = await engine.createMany(principal, 'vehicles', items, tx, {
        progress: (written) => progress(done + refusedFirst + written, total),
        keysOnly: true,
      });
      for (const [i, { index, line }] of lines.entries()) {
        const result = created[i]!;
        outcomes[index] = result.ok
          ? { row: line.row, vin: line.vin, outcome: request.dryRun ? 'would-create' : 'created', vehicleid: Number(result.row.vehicleid) }
          : { row: line.row, vin: line.vin, outcome: 'refused', reason: reasonOf(result.error) };
      }
      done += part.length;
    }
    return outcomes;
  };
  try {
    return await prisma.$transaction(
      async (tx) => {
        const outcomes = await run(tx as TransactionClient);
        if (request.dryRun) throw new DryRunDone(outcomes);
        return logImport(tx as TransactionClient, engine, principal, request, outcomes, jobKey);
      },
      { timeout: 15 * 60_000, maxWait: 30_000 },
    );
  } catch (error) {
    if (error instanceof DryRunDone) {
      // Ten thousand log rows outlast Prisma's default of five seconds on a busy machine.
      return prisma.$transaction((tx) => logImport(tx as TransactionClient, engine, principal, request, error.rows.map(withoutVehicle), jobKey), {
        timeout: LOG_TIMEOUT_MS,
      });
    }
    throw translatePrismaError(error);
  }
}

/** The outcome a run of this job logged already, as it answered then; null when none did. */
async function loggedRun(prisma: PrismaClient, jobKey: string): Promise<ImportOutcome | null> {
  const log = await prisma.vehicleImport.findUnique({ where: { job_key: jobKey }, include: { items: { orderBy: { id: 'asc' } } } });
  if (!log) return null;
  const rows: ImportRowOutcome[] = log.items.map((item) => ({
    row: item.row_number,
    vin: item.vehiclevin,
    outcome: item.outcome as ImportRowOutcome['outcome'],
    ...(item.vehicleid !== null ? { vehicleid: item.vehicleid } : {}),
    ...(item.reason !== null ? { reason: item.reason } : {}),
  }));
  return { importId: log.id, dryRun: log.dry_run, created: log.created_count, refused: rows.length - log.created_count, rows };
}

/** A dry run's vehicles were rolled back: their ids meant nothing. */
function withoutVehicle(outcome: ImportRowOutcome): ImportRowOutcome {
  const { vehicleid: _rolledBack, ...rest } = outcome;
  return rest;
}

async function logImport(
  tx: TransactionClient,
  engine: ResourceEngine,
  principal: Principal,
  request: ImportRequest,
  rows: ImportRowOutcome[],
  jobKey?: string,
): Promise<ImportOutcome> {
  const created = rows.filter((r) => r.outcome !== 'refused').length;
  const log = await tx.vehicleImport.create({
    data: {
      userid: principal.userid,
      clientid: request.clientid,
      titleprocessingtype: request.titleprocessingtype,
      filename: request.filename ?? null,
      dry_run: request.dryRun,
      rows_asked: rows.length,
      created_count: created,
      job_key: jobKey ?? null,
    },
  });
  // Ten thousand lines in one statement, where Prisma's nested insert spends a second of CPU on them.
  await engine.insertRecords(
    tx,
    'VehicleImportItem',
    rows.map((r) => ({
      import_id: log.id,
      row_number: r.row,
      vehiclevin: r.vin,
      vehicleid: r.vehicleid ?? null,
      outcome: r.outcome,
      reason: r.reason ?? null,
    })),
  );
  return { importId: log.id, dryRun: request.dryRun, created, refused: rows.length - created, rows };
}

/**
 * Undoes a real import as a whole: its vehicles are deleted, the log keeps what happened. Refused when
 * it is older than UNDO_DAYS, was a dry run, was undone already, or any of its vehicles changed since
 * (a field, a note, an image): the import is then part of the register's history and is kept.
 */
export async function undoImport(
  prisma: PrismaClient,
  engine: ResourceEngine,
  principal: Principal,
  importId: number,
): Promise<{ importId: number; removed: number }> {
  assertStaff(principal);
  const log = await prisma.vehicleImport.findUnique({ where: { id: importId }, include: { items: { where: { outcome: 'created' } } } });
  if (!log) throw new NotFoundError(`Import ${importId} not found`);
  if (log.dry_run) throw ValidationError.field('importId', 'a dry run created nothing to undo');
  if (log.undone_at) throw new ConflictError(`Import ${importId} was already undone`);
  if (Date.now() - log.created_at.getTime() > UNDO_DAYS * 24 * 3600_000) throw new ConflictError(`An import can be undone for ${UNDO_DAYS} days only`);
  const ids = log.items.map((i) => i.vehicleid).filter((id): id is number => id !== null);
  const changed = await changedVehicles(prisma, ids, log.created_at);
  if (changed.length) {
    const vins = log.items.filter((i) => changed.includes(i.vehicleid!)).map((i) => i.vehiclevin);
    throw new ConflictError(`Import ${importId} cannot be undone: ${vins.slice(0, 10).join(', ')}${vins.length > 10 ? ' and others' : ''} changed since`);
  }
  return prisma.$transaction(
    async (tx) => {
      // Through the register's delete, in bulk: each vehicle's history records it, in this transaction, and
      // a thousand vehicles go within the gateway's deadline.
      await engine.deleteMany(principal, 'vehicles', ids, tx as TransactionClient);
      await tx.vehicleImport.update({ where: { id: importId }, data: { undone_at: new Date(), undone_by: principal.userid } });
      return { importId, removed: ids.length };
    },
    { timeout: 15 * 60_000, maxWait: 30_000 },
  );
}

/**
 * The vehicles with anything recorded since the import: a changed field, a note, an image. The import's
 * own writes share its transaction's time (PostgreSQL's now()), so only later history counts.
 */
async function changedVehicles(prisma: PrismaClient, ids: number[], importedAt: Date): Promise<number[]> {
  const [history, notes, images] = await Promise.all([
    prisma.historyItem.findMany({
      where: { object_type: 'vehicle', object_type_id: { in: ids }, created_at: { gt: importedAt } },
      select: { object_type_id: true },
    }),
    prisma.vehicleNote.findMany({ where: { vehicleid: { in: ids } }, select: { vehicleid: true } }),
    prisma.vehicleImage.findMany({ where: { vehicleid: { in: ids } }, select: { vehicleid: true } }),
  ]);
  return [...new Set([...history.map((h) => h.object_type_id), ...notes.map((n) => n.vehicleid), ...images.map((i) => i.vehicleid)])];
}
