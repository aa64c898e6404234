import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { VIN_LENGTH } from '../constants/index.js';
import { VEHICLES_FACES } from '../call-routes/vehicles.js';
import { defineCall } from './call.js';

const V = SERVICE.VEHICLES;
const { NOT_FOUND, VALIDATION, TOO_LARGE, TOO_MANY_REQUESTS } = ERROR_CODE;

/** A whole VIN in the path: the exit photo screen sends none shorter (document 3 §5). */
const exitPhotoVin = z.object({
  vin: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]+$/, 'must be letters and digits only')
    .length(VIN_LENGTH, `must be ${VIN_LENGTH} characters`),
});

/** All that anyone without a sign-in learns of a registered vehicle: enough to see it is the right one. */
export const exitPhotoVehicle = z
  .object({ vin: z.string(), modelyear: z.number().nullable(), make: z.string().nullable(), model: z.string().nullable() })
  .strict();

/**
 * /exitPhoto/{riLocation} (document 3 §2.9, §7): a person at the yard types or scans a VIN and sees
 * whether the register has it. Public, so the gateway counts it against the public limits.
 */
export const lookupExitPhoto = defineCall({
  ...VEHICLES_FACES.lookupExitPhoto,
  service: V,
  access: 'public',
  edgeHandler: true,
  summary: 'The vehicle of a VIN for the exit photo: only vin, model year, make and model',
  request: z.object({ params: exitPhotoVin }),
  answer: exitPhotoVehicle,
  errors: [NOT_FOUND, VALIDATION, TOO_MANY_REQUESTS],
});

/**
 * The exit photo itself (multipart `photo`, `vin`, `note` (the location of the route), `type`): an image
 * only, stored as the vehicle's Exit Photo. The answer's `cloud_url_thumb` is the stored thumbnail as a
 * data URL, so the screen shows it without a sign-in.
 */
export const uploadExitPhoto = defineCall({
  ...VEHICLES_FACES.uploadExitPhoto,
  service: V,
  access: 'public',
  transport: 'upload',
  summary: 'Upload the exit photo of a vehicle by VIN (multipart/form-data, an image only)',
  request: z.object({
    params: exitPhotoVin,
    body: z.object({
      keys: z.object({ orig: z.string(), thumb: z.string(), large: z.string() }),
      filename: z.string(),
      extension: z.string(),
      note: z.string().max(255, 'must be at most 255 characters').optional(),
    }),
  }),
  answer: z.object({ vin: z.string(), cloud_url_thumb: z.string() }).strict(),
  errors: [NOT_FOUND, VALIDATION, TOO_LARGE, TOO_MANY_REQUESTS],
  status: 201,
});

export const EXIT_PHOTO_CALLS = [lookupExitPhoto, uploadExitPhoto] as const;
