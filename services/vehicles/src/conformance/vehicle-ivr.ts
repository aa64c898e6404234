import { IMAGE_TYPE, ROLE, isStaff, type CallMessage, type Principal, type updateIvr } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { FieldErrorCollector, ForbiddenError, zonedWallClockToUtc, type ResourceEngine, type TransactionClient } from '@portal/server-kit';
import { assertVehicleVisible, vehicleIdOf } from '../vehicles/vehicle-access.js';

type IvrChanges = CallMessage<typeof updateIvr>['body'];

/**
 * A day chosen for a stamp (a photo's upload, an inspection's completion) is kept at noon in Indianapolis,
 * the business's time (document 3 §9), so it reads as that day wherever it is shown.
 */
export function ivrStamp(day: string): Date {
  return zonedWallClockToUtc(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)), 12, 0, 0, 0);
}

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** The vehicle's first photo of a type (the one the IVR shows), not deleted. */
function firstPhoto(db: PrismaClient | TransactionClient, vehicleid: number, imagetype: number) {
  return (db as PrismaClient).vehicleImage.findFirst({
    where: { vehicleid, imagetype, deleted: 0 },
    orderBy: [{ dateuploaded: 'asc' }, { pwimageid: 'asc' }],
    select: { pwimageid: true },
  });
}

/**
 * Update IVR (document 3 §2.8, §7), staff only: each field given changes the IVR, a field left out or null
 * is "Don't Change". Every change is checked first and all are made together or none: the entry and exit
 * photo dates move the vehicle's first photo of that type; the conformance user, action and date go to
 * the inspection and every one of its items; the physical possession date is the vehicle's
 * `confirmedladeddate`, saved through the vehicle's own update (its rules and its history).
 */
export async function applyIvrChanges(prisma: PrismaClient, engine: ResourceEngine, principal: Principal, rawId: unknown, changes: IvrChanges) {
  if (!isStaff(principal)) throw new ForbiddenError('Only staff change an IVR');
  const vehicleid = vehicleIdOf(rawId);
  await assertVehicleVisible(prisma, principal, vehicleid);

  const errors = new FieldErrorCollector();
  const entry = given(changes.changeEntryPhoto) ? await firstPhoto(prisma, vehicleid, IMAGE_TYPE.ENTRY_PHOTO) : null;
  if (given(changes.changeEntryPhoto) && !entry) errors.add('changeEntryPhoto', 'this vehicle has no entry photo');
  const exit = given(changes.changeExitPhotoDate) ? await firstPhoto(prisma, vehicleid, IMAGE_TYPE.EXIT_PHOTO) : null;
  if (given(changes.changeExitPhotoDate) && !exit) errors.add('changeExitPhotoDate', 'this vehicle has no exit photo');
  const conformanceFields = (['changeConformanceUser', 'changeConformanceAction', 'changeConformanceDate'] as const).filter((f) => given(changes[f]));
  const plus = conformanceFields.length ? await prisma.vehicleConformancePlus.findUnique({ where: { vehicleid }, select: { id: true } }) : null;
  if (conformanceFields.length && !plus) for (const field of conformanceFields) errors.add(field, 'this vehicle has no conformance inspection');
  if (given(changes.changeConformanceUser)) {
    const user = await prisma.webUser.findUnique({ where: { userid: changes.changeConformanceUser }, select: { roleid: true } });
    if (user?.roleid !== ROLE.ADMIN) errors.add('changeConformanceUser', 'must be a staff user');
  }
  errors.throwIfAny();

  const changed: string[] = [];
  await prisma.$transaction(async (tx) => {
    if (entry && given(changes.changeEntryPhoto)) {
      await tx.vehicleImage.update({ where: { pwimageid: entry.pwimageid }, data: { dateuploaded: ivrStamp(changes.changeEntryPhoto) } });
      changed.push('changeEntryPhoto');
    }
    if (exit && given(changes.changeExitPhotoDate)) {
      await tx.vehicleImage.update({ where: { pwimageid: exit.pwimageid }, data: { dateuploaded: ivrStamp(changes.changeExitPhotoDate) } });
      changed.push('changeExitPhotoDate');
    }
    if (plus) {
      const data = {
        ...(given(changes.changeConformanceUser) ? { completed_by: changes.changeConformanceUser } : {}),
        ...(given(changes.changeConformanceDate) ? { completed_date: ivrStamp(changes.changeConformanceDate) } : {}),
      };
      if (Object.keys(data).length) await tx.vehicleConformancePlus.update({ where: { id: plus.id }, data });
      const itemData = { ...data, ...(given(changes.changeConformanceAction) ? { is_remediated: changes.changeConformanceAction } : {}) };
      await tx.vehicleConformanceItem.updateMany({ where: { vehicle_conformance_plus_id: plus.id }, data: itemData });
      changed.push(...conformanceFields);
    }
    if (given(changes.changePhysicalPossession)) {
      await engine.update(principal, 'vehicles', String(vehicleid), { confirmedladeddate: changes.changePhysicalPossession }, tx as TransactionClient);
      changed.push('changePhysicalPossession');
    }
  });
  return { vehicleid, changed };
}
