import { IMAGE_TYPE, hasControlCharacters, withoutControlCharacters } from '@portal/contracts';
import { NotFoundError, ValidationError } from '@portal/server-kit';

/** What the exit photo screen learns of a vehicle, and no more (document 3 §2.9): it is public. */
export interface ExitPhotoVehicle {
  vin: string;
  modelyear: number | null;
  make: string | null;
  model: string | null;
}

interface ExitPhotoDb {
  vehicle: {
    findFirst(
      args: object,
    ): Promise<{ vehicleid: number; vehiclevin: string; yr: number | null; modelyear: number | null; make: string | null; model: string | null } | null>;
  };
  vehicleImage: { create(args: object): Promise<{ pwimageid: number }> };
}

/**
 * The vehicle a VIN names for the exit photo: the newest registration of that VIN that is not cancelled
 * (a VIN registered twice on purpose leaves the yard once, as its latest registration). None is a 404,
 * which the screen shows as "Invalid VIN".
 */
async function exitPhotoVehicle(db: ExitPhotoDb, rawVin: string) {
  const vin = rawVin.trim().toUpperCase();
  const vehicle = await db.vehicle.findFirst({
    where: { vehiclevin: vin, cancelled: { not: 1 } },
    orderBy: { vehicleid: 'desc' },
    select: { vehicleid: true, vehiclevin: true, yr: true, modelyear: true, make: true, model: true },
  });
  if (!vehicle) throw new NotFoundError('Invalid VIN');
  return vehicle;
}

/** GET api/exitPhoto/{vin}: only vin, model year, make and model. */
export async function lookupExitPhotoVehicle(db: ExitPhotoDb, vin: string): Promise<ExitPhotoVehicle> {
  const vehicle = await exitPhotoVehicle(db, vin);
  return { vin: vehicle.vehiclevin, modelyear: vehicle.yr ?? vehicle.modelyear ?? null, make: vehicle.make ?? null, model: vehicle.model ?? null };
}

export interface StoredExitPhoto {
  keys: { orig: string; thumb: string; large: string };
  filename: string;
  extension: string;
  /** The RI location of the screen's address, kept as the image's note. */
  note?: string;
}

/**
 * POST api/exitPhoto/{vin}: records the image the gateway stored as the vehicle's Exit Photo (type 12),
 * with no uploader (nobody is signed in) and the location as its note. Answers the VIN only.
 */
export async function registerExitPhoto(db: ExitPhotoDb, vin: string, upload: StoredExitPhoto): Promise<{ vin: string }> {
  const vehicle = await exitPhotoVehicle(db, vin);
  if (typeof upload.note === 'string' && hasControlCharacters(upload.note)) throw ValidationError.field('note', 'must not contain control characters');
  const note = upload.note?.trim() ? upload.note.trim() : null;
  await db.vehicleImage.create({
    data: {
      vehicleid: vehicle.vehicleid,
      imagetype: IMAGE_TYPE.EXIT_PHOTO,
      imagename: withoutControlCharacters(upload.filename).slice(0, 255),
      imageextension: upload.extension.slice(0, 16),
      docnote: note,
      cloud_url_orig: upload.keys.orig,
      cloud_url_thumb: upload.keys.thumb,
      cloud_url_large: upload.keys.large,
      userid: null,
    },
  });
  return { vin: vehicle.vehiclevin };
}
