import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { INVOICING_FACES } from '../call-routes/invoicing.js';
import { defineCall, idParam, queryFlag, queryText } from './call.js';
import { renderedDocument } from './documents.calls.js';
import { calendarDate } from './reports.calls.js';

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

/** The most batches one master batch is made of in one call. */
export const MAX_MASTER_BATCH_MEMBERS = 200;

/**
 * Add To Master Invoice Batch (document 2 §2, §4): the checked batches become one master batch. They must
 * all be of one client and in no master batch yet (a batch joins at most one).
 */
export const createMasterBatch = defineCall({
  ...INVOICING_FACES.createMasterBatch,
  service: I,
  access: 'staff',
  summary: 'Make a master invoice batch of the checked invoice batches: all of one client, none already in a master batch',
  request: z.object({
    body: z.object({
      invoiceBatchIds: z
        .array(z.number({ message: 'must be batch ids' }).int('must be batch ids').positive('must be batch ids').max(2_147_483_647, 'must be batch ids'))
        .min(1, 'check at least one batch')
        .max(MAX_MASTER_BATCH_MEMBERS, `at most ${MAX_MASTER_BATCH_MEMBERS} batches`),
    }),
  }),
  answer: z.object({ id: z.number(), master_invoice_number: z.string().nullable(), clientid: z.number(), invoiceBatchIds: z.array(z.number()) }),
  errors: [NOT_FOUND, VALIDATION, CONFLICT],
  status: 201,
});

/** Remove on the MIB modal: the batch leaves its master batch; a master batch left with no batch is deleted. */
export const removeFromMasterBatch = defineCall({
  ...INVOICING_FACES.removeFromMasterBatch,
  service: I,
  access: 'staff',
  summary: 'Take an invoice batch out of its master batch; the master batch is deleted with its last batch',
  request: z.object({ params: z.object({ id: idParam, batchId: idParam }) }),
  answer: z.object({ id: z.number(), invoiceBatchIds: z.array(z.number()), deleted: z.boolean() }),
  errors: [NOT_FOUND],
});

/** Get MIB PDF: every member batch printed as on its own PDF, then the master total. */
export const masterBatchPdf = defineCall({
  ...INVOICING_FACES.masterBatchPdf,
  service: I,
  access: 'signed-in',
  summary: "The master invoice batch as a PDF: its client, each member batch's invoices and total, the master total; a client user's own only",
  transport: 'download',
  request: z.object({ params: z.object({ id: idParam }), query: z.object({ download: queryFlag }) }),
  answer: renderedDocument,
  errors: [NOT_FOUND, VALIDATION],
});

/** Get MIB Excel (document 2 §7). */
export const masterBatchXlsx = defineCall({
  ...INVOICING_FACES.masterBatchXlsx,
  service: I,
  access: 'signed-in',
  summary: "The master invoice batch as an XLSX workbook: one row per invoice of its batches, batch subtotals and the total; a client user's own only",
  transport: 'download',
  request: z.object({ params: z.object({ id: idParam }) }),
  answer: renderedDocument,
  errors: [NOT_FOUND, VALIDATION],
});

/** Titles Sent on a batch (document 2 §2, §4): records the batch's vehicles whose title was sent to the auction. */
export const recordTitlesSent = defineCall({
  ...INVOICING_FACES.recordTitlesSent,
  service: I,
  access: 'staff',
  summary:
    "Record a titles-sent row for each vehicle of the batch with a titles-sent-to-auction date (once per vehicle and date); matched 0 is 'No Matching Titles'",
  request: z.object({ params: z.object({ id: idParam }) }),
  answer: z.object({
    matched: z.number(),
    created: z.number(),
    dates: z.array(z.string()),
  }),
  errors: [NOT_FOUND, VALIDATION],
});

/** One titles-sent row (document 3 §3 Titles sent row). */
export const titlesSentRow = z.object({
  id: z.number(),
  overnight_tracking_number: z.string().nullable(),
  auction_name: z.string(),
  vin: z.string().nullable(),
  vehicle_id: z.number().nullable(),
});

/** The Titles sent record of document 2 §3: a date, its clients, their auctions, each with its rows. */
export const titlesSentDay = z.object({
  sent_to_auction_date: z.string(),
  count: z.number(),
  clients: z.array(
    z.object({
      client_id: z.number().nullable(),
      client_name: z.string(),
      count: z.number(),
      auctions: z.array(z.object({ auction_name: z.string(), count: z.number(), data: z.array(titlesSentRow) })),
    }),
  ),
});

const titlesSentPeriod = z.object({ start: calendarDate.optional(), end: calendarDate.optional() });

export const titlesSentGroups = defineCall({
  ...INVOICING_FACES.titlesSentGroups,
  service: I,
  access: 'staff',
  summary: 'Titles sent between start and end (default the current month), grouped by date, client and auction; at most 1000 rows',
  request: z.object({ query: titlesSentPeriod }),
  answer: z.object({ start: z.string(), end: z.string(), data: z.array(titlesSentDay), total: z.number() }),
  errors: [VALIDATION],
});

/** Which group of titles sent a print or an e-mail is of: a date, a client (0: none) and an auction name. */
export const titlesSentGroupKey = z.object({
  sent_to_auction_date: calendarDate,
  client_id: z.union([idParam, z.number().int().min(0).max(2_147_483_647)]),
  auction_name: z.string().max(200, 'must be at most 200 characters'),
});

export const titlesSentPdf = defineCall({
  ...INVOICING_FACES.titlesSentPdf,
  service: I,
  access: 'staff',
  summary: 'The titles sent of one date, client and auction as a PDF (overnight tracking number, auction, VIN)',
  transport: 'download',
  request: z.object({ query: titlesSentGroupKey.extend({ download: queryFlag }) }),
  answer: renderedDocument,
  errors: [NOT_FOUND, VALIDATION],
});

export const sendTitlesSent = defineCall({
  ...INVOICING_FACES.sendTitlesSent,
  service: I,
  access: 'staff',
  summary:
    'E-mail the titles sent of one date, client and auction as a PDF to `email`; queued on the mail queue with retries. ' +
    '`docBase64` is accepted and not read: the service renders the PDF',
  request: z.object({ body: titlesSentGroupKey.extend({ email: invoiceRecipients, docBase64: z.string().optional() }) }),
  answer: z.object({ message: z.string(), jobId: z.string() }),
  errors: [NOT_FOUND, VALIDATION],
  status: 202,
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
  createMasterBatch,
  removeFromMasterBatch,
  masterBatchPdf,
  masterBatchXlsx,
  recordTitlesSent,
  titlesSentGroups,
  titlesSentPdf,
  sendTitlesSent,
  addVehicleToPaperwork,
  removeVehicleFromPaperwork,
  paperworkSentToBmv,
  oneOffInvoicePdf,
  sendOneOffInvoice,
  sendOneOffInvoiceStatus,
] as const;
