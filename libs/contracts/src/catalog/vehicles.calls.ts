import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { VIN_MAX_LENGTH } from '../nhtsa.js';
import { VEHICLES_FACES } from '../call-routes/vehicles.js';
import { defineCall, idParam, listEnvelope, queryFlag, queryText } from './call.js';
import { calendarDate } from './reports.calls.js';
import { signatureDataUrl } from './accounts.calls.js';

const V = SERVICE.VEHICLES;
const { NOT_FOUND, VALIDATION, TOO_LARGE, CONFLICT, UNAVAILABLE } = ERROR_CODE;

const tpms = z.object({ make: z.string(), model: z.string(), years: z.string() });

/** The VIN decoder of the register dialog (document 1 §7.4). */
export const decodeVin = defineCall({
  ...VEHICLES_FACES.decodeVin,
  service: V,
  access: 'signed-in',
  summary: 'Decode a VIN (offline NHTSA vPIC, or the live service), with the TPMS warning and, when asked, the Conformance Plus check',
  request: z.object({
    params: z.object({ vin: z.string().trim().min(1, 'is required').max(VIN_MAX_LENGTH, `must be at most ${VIN_MAX_LENGTH} characters`) }),
    query: z.object({ recall: queryFlag, conformanceCheck: queryFlag }),
  }),
  answer: z.object({
    vin: z.string(),
    modelyear: z.union([z.number(), z.literal('UNKNOWN')]),
    make: z.string(),
    model: z.string(),
    bodyclass: z.string(),
    vehicletype: z.string(),
    errorcode: z.number(),
    errortext: z.string(),
    source: z.enum(['offline', 'vpic', 'placeholder']),
    tpms: z.array(tpms),
    conformanceCheck: z.object({ requiresConformancePlus: z.boolean() }).optional(),
  }),
  errors: [VALIDATION],
});

/**
 * What the first 10 characters of a VIN fix (document 1 §7.4 vin10): manufacturer, model year and the
 * model series, with the size and weight elements the offline vPIC data holds for that series.
 */
export const vin10Pattern = defineCall({
  ...VEHICLES_FACES.vin10Pattern,
  service: V,
  access: 'staff',
  summary: "What a VIN's first 10 characters decode to in the offline vPIC data: year, make, model, body, doors and GVWR class",
  request: z.object({ params: z.object({ vin: z.string().trim().min(1, 'is required').max(VIN_MAX_LENGTH, `must be at most ${VIN_MAX_LENGTH} characters`) }) }),
  answer: z.object({
    vin10: z.string(),
    wmi: z.string(),
    modelyear: z.number(),
    make: z.string(),
    manufacturer: z.string(),
    model: z.string().nullable(),
    series: z.string().nullable(),
    trim: z.string().nullable(),
    bodyclass: z.string().nullable(),
    vehicletype: z.string(),
    doors: z.number().nullable(),
    gvwrfrom: z.string().nullable(),
    gvwrto: z.string().nullable(),
    source: z.literal('offline'),
  }),
  errors: [NOT_FOUND, VALIDATION],
});

const modelSpan = z.array(z.string());

/** Every size and weight value vPIC gives one model in one model year, across its VIN patterns. */
export const vin10Dimensions = defineCall({
  ...VEHICLES_FACES.vin10Dimensions,
  service: V,
  access: 'staff',
  summary: 'Body classes, doors and GVWR classes of a model year, make and model in the offline vPIC data, with its WMIs and VIN patterns',
  request: z.object({
    params: z.object({
      year: z
        .string()
        .trim()
        .regex(/^\d{4}$/, 'must be a four-digit model year'),
      make: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
      model: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    }),
  }),
  answer: z.object({
    modelyear: z.number(),
    make: z.string(),
    model: z.string(),
    wmis: modelSpan,
    vds: modelSpan,
    bodyclass: modelSpan,
    doors: z.array(z.number()),
    gvwrfrom: modelSpan,
    gvwrto: modelSpan,
    source: z.literal('offline'),
  }),
  errors: [NOT_FOUND, VALIDATION],
});

const historyRow = z.object({
  id: z.number(),
  created_at: z.string(),
  target_field: z.string(),
  value: z.string().nullable(),
  old_value: z.string().nullable(),
  userid: z.number().nullable(),
  user: z.object({ userid: z.number(), name: z.string().nullable() }).nullable(),
});

/** The Dates & Activity tab (document 3 §2.2): who changed what, newest first. */
export const vehicleHistory = defineCall({
  ...VEHICLES_FACES.vehicleHistory,
  service: V,
  access: 'signed-in',
  summary: "A vehicle's change history, newest first, 25 a page",
  request: z.object({ params: z.object({ id: idParam }), query: z.object({ page: queryText, per_page: queryText }) }),
  answer: listEnvelope(historyRow),
  errors: [NOT_FOUND, VALIDATION],
});

