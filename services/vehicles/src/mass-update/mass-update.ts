import { MASS_UPDATE_FIELDS, isStaff, type MassUpdateResult, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { DomainError, ForbiddenError, ValidationError, translatePrismaError, type ResourceEngine, type TransactionClient } from '@portal/server-kit';

export interface MassUpdateRequest {
  vehicleids: number[];
  changes: Record<string, string | number | null>;
  note?: string | null;
}

const ALLOWED = new Set<string>(MASS_UPDATE_FIELDS);

/** The apply button's rule (document 2 §5): nothing to do without an auction or a date. */
export function checkChanges(changes: Record<string, unknown>): void {
  const unknown = Object.keys(changes).filter((field) => !ALLOWED.has(field));
  if (unknown.length) throw new ValidationError(Object.fromEntries(unknown.map((field) => [field, ['is not a field Mass Update changes']])));
  if (Object.keys(changes).length === 0) throw ValidationError.field('changes', 'choose at least one update');
}

/** A blank or whitespace note adds no note (document 2 §5). */
export function noteText(note: string | null | undefined): string | null {
  const text = (note ?? '').trim();
  return text === '' ? null : text;
}

/**
 * Applies the same changes to each vehicle, each in a transaction of its own with its note and history:
 * a vehicle is written whole or not at all, and one vehicle's refusal never stops the others. The
 * update runs through the resource engine, so the vehicle rules (required fields, cancelling, DOT dates,
 * units) and the history are exactly those of the vehicle page. A vehicle the caller may not see is
 * "not found", like one that does not exist.
 */
export async function applyMassUpdate(
  prisma: PrismaClient,
  engine: ResourceEngine,
  principal: Principal,
  request: MassUpdateRequest,
): Promise<MassUpdateResult[]> {
  if (!isStaff(principal)) throw new ForbiddenError('Mass Update is for staff only');
  checkChanges(request.changes);
  const note = noteText(request.note);
  const ids = [...new Set(request.vehicleids)];
  const vins = new Map(
    (await prisma.vehicle.findMany({ where: { vehicleid: { in: ids } }, select: { vehicleid: true, vehiclevin: true } })).map((v) => [
      v.vehicleid,
      v.vehiclevin,
    ]),
  );
  const results: MassUpdateResult[] = [];
  for (const vehicleid of ids) {
    const vin = vins.get(vehicleid) ?? String(vehicleid);
    try {
      await prisma.$transaction(async (tx) => {
        await engine.update(principal, 'vehicles', String(vehicleid), request.changes, tx as TransactionClient);
        if (note)
          await tx.vehicleNote.create({ data: { vehicleid, note, notedate: new Date(), userid: principal.userid, roleid: principal.roleid, complete: false } });
      });
      results.push({ vehicleid, vin, updated: true, message: `${vin}: updated` });
    } catch (error) {
      const reason = reasonOf(error);
      results.push({ vehicleid, vin, updated: false, error: reason, message: `${vin}: ${reason}` });
    }
  }
  return results;
}

/** The refusal as one line: its message and each field's reasons. */
export function reasonOf(raw: unknown): string {
  const error = raw instanceof DomainError ? raw : translatePrismaError(raw);
  if (!(error instanceof DomainError)) return 'could not be saved, try again';
  const fields = Object.entries(error.errors ?? {}).map(([field, reasons]) => `${field}: ${reasons.join(', ')}`);
  return fields.length && !fields.some((f) => error.message.includes(f)) ? `${error.message} (${fields.join('; ')})` : error.message;
}
