import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { VEHICLES_FACES } from '../call-routes/vehicles.js';
import { defineCall } from './call.js';

const V = SERVICE.VEHICLES;
const { VALIDATION, TOO_MANY_REQUESTS, TOO_LARGE } = ERROR_CODE;

/** The most VINs one check takes: a day's auction sheet, decoded offline in a few seconds. */
export const MAX_CHECKED_VINS = 1000;

const checkedVins = z.object({
  body: z.object({
    vins: z
      .array(z.string().max(40, 'a VIN is at most 17 characters'))
      .min(1, 'no VIN was given: paste VINs or upload a file with a VIN column')
      .max(MAX_CHECKED_VINS, `at most ${MAX_CHECKED_VINS.toLocaleString('en-US')} VINs at a time`),
  }),
});

/** A TPMS check result (document 3 §3): the VIN, whether its check digit holds, and the two checks in words. */
export const vehicleCheckRow = z.object({ vin: z.string(), validVin: z.boolean(), tpmsCheck: z.string(), gstCheck: z.string() });

/**
 * /NonCompliantVehicleCheck (document 3 §2.6, §7): anyone may check pasted VINs or a file's VIN column
 * for a possible tyre-pressure monitor issue and the import duty of the country it was built in. The
 * gateway reads the file or the text (and counts the request against the public limits).
 */
export const checkVehicleVins = defineCall({
  ...VEHICLES_FACES.checkVins,
  service: V,
  access: 'public',
  transport: 'upload',
  summary: 'Check VINs (multipart file with a VIN column, or field text) for TPMS and duty; answers one row per VIN',
  request: checkedVins,
  answer: z.array(vehicleCheckRow),
  errors: [VALIDATION, TOO_LARGE, TOO_MANY_REQUESTS],
});

/** The same check answered as a workbook (VehicleCheck.xlsx), the file the person uploaded annotated. */
export const checkVehicleVinsFile = defineCall({
  ...VEHICLES_FACES.checkVinsFile,
  service: V,
  access: 'public',
  transport: 'upload',
  summary: 'Check VINs as tpmsVehicleCheck does; answers VehicleCheck.xlsx with a row per VIN',
  request: checkedVins,
  answer: z.array(vehicleCheckRow),
  errors: [VALIDATION, TOO_LARGE, TOO_MANY_REQUESTS],
});

export const VEHICLE_CHECK_CALLS = [checkVehicleVins, checkVehicleVinsFile] as const;