const conformanceAnswer = z.object({ vehicle: z.record(z.string(), z.unknown()), conformance: z.record(z.string(), z.unknown()).nullable() });
const vehicleParams = z.object({ id: idParam });

/** Conformance Plus and its items (document 3 §2.3); null before an inspection starts. */
export const readConformance = defineCall({
  ...VEHICLES_FACES.readConformance,
  service: V,
  access: 'staff',
  summary: "A vehicle's Conformance Plus inspection with its items",
  request: z.object({ params: vehicleParams }),
  answer: conformanceAnswer,
  errors: [NOT_FOUND],
});

export const startConformance = defineCall({
  ...VEHICLES_FACES.startConformance,
  service: V,
  access: 'staff',
  summary: "Start a vehicle's inspection: one item per standard of its class",
  request: z.object({ params: vehicleParams }),
  answer: conformanceAnswer,
  errors: [NOT_FOUND, VALIDATION],
  status: 201,
});

export const saveConformance = defineCall({
  ...VEHICLES_FACES.saveConformance,
  service: V,
  access: 'staff',
  summary: 'Save item choices (0, 1, 2) and remedy notes',
  request: z.object({
    params: vehicleParams,
    body: z.object({
      items: z
        .array(
          z.object({
            id: z.union([z.number(), z.string()]),
            is_remediated: z.union([z.number(), z.string(), z.null()]).optional(),
            conformity_action: z.union([z.number(), z.string(), z.null()]).optional(),
            remedy_notes: z.string().max(10_000).nullable().optional(),
          }),
        )
        .max(500),
    }),
  }),
  answer: conformanceAnswer,
  errors: [NOT_FOUND, VALIDATION],
});

const imageParams = z.object({ id: idParam });

/** The largest file a vehicle accepts (a phone photo or a scanned document); a larger one is a 422 on `file`. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/**
 * Upload a photo or file onto a vehicle (multipart: `photo` or `file`, `note`, `type`, `latitude`,
 * `longitude`); `vehicleId`, a comma list, attaches the same file to several vehicles at once (a load's
 * scanned 7501, document 2 §7): all of them, the path's included, or none.
 */
export const uploadVehicleImage = defineCall({
  ...VEHICLES_FACES.uploadVehicleImage,
  service: V,
  access: 'signed-in',
  summary: 'Upload a photo or file onto a vehicle (multipart/form-data)',
  transport: 'upload',
  request: z.object({
    params: imageParams,
    body: z.object({
      keys: z.object({ orig: z.string(), thumb: z.string().nullable().optional(), large: z.string().nullable().optional() }),
      filename: z.string(),
      extension: z.string(),
      note: z.string().nullable().optional(),
      type: z.string().optional(),
      latitude: z.string().optional(),
      longitude: z.string().optional(),
      vehicleId: z.string().max(10_000, 'lists too many vehicles').optional(),
    }),
  }),
  answer: z.record(z.string(), z.unknown()),
  errors: [NOT_FOUND, VALIDATION, TOO_LARGE],
  status: 201,
});

/** Every file of a vehicle that is not deleted, as one zip. */
export const downloadVehicleImages = defineCall({
  ...VEHICLES_FACES.downloadVehicleImages,
  service: V,
  access: 'signed-in',
  summary: "Download all of a vehicle's files as one zip",
  transport: 'download',
  request: z.object({ params: imageParams }),
  answer: z.object({ vehiclevin: z.string(), files: z.array(z.object({ key: z.string(), filename: z.string(), pwimageid: z.number() })) }),
  errors: [NOT_FOUND],
});

/** One image's bytes (`?size=thumb|large`). */
export const downloadVehicleImage = defineCall({
  ...VEHICLES_FACES.downloadVehicleImage,
  service: V,
  access: 'signed-in',
  summary: "One of a vehicle's images or files (?size=thumb|large)",
  transport: 'download',
  request: z.object({ params: z.object({ id: idParam, imageId: idParam }), query: z.object({ size: z.enum(['thumb', 'large', 'orig']).optional() }) }),
  answer: z.object({ key: z.string(), filename: z.string(), extension: z.string() }),
  errors: [NOT_FOUND, VALIDATION],
});

/** Deleting keeps the image, marked deleted (restorable by staff); client users delete the photos of their own vehicles. */
export const deleteVehicleImage = defineCall({
  ...VEHICLES_FACES.deleteVehicleImage,
  service: V,
  access: 'signed-in',
  summary: "Mark a vehicle image deleted (it can be restored); a client user only its own vehicles' photos",
  request: z.object({ params: z.object({ id: idParam }) }),
  answer: z.record(z.string(), z.unknown()),
  errors: [NOT_FOUND],
});

const loadVehicleParams = z.object({ id: idParam, vehicleId: idParam });
const loadVehicleAnswer = z.object({ vehicleid: z.number(), client_load_id: z.number().nullable() });

