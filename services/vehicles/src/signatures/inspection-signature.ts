import { randomBytes } from 'node:crypto';
import type { Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { dataUrlImage, ValidationError, type StoragePort } from '@portal/server-kit';
import { assertVehicleVisible, vehicleIdOf } from '../vehicles/vehicle-access.js';

export const INSPECTION_SIGNATURE_STORAGE = Symbol('INSPECTION_SIGNATURE_STORAGE');

/** The document a vehicle's physical inspection signature belongs to (document_signatures.document_type). */
export const PHYSICAL_INSPECTION = 'physicalInspection' as const;

/**
 * Where a vehicle's inspection signature is kept: a key of its own per signature, so a form printed
 * while a new one is saved reads one whole image, and databases sharing a storage never meet.
 */
export function inspectionSignatureKey(vehicleid: number, extension: string, unique = `${Date.now()}-${randomBytes(4).toString('hex')}`): string {
  return `signatures/vehicles/${vehicleid}/physical-inspection-${unique}.${extension}`;
}

type SignatureDb = Pick<PrismaClient, 'vehicle' | 'documentSignature' | '$transaction'>;

/**
 * Saves the physical inspection signature of a vehicle (document 3 §2.4, §7): the image goes to file
 * storage, and one document_signatures row of type physicalInspection points at it, replacing any
 * earlier row, so form 1 prints the latest. The vehicle must be one the caller may see (another
 * client's vehicle is a 404), and the data URL a PNG or JPEG whose bytes are that image (else 422).
 */
export async function signPhysicalInspection(db: SignatureDb, storage: StoragePort, principal: Principal, rawId: unknown, photo: string) {
  const vehicleid = vehicleIdOf(rawId);
  await assertVehicleVisible(db, principal, vehicleid);
  const image = dataUrlImage(photo);
  if (!image) throw ValidationError.field('photo', 'must be a PNG or JPEG image as a data URL');
  const key = inspectionSignatureKey(vehicleid, image.extension);
  await storage.put(key, image.bytes, image.type);
  const where = { vehicleid, document_type: PHYSICAL_INSPECTION };
  const { row, earlier } = await db.$transaction(async (tx) => {
    const earlier = await tx.documentSignature.findMany({ where, select: { url: true } });
    await tx.documentSignature.deleteMany({ where });
    const row = await tx.documentSignature.create({ data: { ...where, url: key, userid: principal.userid }, select: { created_at: true } });
    return { row, earlier };
  });
  // The earlier signature's file is one no row points at any more.
  for (const url of new Set(earlier.map((e) => e.url))) if (url !== key) await storage.delete(url).catch(() => undefined);
  return { success: true as const, vehicleid, document_type: PHYSICAL_INSPECTION, created_at: row.created_at.toISOString() };
}
