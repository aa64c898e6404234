import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { INVOICING_FACES } from '../call-routes/invoicing.js';
import { defineCall, idParam, queryFlag, queryText } from './call.js';
import { renderedDocument } from './documents.calls.js';

const I = SERVICE.INVOICING;
const { NOT_FOUND, VALIDATION, CONFLICT } = ERROR_CODE;
const memberParams = z.object({ id: idParam, vehicleId: idParam });

/** A batch's Count and Total after a change, computed in the change's own transaction. */
const batchSummary = z.object({ invoiceid: z.number(), invoice_count: z.number(), invoice_total: z.number() });

export const addVehicleToBatch = defineCall({
  ...INVOICING_FACES.addVehicleToBatch,
  service: I,
  access: 'staff',
  summary:
    "Invoice a vehicle on a batch at its fees; a vehicle invoiced before needs confirm=true (409 otherwise), a cancelled one or another client's is refused",
  request: z.object({ params: memberParams, body: z.object({ confirm: z.boolean().optional() }).optional().default({}) }),
  answer: batchSummary,
  errors: [NOT_FOUND, VALIDATION, CONFLICT],
});

export const removeVehicleFromBatch = defineCall({
  ...INVOICING_FACES.removeVehicleFromBatch,
  service: I,
  access: 'staff',
  summary: "Take a vehicle's invoice line off a batch; its charges on the batch become open again",
  request: z.object({ params: memberParams }),
  answer: batchSummary,
  errors: [NOT_FOUND],
});

const money = z.number();

/** The Vehicle search result of document 2 §3 (Add Vehicle to Batch dialog). */
export const batchVehicleRow = z.object({
  vehicleid: z.number(),
  vehiclevin: z.string().nullable(),
  yr: z.number().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  processing_type: z.object({ titleprocesstype: z.string() }).nullable(),
  app_fee_total: money,
  plates_fee_total: money,
  other_fee_total: money,
  fees_total: money,
  fees_breakdown: z.object({ state: money, dvs: money, other: money }),
  invoiceid: z.number(),
  invoiced: z.boolean(),
  client: z.object({ clientname: z.string() }).nullable(),
});

export const batchVehicleSearch = defineCall({
  ...INVOICING_FACES.batchVehicleSearch,
  service: I,
  access: 'staff',
  summary: "Vehicles billed to the batch's client whose VIN contains the text (cancelled ones never), with their fees; at most 100",
  request: z.object({ params: z.object({ id: idParam }), query: z.object({ vin: queryText }) }),
  answer: z.object({ data: z.array(batchVehicleRow), total: z.number() }),
  errors: [NOT_FOUND, VALIDATION],
});

/**
 * The batch printed as an invoice (Print Batch, the PDF download, and the file Email Batch attaches); with
 * `?sent=` the id of a PDFs Sent row, that PDF as it was e-mailed (the row's link).
 */
export const batchPdf = defineCall({
  ...INVOICING_FACES.batchPdf,
  service: I,
  access: 'signed-in',
  summary:
    'The batch as an invoice PDF: the client, batch number and date, one row per invoice with its fees and charges, the batch total; ' +
    "?sent=N the PDF its e-mail N carried; a client user's own batches only",
  transport: 'download',
  request: z.object({ params: z.object({ id: idParam }), query: z.object({ download: queryFlag, sent: idParam.optional() }) }),
  answer: renderedDocument,
  errors: [NOT_FOUND, VALIDATION],
});

/** One or more addresses separated by commas or semicolons, as a client's invoice e-mail address is kept. */
export const invoiceRecipients = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(500, 'must be at most 500 characters')
  .refine((text) => text.split(/[,;]/).every((part) => z.email().safeParse(part.trim()).success), 'must be e-mail addresses separated by commas');

/**
 * Where the batch's latest e-mail stands (`none` when it was not e-mailed within a day); `emailed` is
 * written on the batch only once the mail server accepted the message.
 */
export const batchSendState = z.object({
  jobId: z.string().nullable(),
  email: z.string().nullable(),
  state: z.enum(['none', 'waiting', 'active', 'delayed', 'completed', 'failed', 'unknown']),
  attempts: z.number(),
  emailed: z.string().nullable(),
  failedReason: z.string().optional(),
});

