import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { INVOICING_FACES } from '../call-routes/invoicing.js';
import { defineCall, idParam, queryText } from './call.js';

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

export const INVOICING_CALLS = [addVehicleToBatch, removeVehicleFromBatch, batchVehicleSearch] as const;
