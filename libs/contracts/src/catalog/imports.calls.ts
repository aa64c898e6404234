import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { VEHICLES_FACES } from '../call-routes/vehicles.js';
import { defineCall, idParam, jobIdParam, jobStatusAnswer } from './call.js';

const V = SERVICE.VEHICLES;
const { NOT_FOUND, VALIDATION, CONFLICT, TOO_LARGE } = ERROR_CODE;

/** The most rows one import reads (a header row beside them). */
export const MAX_IMPORT_FILE_ROWS = 10_001;
/** The most columns it keeps of each row. */
export const MAX_IMPORT_COLUMNS = 50;

const cell = z.string().max(1000);
/** A spreadsheet's rows as text, as the gateway reads an uploaded file. */
export const sheetRows = z.array(z.array(cell).max(MAX_IMPORT_COLUMNS)).max(MAX_IMPORT_FILE_ROWS);
const sheet = sheetRows;

/**
 * Upload an xlsx, xls or csv file (document 2 §7 vehicleMassUpload): the gateway reads the workbook (its
 * content decides its kind, not its name) and the service answers its rows as text.
 */
export const readImportFile = defineCall({
  ...VEHICLES_FACES.readImportFile,
  service: V,
  access: 'staff',
  summary: 'Read the rows of an uploaded spreadsheet (xlsx, xls or csv; multipart field file)',
  transport: 'upload',
  request: z.object({ body: z.object({ filename: z.string().max(255), kind: z.enum(['xlsx', 'xls', 'csv']), rows: sheet }) }),
  answer: z.object({ filename: z.string(), kind: z.enum(['xlsx', 'xls', 'csv']), rows: sheet }),
  errors: [VALIDATION, TOO_LARGE],
});

const column = z
  .number()
  .int()
  .min(0)
  .max(MAX_IMPORT_COLUMNS - 1);

const checkRequest = z.object({
  vinColumn: column,
  odoColumn: column.nullable().optional(),
  priceColumn: column.nullable().optional(),
  hasHeaders: z.boolean(),
  data: sheet,
});

/** A mass process row (document 2 §3): the line, the vehicles already registered with its VIN, the decode, and whether it is checked. */
export const massProcessRow = z.object({
  row: z.number(),
  vin: z.string(),
  odo: z.number().nullable(),
  price: z.number().nullable(),
  vehicles: z.array(z.object({ vehicleid: z.number(), clientid: z.number().nullable() })),
  data: z.object({
    modelyear: z.union([z.number(), z.literal('UNKNOWN'), z.null()]),
    make: z.string(),
    model: z.string(),
    bodyclass: z.string(),
    vehicletype: z.string(),
    errortext: z.string(),
    tpms: z.array(z.object({ make: z.string(), model: z.string(), years: z.string() })),
  }),
  validVin: z.boolean(),
  flags: z.array(z.string()),
  checked: z.boolean(),
});

/** vehicleMassProcess (document 2 §7): the chosen columns of each row, decoded and compared with the register. */
export const checkImport = defineCall({
  ...VEHICLES_FACES.checkImport,
  service: V,
  access: 'staff',
  summary: 'Decode every VIN of the file offline and flag registered, TPMS, invalid and repeated rows',
  request: z.object({ body: checkRequest }),
  answer: z.array(massProcessRow),
  errors: [VALIDATION, TOO_LARGE],
});

/** The rows of a finished check a page holds: a page of 10,000 rows would not fit in one message. */
export const IMPORT_CHECK_PAGE_ROWS = 2_000;

/** A queued check as the screen polls it: its progress, then its rows a page at a time. */
export const importCheckStatus = jobStatusAnswer(z.object({ total: z.number(), page: z.number(), pages: z.number(), rows: z.array(massProcessRow) }));

/**
 * vehicleMassProcess as a queued job: the same check, done in the background with its progress, so a
 * file of ten thousand VINs is checked without meeting the gateway's deadline.
 */
export const queueImportCheck = defineCall({
  ...VEHICLES_FACES.queueImportCheck,
  service: V,
  access: 'staff',
  summary: 'Queue the check of an import file (the work of vehicleMassProcess); follow the job for its progress and rows',
  request: z.object({ body: checkRequest }),
  answer: importCheckStatus,
  errors: [VALIDATION, TOO_LARGE],
  status: 202,
});

/** A queued check's progress, then one page of its rows (`?page=1` first, IMPORT_CHECK_PAGE_ROWS a page). */
export const importCheckJob = defineCall({
  ...VEHICLES_FACES.importCheckJob,
  service: V,
  access: 'staff',
  summary: 'The progress of a queued import check, then its rows, a page at a time',
  request: z.object({
    params: z.object({ id: jobIdParam }),
    query: z.object({
      page: z
        .string()
        .regex(/^[1-9]\d{0,5}$/, 'must be a page number from 1')
        .optional(),
    }),
  }),
  answer: importCheckStatus,
  errors: [NOT_FOUND, VALIDATION],
});