export const sendBatch = defineCall({
  ...INVOICING_FACES.sendBatch,
  service: I,
  access: 'staff',
  summary:
    'E-mail the batch PDF to `email` (the client must have an invoice e-mail address); queued with retries, the batch records it once the mail server ' +
    'accepted; while one is under way, that one is answered',
  request: z.object({ params: z.object({ id: idParam }), body: z.object({ email: invoiceRecipients }) }),
  answer: batchSendState,
  errors: [NOT_FOUND, VALIDATION],
  status: 202,
});

export const sendBatchStatus = defineCall({
  ...INVOICING_FACES.sendBatchStatus,
  service: I,
  access: 'staff',
  summary: "Where the batch's latest e-mail stands: none, waiting, completed (accepted by the mail server) or failed",
  request: z.object({ params: z.object({ id: idParam }) }),
  answer: batchSendState,
  errors: [NOT_FOUND, VALIDATION],
});

/** A paperwork batch's number of vehicles after a change, read in the change's own transaction. */
const paperworkSummary = z.object({ printtitledocsid: z.number(), vehicles_count: z.number() });

export const addVehicleToPaperwork = defineCall({
  ...INVOICING_FACES.addVehicleToPaperwork,
  service: I,
  access: 'staff',
  summary: 'Put a vehicle in a paperwork batch (its title documents to print); a cancelled vehicle or one already in a paperwork batch is refused',
  request: z.object({ params: memberParams }),
  answer: paperworkSummary,
  errors: [NOT_FOUND, VALIDATION, CONFLICT],
});

export const removeVehicleFromPaperwork = defineCall({
  ...INVOICING_FACES.removeVehicleFromPaperwork,
  service: I,
  access: 'staff',
  summary: 'Take a vehicle out of a paperwork batch; it may be added to a paperwork batch again',
  request: z.object({ params: memberParams }),
  answer: paperworkSummary,
  errors: [NOT_FOUND],
});

export const paperworkSentToBmv = defineCall({
  ...INVOICING_FACES.paperworkSentToBmv,
  service: I,
  access: 'staff',
  summary: 'Update all Sent to BMV: sets titlesenttobmvdate (today in Indianapolis unless `date` is given) on every vehicle of the batch, with history',
  request: z.object({
    params: z.object({ id: idParam }),
    body: z
      .object({ date: z.iso.date('must be a date (YYYY-MM-DD)').optional() })
      .optional()
      .default({}),
  }),
  answer: z.object({ printtitledocsid: z.number(), titlesenttobmvdate: z.string(), updated: z.number() }),
  errors: [NOT_FOUND, VALIDATION],
});

/** The one-off invoice printed (Print, and the file Email attaches). */
export const oneOffInvoicePdf = defineCall({
  ...INVOICING_FACES.oneOffInvoicePdf,
  service: I,
  access: 'staff',
  summary: 'A one-off invoice as a PDF: the client, its address, the vehicle, the pickup and delivery, the driver and the amount',
  transport: 'download',
  request: z.object({ params: z.object({ id: idParam }), query: z.object({ download: queryFlag }) }),
  answer: renderedDocument,
  errors: [NOT_FOUND, VALIDATION],
});

export const sendOneOffInvoice = defineCall({
  ...INVOICING_FACES.sendOneOffInvoice,
  service: I,
  access: 'staff',
  summary: "E-mail the one-off invoice's PDF to its client_email (required); queued with retries; while one is under way, that one is answered",
  request: z.object({ params: z.object({ id: idParam }) }),
  answer: batchSendState,
  errors: [NOT_FOUND, VALIDATION],
  status: 202,
});

export const sendOneOffInvoiceStatus = defineCall({
  ...INVOICING_FACES.sendOneOffInvoiceStatus,
  service: I,
  access: 'staff',
  summary: "Where the one-off invoice's latest e-mail stands: none, waiting, completed (accepted by the mail server) or failed",
  request: z.object({ params: z.object({ id: idParam }) }),
  answer: batchSendState,
  errors: [NOT_FOUND, VALIDATION],
});

export const INVOICING_CALLS = [
  addVehicleToBatch,
  removeVehicleFromBatch,
  batchVehicleSearch,
  batchPdf,
  sendBatch,
  sendBatchStatus,
  addVehicleToPaperwork,
  removeVehicleFromPaperwork,
  paperworkSentToBmv,
  oneOffInvoicePdf,
  sendOneOffInvoice,
  sendOneOffInvoiceStatus,
] as const;
