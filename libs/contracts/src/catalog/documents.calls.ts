import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { DOCUMENTS_FACES } from '../call-routes/documents.js';
import { CONFORMITY_TYPES, PACKAGE_JOB_MAX_VEHICLES, REGISTRATION_DOCUMENTS } from '../constants/documents.js';
import { defineCall, idParam, jobIdParam, jobStatusAnswer, queryFlag } from './call.js';

const D = SERVICE.DOCUMENTS;
const { NOT_FOUND, VALIDATION, FORBIDDEN } = ERROR_CODE;

/** One vehicle id, or several joined by commas (the RI labels and the packages of many vehicles). */
export const vehicleIdList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, 'must be vehicle ids joined by commas (at most 500)')
  .transform((ids) => [...new Set(ids.split(',').map(Number))]);

/** A list of form numbers joined by commas (`docs=15,17,16`). */
const formNumberList = z
  .string()
  .regex(/^\d{1,3}(,\d{1,3}){0,19}$/, 'must be form numbers joined by commas')
  .transform((docs) => docs.split(',').map(Number));

/** A rendered document the gateway sends: where the service put the bytes, and how to name them. */
export const renderedDocument = z.object({
  key: z.string(),
  filename: z.string(),
  contentType: z.string(),
  pages: z.number(),
  /** Removed from the storage once sent (a direct render); a job's file stays with its job. */
  temporary: z.boolean(),
  /** What a partial package left out, and why (`VIN: form: reason`). */
  leftOut: z.array(z.string()),
});

/** One printed form of a vehicle (document 3 §7), or the RI labels of several (`26`, ids joined by commas). */
export const renderVehicleForm = defineCall({
  ...DOCUMENTS_FACES.vehicleForm,
  service: D,
  access: 'signed-in',
  refs: { 'params.id': 'vehicles' },
  summary:
    'One printed form of a vehicle as PDF: 26 RI label (ids joined by commas), 7, 5, 3, 11, 4, 8, 9, 1, ' +
    '27, 28, 29 (?user_id), 18 (?uvc, ?type car|truck|truck_heavy)',
  transport: 'download',
  request: z.object({
    params: z.object({ id: vehicleIdList, n: idParam }),
    query: z.object({
      user_id: idParam.optional(),
      uvc: z.string().max(40, 'must be at most 40 characters').optional(),
      type: z.enum(CONFORMITY_TYPES, { message: 'must be car, truck or truck_heavy' }).optional(),
      download: queryFlag,
    }),
  }),
  answer: renderedDocument,
  errors: [NOT_FOUND, VALIDATION, FORBIDDEN],
});

const packageQuery = z.object({
  docs: formNumberList,
  download: queryFlag,
  downloadName: z
    .string()
    .max(120, 'must be at most 120 characters')
    .regex(/^[A-Za-z0-9 ._-]*$/, 'may contain only letters, digits, spaces, dots, dashes and underscores')
    .optional(),
  printedName: z.string().max(120, 'must be at most 120 characters').optional(),
  /** Hudson: leave out the parts a vehicle cannot fill yet instead of refusing the package. */
  partial: queryFlag,
});

/** Several forms of one or more vehicles merged into one PDF (IVR 15,17,16,25,24,9; Hudson 21,12,24,15; 30). */
export const renderVehiclePackage = defineCall({
  ...DOCUMENTS_FACES.vehiclePackage,
  service: D,
  access: 'signed-in',
  refs: { 'params.id': 'vehicles' },
  summary: 'Printed forms of one or more vehicles merged into one PDF (?docs=15,17,16,25,24,9 ...); many vehicles: queue a document job',
  transport: 'download',
  request: z.object({ params: z.object({ id: vehicleIdList }), query: packageQuery }),
  answer: renderedDocument,
  errors: [NOT_FOUND, VALIDATION, FORBIDDEN],
});

const jobStatus = jobStatusAnswer(z.unknown());

/** A package of many vehicles, rendered in the background; its status tells the progress. */
export const queueVehiclePackage = defineCall({
  ...DOCUMENTS_FACES.queuePackage,
  service: D,
  access: 'signed-in',
  refs: { 'body.vehicleIds': 'vehicles' },
  summary: 'Queue a package of many vehicles (vehicleIds, docs, partial, downloadName); poll its status, then download its file',
  request: z.object({
    body: z.object({
      vehicleIds: z
        .array(z.number().int().positive())
        .min(1, 'must name a vehicle')
        .max(PACKAGE_JOB_MAX_VEHICLES, `must be at most ${PACKAGE_JOB_MAX_VEHICLES} vehicles`),
      docs: z.array(z.number().int().positive()).min(1, 'must name a form').max(20),
      partial: z.boolean().optional(),
      downloadName: packageQuery.shape.downloadName,
      printedName: packageQuery.shape.printedName,
    }),
  }),
  answer: jobStatus,
  errors: [NOT_FOUND, VALIDATION, FORBIDDEN],
  status: 202,
});

const jobParams = z.object({ id: jobIdParam });

