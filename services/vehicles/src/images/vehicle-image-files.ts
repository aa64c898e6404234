import { IMAGE_TYPE, MAX_RECORD_ID, hasControlCharacters, isStaff, withoutControlCharacters, type Principal } from '@portal/contracts';
import { ForbiddenError, NotFoundError, ValidationError, type ResourceEngine } from '@portal/server-kit';
import { assertVehicleVisible, vehicleIdOf } from '../vehicles/vehicle-access.js';

/** What the gateway stored for one upload: keys in the storage, never bytes. */
export interface StoredUpload {
  vehicleid: unknown;
  keys: { orig: string; thumb?: string | null; large?: string | null };
  filename: string;
  extension: string;
  note?: string | null;
  type?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  /** Several vehicles for the same file (a load's scanned 7501): a comma list of vehicle ids. */
  vehicleId?: unknown;
}

/** Most vehicles one upload attaches to: a load's vehicles (a load's relation lists up to 1000). */
export const MAX_UPLOAD_VEHICLES = 1000;

export type ImageSize = 'orig' | 'thumb' | 'large';

interface ImagesDb {
  vehicle: {
    count(args: object): Promise<number>;
    findUniqueOrThrow(args: object): Promise<{ vehiclevin: string; client?: { is_ri: number | null } | null }>;
  };
  vehicleImage: {
    createManyAndReturn(args: object): Promise<{ pwimageid: number; vehicleid: number }[]>;
    update(args: object): Promise<unknown>;
    findMany(args: object): Promise<{ pwimageid: number; cloud_url_orig: string | null; imagename: string | null }[]>;
    findFirst(args: object): Promise<{
      cloud_url_orig: string | null;
      cloud_url_thumb: string | null;
      cloud_url_large: string | null;
      imagename: string | null;
      imageextension: string | null;
    } | null>;
  };
  vehicleImageType: { count(args: object): Promise<number> };
}

/** A position the browser gave, or none; a latitude past ±90 or a longitude past ±180 is no place on earth. */
function optionalNumber(value: unknown, field: string, limit: number): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n)) throw ValidationError.field(field, 'must be a number');
  if (Math.abs(n) > limit) throw ValidationError.field(field, `must be between -${limit} and ${limit}`);
  return n;
}

/**
 * An odometer photo (type 8) "might be in KM" (document 3 §2.4) when the vehicle is a registered
 * import's (its client `is_ri` 1): those vehicles come from Canada, whose odometers read kilometres.
 */
async function odometerMightBeKm(db: ImagesDb, vehicleid: number): Promise<boolean> {
  const vehicle = await db.vehicle.findUniqueOrThrow({ where: { vehicleid }, select: { vehiclevin: true, client: { select: { is_ri: true } } } });
  return vehicle.client?.is_ri === 1;
}

/**
 * The vehicles an upload goes onto: the path's, and those of `vehicleId` when given (the path's vehicle
 * among them or not), each once. Every one must be a vehicle the caller sees, or nothing is attached.
 */
async function uploadTargets(db: ImagesDb, principal: Principal, upload: StoredUpload): Promise<number[]> {
  const vehicleid = vehicleIdOf(upload.vehicleid);
  const listed = upload.vehicleId === undefined || upload.vehicleId === null || upload.vehicleId === '' ? [] : String(upload.vehicleId).split(',');
  const ids = [vehicleid];
  for (const part of listed) {
    const id = Number(part.trim());
    if (!/^\d+$/.test(part.trim()) || !Number.isSafeInteger(id) || id <= 0 || id > MAX_RECORD_ID)
      throw ValidationError.field('vehicleId', 'must be a comma list of vehicle ids');
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > MAX_UPLOAD_VEHICLES) throw ValidationError.field('vehicleId', `lists more than ${MAX_UPLOAD_VEHICLES} vehicles`);
  const where = isStaff(principal) ? { vehicleid: { in: ids } } : { vehicleid: { in: ids }, clientid: { in: principal.clientIds } };
  // Another client's vehicle among them looks like one that does not exist.
  if ((await db.vehicle.count({ where })) !== ids.length)
    throw new NotFoundError(ids.length === 1 ? `vehicle ${vehicleid} not found` : 'a listed vehicle was not found');
  return ids;
}