/** A vehicle joins a load only while it has none (document 2 §4); the link is the vehicle's own field. */
export const addVehicleToLoad = defineCall({
  ...VEHICLES_FACES.addVehicleToLoad,
  service: V,
  access: 'signed-in',
  summary: 'Add a vehicle that has no load to a load',
  request: z.object({ params: loadVehicleParams }),
  answer: loadVehicleAnswer,
  errors: [NOT_FOUND, VALIDATION, CONFLICT],
});

/** A vehicle leaves its load, unless the load (or the vehicle) was already sent to the bay. */
export const removeVehicleFromLoad = defineCall({
  ...VEHICLES_FACES.removeVehicleFromLoad,
  service: V,
  access: 'signed-in',
  summary: 'Remove a vehicle from its load',
  request: z.object({ params: loadVehicleParams }),
  answer: loadVehicleAnswer,
  errors: [NOT_FOUND, CONFLICT],
});

const blackbookAnswer = z.object({
  vin: z.string(),
  model_year: z.number().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  series: z.string().nullable(),
  class_name: z.string().nullable(),
  gvw: z.number().nullable(),
  uvc: z.string().nullable(),
});

/** SOC Refresh Blackbook: every vehicle of a load gets its Blackbook info again (staff). */
export const refreshLoadBlackbook = defineCall({
  ...VEHICLES_FACES.refreshLoadBlackbook,
  service: V,
  access: 'staff',
  summary: 'Refresh the Blackbook info of every vehicle of a load; answers what was found and what was not',
  request: z.object({ params: z.object({ id: idParam }) }),
  answer: z.object({ refreshed: z.number(), missing: z.array(z.string()) }),
  errors: [NOT_FOUND, UNAVAILABLE],
});

/** Decode one VIN with Blackbook (document 3 §7). */
export const decodeBlackbook = defineCall({
  ...VEHICLES_FACES.decodeBlackbook,
  service: V,
  access: 'signed-in',
  summary: 'Decode a VIN with Blackbook',
  request: z.object({ params: z.object({ vin: z.string().trim().min(1, 'is required').max(VIN_MAX_LENGTH, `must be at most ${VIN_MAX_LENGTH} characters`) }) }),
  answer: blackbookAnswer,
  errors: [NOT_FOUND, VALIDATION, UNAVAILABLE],
});

const ivrDay = calendarDate.nullable().optional();

/**
 * Update IVR (document 3 §2.8, §7): the dates and the conformance of the vehicle's IVR, each field left out
 * (or null) for "Don't Change". The photo dates move the first entry or exit photo; the conformance fields
 * apply to the inspection and every one of its items.
 */
export const updateIvr = defineCall({
  ...VEHICLES_FACES.updateIvr,
  service: V,
  access: 'staff',
  summary: "Change a vehicle's IVR: entry and exit photo dates, conformance user, action and date, physical possession date",
  request: z.object({
    params: z.object({ vehicleid: idParam }),
    body: z.object({
      changeEntryPhoto: ivrDay,
      changeConformanceUser: z.number({ message: 'must be a user id' }).int().positive('must be a user id').nullable().optional(),
      changeConformanceAction: z.number({ message: 'must be 0, 1 or 2' }).int().min(0, 'must be 0, 1 or 2').max(2, 'must be 0, 1 or 2').nullable().optional(),
      changeConformanceDate: ivrDay,
      changePhysicalPossession: ivrDay,
      changeExitPhotoDate: ivrDay,
    }),
  }),
  answer: z.object({ vehicleid: z.number(), changed: z.array(z.string()) }),
  errors: [NOT_FOUND, VALIDATION],
});

/**
 * The physical inspection's signature (document 3 §2.4, §7), drawn on the photo screen's signature pad:
 * it replaces any earlier one and is printed on form 1. Client users sign their own clients' vehicles.
 */
export const signPhysicalInspection = defineCall({
  ...VEHICLES_FACES.signPhysicalInspection,
  service: V,
  access: 'signed-in',
  summary: "Saves a vehicle's physical inspection signature (a data URL from the signature pad), replacing an earlier one",
  request: z.object({ params: vehicleParams, body: z.object({ photo: signatureDataUrl }) }),
  answer: z.object({ success: z.literal(true), vehicleid: z.number(), document_type: z.literal('physicalInspection'), created_at: z.string() }),
  errors: [NOT_FOUND, VALIDATION],
});

export const VEHICLES_CALLS = [
  decodeVin,
  vin10Pattern,
  vin10Dimensions,
  vehicleHistory,
  readConformance,
  startConformance,
  saveConformance,
  uploadVehicleImage,
  downloadVehicleImages,
  downloadVehicleImage,
  deleteVehicleImage,
  addVehicleToLoad,
  removeVehicleFromLoad,
  refreshLoadBlackbook,
  decodeBlackbook,
  updateIvr,
  signPhysicalInspection,
] as const;