export const packageJobStatus = defineCall({
  ...DOCUMENTS_FACES.packageJob,
  service: D,
  access: 'signed-in',
  summary: 'The state and progress of a queued package (its owner or staff)',
  request: z.object({ params: jobParams }),
  answer: jobStatus,
  errors: [NOT_FOUND, VALIDATION],
});

export const packageJobFile = defineCall({
  ...DOCUMENTS_FACES.packageJobFile,
  service: D,
  access: 'signed-in',
  summary: 'The PDF of a finished package (its owner or staff)',
  transport: 'download',
  request: z.object({ params: jobParams }),
  answer: renderedDocument,
  errors: [NOT_FOUND, VALIDATION],
});

/**
 * The load sheet of a client load (document 2 §2, /clientLoads/{id}/print): the Vehicle Motor Purchase
 * Price Invoice of its vehicles. A client user prints only its own loads (another's is a 404).
 */
export const renderLoadSheet = defineCall({
  ...DOCUMENTS_FACES.loadSheet,
  service: D,
  access: 'signed-in',
  summary: 'The load sheet (Vehicle Motor Purchase Price Invoice) of a client load as PDF',
  transport: 'download',
  request: z.object({ params: z.object({ id: idParam }), query: z.object({ download: queryFlag }) }),
  answer: renderedDocument,
  errors: [NOT_FOUND, VALIDATION],
});

/** The vehicles of a load's document: ids, at most a load's 1000. */
const loadVehicleIds = z.array(z.number().int().positive().max(2_147_483_647)).min(1, 'must name a vehicle').max(1000, 'must be at most 1000 vehicles');
const shortText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/**
 * The Statements of Conformity of a load's vehicles (document 2 §2, §7), signed by a user who may sign
 * them (`soc_signer`: staff with can_sign_soc); `socBay` is the SOC from Bay Directly (the vehicles the
 * bay holds, with their bay numbers). Every vehicle needs its crossed-border date and its Blackbook info.
 */
export const renderStatementOfConformity = defineCall({
  ...DOCUMENTS_FACES.statementOfConformity,
  service: D,
  access: 'staff',
  summary:
    'Queue the Statements of Conformity of vehicles (replacements name, date, designation; soc_signer; socBay; title; subtitle; vehicles); ' +
    'follow the document job, then download its file',
  request: z.object({
    body: z.object({
      replacements: z.object({
        name: shortText(120).min(1, 'is required'),
        date: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'must be a date as MM/DD/YYYY'),
        designation: shortText(120).min(1, 'is required'),
      }),
      socBay: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
      title: shortText(120).optional(),
      subtitle: shortText(240).optional(),
      soc_signer: z.number().int().positive(),
      vehicles: loadVehicleIds,
    }),
  }),
  answer: jobStatus,
  errors: [NOT_FOUND, VALIDATION, FORBIDDEN],
  status: 202,
});

/** The conformity inspection of each vehicle (document 2 §2, §7): its completed Conformance Plus items, with the designation. */
export const renderConformityInspection = defineCall({
  ...DOCUMENTS_FACES.conformityInspection,
  service: D,
  access: 'staff',
  summary: 'Queue the conformity inspection report of vehicles (vehicles, replacements designation); follow the document job, then download its file',
  request: z.object({
    body: z.object({
      vehicles: loadVehicleIds,
      replacements: z.object({ designation: shortText(120).optional() }).optional(),
    }),
  }),
  answer: jobStatus,
  errors: [NOT_FOUND, VALIDATION, FORBIDDEN],
  status: 202,
});

/**
 * Bay Recall Warranties (document 2 §7, document 3 §2.7, §7): one recall warranty letter per vehicle, from
 * its recall status (has_recall, the transport's is_recall_completed) with its VIN, year, make, model,
 * client and load. Used by the Titles Sent list and Mass Update; staff only.
 */
export const renderRecallWarranty = defineCall({
  ...DOCUMENTS_FACES.recallWarranty,
  service: D,
  access: 'staff',
  summary: 'Recall warranty letters of vehicles, one page each (vehicles)',
  transport: 'download',
  request: z.object({ body: z.object({ vehicles: loadVehicleIds }) }),
  answer: renderedDocument,
  errors: [NOT_FOUND, VALIDATION, FORBIDDEN],
});

/** The most lines one GST document lists (an import's worth). */
export const GST_DOCUMENT_MAX_LINES = 10_000;

const gstLine = z.object({
  vin: z
    .string()
    .trim()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/i, 'must be a 17-character VIN'),
  gst: z.number().min(0, 'must be 0 or more').max(10_000_000, 'must be at most 10,000,000'),
  bgk: shortText(60),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'),
  supplier: shortText(120).min(1, 'is required'),
  year: z.number().int().min(1900).max(2100).nullable().optional(),
  make: shortText(60).optional(),
  model: shortText(80).optional(),
  checked: z.boolean().optional(),
});

/**
 * The GST document (document 2 §7 vehicleGstCreate): the checked lines of a GST sheet as a proof of
 * export for each supplier, with the GST of each vehicle and the supplier's total.
 */
