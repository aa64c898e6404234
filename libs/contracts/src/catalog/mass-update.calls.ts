import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { VEHICLES_FACES } from '../call-routes/vehicles.js';
import { defineCall } from './call.js';
import { MASS_UPDATE_MAX_VEHICLES } from '../constants/mass-update.js';
import { sheetRows } from './imports.calls.js';

const value = z.union([z.string().max(255), z.number(), z.null()]);

/** One vehicle's outcome: written whole with its note, or not at all and why. */
export const massUpdateResult = z.object({
  vehicleid: z.number(),
  vin: z.string(),
  updated: z.boolean(),
  /** "{vin}: updated" or "{vin}: {error}" (document 2 §8). */
  message: z.string(),
  error: z.string().optional(),
});

export type MassUpdateResult = z.output<typeof massUpdateResult>;

/** Mass update (document 2 §2, §7): the same changes (and note) applied to each vehicle on its own. */
export const massUpdateVehicles = defineCall({
  ...VEHICLES_FACES.massUpdateVehicles,
  service: SERVICE.VEHICLES,
  access: 'staff',
  summary: 'Apply the same changes and note to several vehicles, each vehicle all or nothing, with history',
  request: z.object({
    body: z.object({
      vehicleids: z
        .array(z.number().int().positive())
        .min(1, 'choose at least one vehicle')
        .max(MASS_UPDATE_MAX_VEHICLES, `at most ${MASS_UPDATE_MAX_VEHICLES} vehicles at a time`),
      changes: z.record(z.string(), value).default({}),
      note: z.string().max(10_000).nullable().optional(),
    }),
  }),
  answer: z.object({ results: z.array(massUpdateResult) }),
  errors: [ERROR_CODE.VALIDATION],
});

/** A bond release result row (document 3 §3): the VIN, the date read for it, and whether the vehicle took it or why not. */
export const bondReleaseResult = z.object({ vin: z.string(), releaseDate: z.string().nullable(), updated: z.boolean(), error: z.string() });

/**
 * Bond Release Mass Update (document 3 §2.10, §7): a sheet of VINs and bond release dates; each
 * vehicle with exactly one match takes its date through the vehicle rules. Staff only.
 */
export const applyBondReleases = defineCall({
  ...VEHICLES_FACES.applyBondReleases,
  service: SERVICE.VEHICLES,
  access: 'staff',
  transport: 'upload',
  summary: 'Set the bond release date of each VIN of an uploaded sheet (multipart field file: csv or xlsx with VIN and release date columns)',
  request: z.object({ body: z.object({ filename: z.string().max(255), rows: sheetRows }) }),
  answer: z.object({ url: z.string().nullable(), results: z.array(bondReleaseResult) }),
  errors: [ERROR_CODE.VALIDATION, ERROR_CODE.TOO_LARGE],
});

export const MASS_UPDATE_CALLS = [massUpdateVehicles, applyBondReleases] as const;
