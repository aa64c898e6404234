import { isStaff, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  translatePrismaError,
  type ResourceEngine,
  type TransactionClient,
} from '@portal/server-kit';
import { reasonOf } from '../mass-update/mass-update.js';
import { MAX_IMPORT_ROWS, type DecodeVin } from './import-check.js';
import { vinProblem } from './import-rows.js';

/** How long after an import it can be undone (while none of its vehicles changed). */
export const UNDO_DAYS = 7;

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
async function vehicleBody(decode: DecodeVin, request: ImportRequest, line: ImportRequest['rows'][number]): Promise<Record<string, unknown>> {
  const decoded = await decode(line.vin);
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

/** Odometer and price are vehicle-page fields (a create does not take them): set right after, in the same row. */
function followUp(line: ImportRequest['rows'][number]): Record<string, unknown> | null {
  const body = {
    ...(line.odo ? { mileage: line.odo } : {}),
    ...(line.price !== null && line.price !== undefined ? { value_us_dollars: line.price } : {}),
  };
  return Object.keys(body).length ? body : null;
}

/**
 * Creates the checked rows, each through the vehicle register's own create (its rules, history and
 * counts), each row whole or refused with its reason, in one transaction with the import's log. A dry
 * run does exactly the same and rolls everything back, then logs what it would have created.
 */
export async function runImport(
  prisma: PrismaClient,
  engine: ResourceEngine,
  decode: DecodeVin,
  principal: Principal,
  request: ImportRequest,
  progress: (done: number, total: number) => Promise<void> | void = () => undefined,
): Promise<ImportOutcome> {
  assertStaff(principal);
  if (request.rows.length === 0) throw ValidationError.field('rows', 'check at least one row');
  if (request.rows.length > MAX_IMPORT_ROWS) throw ValidationError.field('rows', `at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows at a time`);
  const run = async (tx: TransactionClient): Promise<ImportRowOutcome[]> => {
    const outcomes: ImportRowOutcome[] = [];
    for (const line of request.rows) {
      const problem = vinProblem(line.vin);
      if (problem) {
        outcomes.push({ row: line.row, vin: line.vin, outcome: 'refused', reason: problem });
        await progress(outcomes.length, request.rows.length);
        continue;
      }
      await tx.$executeRawUnsafe('SAVEPOINT import_row');
      try {
        const created = await engine.create(principal, 'vehicles', await vehicleBody(decode, request, line), tx);
        const more = followUp(line);
        if (more) await engine.update(principal, 'vehicles', String(created.vehicleid), more, tx);
        await tx.$executeRawUnsafe('RELEASE SAVEPOINT import_row');
        outcomes.push({ row: line.row, vin: line.vin, outcome: request.dryRun ? 'would-create' : 'created', vehicleid: Number(created.vehicleid) });
      } catch (error) {
        await tx.$executeRawUnsafe('ROLLBACK TO SAVEPOINT import_row');
        outcomes.push({ row: line.row, vin: line.vin, outcome: 'refused', reason: reasonOf(error) });
      }
      await progress(outcomes.length, request.rows.length);
    }
    return outcomes;
  };
  try {
    return await prisma.$transaction(
      async (tx) => {
        const outcomes = await run(tx as TransactionClient);
        if (request.dryRun) throw new DryRunDone(outcomes);
        return logImport(tx as TransactionClient, principal, request, outcomes);
      },
      { timeout: 15 * 60_000, maxWait: 30_000 },
    );
  } catch (error) {
    if (error instanceof DryRunDone) return prisma.$transaction((tx) => logImport(tx as TransactionClient, principal, request, error.rows.map(withoutVehicle)));
    throw translatePrismaError(error);
  }
}

/** A dry run's vehicles were rolled back: their ids meant nothing. */
function withoutVehicle(outcome: ImportRowOutcome): ImportRowOutcome {
  const { vehicleid: _rolledBack, ...rest } = outcome;
  return rest;
}

async function logImport(tx: TransactionClient, principal: Principal, request: ImportRequest, rows: ImportRowOutcome[]): Promise<ImportOutcome> {
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
      items: {
        createMany: {
          data: rows.map((r) => ({ row_number: r.row, vehiclevin: r.vin, vehicleid: r.vehicleid ?? null, outcome: r.outcome, reason: r.reason ?? null })),
        },
      },
    },
  });
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