export const renderGstDocument = defineCall({
  ...DOCUMENTS_FACES.gstDocument,
  service: D,
  access: 'staff',
  summary: 'The GST document of the checked lines of a GST sheet (vin, gst, bgk, date, supplier), grouped by supplier, as PDF',
  transport: 'download',
  request: z.object({
    body: z.object({
      rows: z.array(gstLine).min(1, 'must hold a checked line').max(GST_DOCUMENT_MAX_LINES, `must be at most ${GST_DOCUMENT_MAX_LINES} lines`),
    }),
  }),
  answer: renderedDocument,
  errors: [VALIDATION, FORBIDDEN],
});

/**
 * One of the four blank forms of /registration-documents (document 3 §2.6), fillable: public, since the
 * person registering has no account yet; it holds no one's data.
 */
export const renderRegistrationDocument = defineCall({
  ...DOCUMENTS_FACES.registrationDocument,
  service: D,
  access: 'public',
  summary: 'A blank registration form as a fillable PDF: power-of-attorney, customs-power-of-attorney, cbp-5106 or customer-information',
  transport: 'download',
  request: z.object({
    params: z.object({ form: z.enum(REGISTRATION_DOCUMENTS, { message: `must be one of ${REGISTRATION_DOCUMENTS.join(', ')}` }) }),
    query: z.object({ download: queryFlag }),
  }),
  answer: renderedDocument,
  errors: [VALIDATION],
});

/**
 * Title Paperwork of a load (document 2 §2, §7 titleDocs): the title forms (TITLE_PAPERWORK_DOCS) of the
 * vehicles, queued as a document job; forms a vehicle cannot have yet are left out and named. Staff only.
 */
export const queueTitleDocs = defineCall({
  ...DOCUMENTS_FACES.titleDocs,
  service: D,
  access: 'staff',
  summary: 'Queue the title paperwork (forms 7 and 3) of vehicles (vehicles, printedName, downloadName); follow the document job, then download its file',
  request: z.object({
    body: z.object({
      vehicles: z
        .array(z.number().int().positive().max(2_147_483_647))
        .min(1, 'must name a vehicle')
        .max(PACKAGE_JOB_MAX_VEHICLES, `must be at most ${PACKAGE_JOB_MAX_VEHICLES} vehicles`),
      printedName: packageQuery.shape.printedName,
      downloadName: packageQuery.shape.downloadName,
    }),
  }),
  answer: jobStatus,
  errors: [NOT_FOUND, VALIDATION, FORBIDDEN],
  status: 202,
});

/**
 * The forms of a paperwork batch (document 2 §7): the title paperwork of each of its vehicles, signed by
 * the batch's person signing, in one PDF. A batch of more than DIRECT_PACKAGE_MAX_VEHICLES vehicles is
 * printed through titleDocs (a document job). Staff only, as paperwork batches are.
 */
export const renderPaperworkBatchForms = defineCall({
  ...DOCUMENTS_FACES.paperworkForms,
  service: D,
  access: 'staff',
  summary: "The title paperwork (forms 7 and 3) of a paperwork batch's vehicles as one PDF",
  transport: 'download',
  request: z.object({ params: z.object({ id: idParam }), query: z.object({ download: queryFlag }) }),
  answer: renderedDocument,
  errors: [NOT_FOUND, VALIDATION, FORBIDDEN],
});

/** One pasted VIN of the Hudson Paperwork Download (document 3 §3 Hudson check result). */
export const hudsonResult = z.object({
  vin: z.string(),
  /** One registered vehicle the caller may see has this VIN. */
  validVin: z.boolean(),
  vehicle: z.object({ vehicleid: z.number(), vehiclevin: z.string(), yr: z.unknown(), make: z.unknown(), model: z.unknown() }).nullable(),
  /** Each Hudson form the vehicle cannot have yet, with why (red on the screen). */
  errors: z.array(z.string()),
  /** Each Hudson form it can have (blue on the screen). */
  successes: z.array(z.string()),
});

export const hudsonCheck = defineCall({
  ...DOCUMENTS_FACES.hudsonCheck,
  service: D,
  access: 'signed-in',
  summary:
    'Which forms of the Hudson package each VIN can have, and why not (the caller sees only its own vehicles); the VINs as the multipart ' +
    'field text, or a file (csv, xlsx or xls with a VIN column, or txt), or JSON {text}',
  transport: 'upload',
  request: z.object({ body: z.object({ text: z.string({ message: 'is required' }).max(40_000, 'must be at most 40000 characters') }) }),
  answer: z.array(hudsonResult),
  errors: [VALIDATION],
});

export const DOCUMENTS_CALLS = [
  renderVehicleForm,
  renderVehiclePackage,
  queueVehiclePackage,
  packageJobStatus,
  packageJobFile,
  renderLoadSheet,
  renderStatementOfConformity,
  renderConformityInspection,
  renderGstDocument,
  renderRecallWarranty,
  renderRegistrationDocument,
  queueTitleDocs,
  renderPaperworkBatchForms,
  hudsonCheck,
] as const;