/** Records an upload the gateway has stored, once the caller is known to see every vehicle it goes onto. */
export async function registerUpload(db: ImagesDb, engine: ResourceEngine, principal: Principal, upload: StoredUpload) {
  const [vehicleid, ...others] = await uploadTargets(db, principal, upload);
  // A file upload is type 0 (document 3 §7); a photo names its type.
  const imagetype = upload.type === undefined || upload.type === null || upload.type === '' ? 0 : Number(upload.type);
  const knownType = Number.isInteger(imagetype) && imagetype >= 0 && imagetype <= MAX_RECORD_ID;
  if (!knownType || (await db.vehicleImageType.count({ where: { id: imagetype } })) === 0) throw ValidationError.field('type', 'is not a known image type');
  if (typeof upload.note === 'string' && hasControlCharacters(upload.note)) throw ValidationError.field('note', 'must not contain control characters');
  const note = typeof upload.note === 'string' && upload.note.trim() !== '' ? upload.note.trim().slice(0, 500) : null;
  const mightHasKm = imagetype === IMAGE_TYPE.ODOMETER && (await odometerMightBeKm(db, vehicleid));
  const record = (target: number) => ({
    vehicleid: target,
    imagetype,
    // The sender's name for the file, shown and offered on download: never a control character in it.
    imagename: withoutControlCharacters(upload.filename).slice(0, 255),
    imageextension: upload.extension.slice(0, 16),
    docnote: note,
    cloud_url_orig: upload.keys.orig,
    cloud_url_thumb: upload.keys.thumb ?? null,
    cloud_url_large: upload.keys.large ?? null,
    userid: principal.userid,
    latitude: optionalNumber(upload.latitude, 'latitude', 90),
    longitude: optionalNumber(upload.longitude, 'longitude', 180),
    mightHasKm,
  });
  // The same stored file, one record per vehicle (each vehicle lists, shows and deletes its own), in one statement.
  const rows = await db.vehicleImage.createManyAndReturn({ data: [vehicleid, ...others].map(record), select: { pwimageid: true, vehicleid: true } });
  const row = rows.find((r) => r.vehicleid === vehicleid)!;
  return engine.read(principal, 'vehicle_images', String(row.pwimageid), { 'with[]': ['type', 'uploaded_by'] });
}

/** Where an image's bytes are, for a caller who may see its vehicle; a missing size falls back to the original. */
export async function locateImage(db: ImagesDb, principal: Principal, rawVehicleId: unknown, rawImageId: unknown, size: ImageSize) {
  const vehicleid = vehicleIdOf(rawVehicleId);
  await assertVehicleVisible(db, principal, vehicleid);
  const pwimageid = Number(rawImageId);
  const image = Number.isInteger(pwimageid) && pwimageid > 0 ? await db.vehicleImage.findFirst({ where: { pwimageid, vehicleid } }) : null;
  if (!image || !image.cloud_url_orig) throw new NotFoundError(`image ${String(rawImageId)} not found`);
  const key = (size === 'thumb' ? image.cloud_url_thumb : size === 'large' ? image.cloud_url_large : null) ?? image.cloud_url_orig;
  return { key, filename: image.imagename ?? `image-${pwimageid}`, extension: image.imageextension ?? '' };
}

/** The stored originals of a vehicle's images that are not deleted, for the "download all" archive. */
export async function locateAllImages(db: ImagesDb, principal: Principal, rawVehicleId: unknown) {
  const vehicleid = vehicleIdOf(rawVehicleId);
  await assertVehicleVisible(db, principal, vehicleid);
  const vehicle = await db.vehicle.findUniqueOrThrow({ where: { vehicleid }, select: { vehiclevin: true } });
  const images = await db.vehicleImage.findMany({ where: { vehicleid, deleted: 0, cloud_url_orig: { not: null } }, orderBy: { pwimageid: 'asc' } });
  return {
    vehiclevin: vehicle.vehiclevin,
    files: images.map((image) => ({
      key: image.cloud_url_orig as string,
      filename: image.imagename ?? `image-${image.pwimageid}`,
      pwimageid: image.pwimageid,
    })),
  };
}

/**
 * Deleting an image keeps it (deleted = 1), so it can be viewed and restored (document 3 §2.2). Staff
 * delete anything; a client user deletes the photos (not the files, type 0) of its own vehicles, from
 * the photo screen's cards (document 3 §2.4). Restoring stays staff work.
 */
export async function softDeleteImage(engine: ResourceEngine, principal: Principal, id: unknown, db?: Pick<ImagesDb, 'vehicleImage'>) {
  if (isStaff(principal)) return engine.update(principal, 'vehicle_images', String(id), { deleted: 1 });
  // Read through the engine: another client's image is a 404, as if it did not exist.
  const image = (await engine.read(principal, 'vehicle_images', String(id), {})) as { pwimageid: number; imagetype: number; deleted: number };
  if (image.imagetype === IMAGE_TYPE.FILE) throw new ForbiddenError('Only staff delete files');
  if (!db) throw new ForbiddenError('Only staff delete images');
  if (image.deleted !== 1) await db.vehicleImage.update({ where: { pwimageid: image.pwimageid }, data: { deleted: 1 } });
  return engine.read(principal, 'vehicle_images', String(image.pwimageid), {});
}