const outcome = z.object({
  row: z.number(),
  vin: z.string(),
  outcome: z.enum(['created', 'would-create', 'refused']),
  vehicleid: z.number().optional(),
  reason: z.string().optional(),
});

export const importOutcome = z.object({ importId: z.number(), dryRun: z.boolean(), created: z.number(), refused: z.number(), rows: z.array(outcome) });

/** An import as it runs in the background: its progress, then what it created or would create. */
export const importJobStatus = jobStatusAnswer(importOutcome);

/**
 * Create the checked rows for a client and application type; `dryRun` shows what would be created and
 * writes only the log. Up to 10,000 rows run as a queued job (document 2 §2): the answer is the job,
 * whose status the screen follows, and which the person can leave and come back to. With a `key`, a
 * request sent again because its answer was lost queues nothing more.
 */
export const runImport = defineCall({
  ...VEHICLES_FACES.runImport,
  service: V,
  access: 'staff',
  summary: 'Queue the creation of vehicles from the checked rows of an import, or a dry run of it; follow the job for its outcome',
  request: z.object({
    body: z.object({
      clientid: z.number().int().positive('is required'),
      titleprocessingtype: z.number().int().positive('is required'),
      filename: z.string().max(255).nullable().optional(),
      dryRun: z.boolean().default(false),
      /**
       * The screen's name for this one request, sent again with it when its answer did not come: the same
       * key from the same user within a day answers the job the first request queued instead of a second.
       */
      key: z
        .string()
        .regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, dashes or underscores')
        .optional(),
      rows: z
        .array(
          z.object({
            row: z.number().int().min(0),
            vin: z.string().max(100),
            odo: z.number().int().min(0).max(2_000_000_000).nullable().optional(),
            price: z.number().int().min(0).max(2_000_000_000).nullable().optional(),
          }),
        )
        .max(MAX_IMPORT_FILE_ROWS),
    }),
  }),
  answer: importJobStatus,
  errors: [VALIDATION],
  status: 202,
});

/** The state of a queued import (its owner or staff): progress, then the outcome of every row. */
export const importJob = defineCall({
  ...VEHICLES_FACES.importJob,
  service: V,
  access: 'staff',
  summary: 'The progress of a queued import, then its outcome (created, would-create or refused for each row)',
  request: z.object({ params: z.object({ id: jobIdParam }) }),
  answer: importJobStatus,
  errors: [NOT_FOUND, VALIDATION],
});

/** Undo a whole import while none of its vehicles changed since (within 7 days). */
export const undoImport = defineCall({
  ...VEHICLES_FACES.undoImport,
  service: V,
  access: 'staff',
  summary: 'Undo an import: delete its vehicles while none of them changed since it ran',
  request: z.object({ params: z.object({ id: idParam }) }),
  answer: z.object({ importId: z.number(), removed: z.number() }),
  errors: [NOT_FOUND, VALIDATION, CONFLICT],
});

/** One line of a GST sheet as the GST report reads it (document 2 §3 "GST row", with what was wrong with it). */
export const gstRow = z.object({
  row: z.number(),
  vin: z.string(),
  /** The GST paid, in dollars; null when the cell cannot be read. */
  gst: z.number().nullable(),
  bgk: z.string(),
  /** YYYY-MM-DD; null when the cell is not a date. */
  date: z.string().nullable(),
  supplier: z.string(),
  /** From the offline decode, for the document. */
  year: z.number().nullable(),
  make: z.string(),
  model: z.string(),
  validVin: z.boolean(),
  /** Why the line is red; a red line is not checked. */
  flags: z.array(z.string()),
  checked: z.boolean(),
});

/**
 * vehicleGstProcess (document 2 §7): the date, BGK, supplier, VIN and GST columns of each line, every one
 * of them chosen (§5), read, the VIN decoded offline.
 */
export const checkGstImport = defineCall({
  ...VEHICLES_FACES.checkGstImport,
  service: V,
  access: 'staff',
  summary: 'Read the date, BGK, supplier, VIN and GST columns of a sheet for the GST document, each VIN decoded offline',
  request: z.object({
    body: z.object({
      dateColumn: column,
      bgkColumn: column,
      supplierColumn: column,
      vinColumn: column,
      gstColumn: column,
      hasHeaders: z.boolean(),
      data: sheet,
    }),
  }),
  answer: z.array(gstRow),
  errors: [VALIDATION, TOO_LARGE],
});

export const IMPORTS_CALLS = [readImportFile, checkImport, queueImportCheck, importCheckJob, runImport, importJob, undoImport, checkGstImport] as const;
