import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { LOADS_FACES } from '../call-routes/loads.js';
import { defineCall, idParam, listEnvelope, queryFlag, queryText } from './call.js';

const L = SERVICE.LOADS;
const { NOT_FOUND, VALIDATION, CONFLICT, UNAVAILABLE } = ERROR_CODE;
const loadParams = z.object({ id: idParam });

/** Deletes an empty load; `[]` means deleted (document 2 §7). */
export const deleteClientLoad = defineCall({
  ...LOADS_FACES.deleteClientLoad,
  service: L,
  access: 'signed-in',
  summary: 'Delete a load that holds no vehicles; answers an empty array',
  request: z.object({ params: loadParams }),
  answer: z.array(z.never()).max(0),
  errors: [NOT_FOUND, CONFLICT],
});

const loadRow = z.object({ id: z.number(), name: z.string(), load_type: z.string(), client_id: z.number().nullable() });

/** The quick-add load of the photo screens (document 2 §5, document 3 §5): select, refuse or create. */
export const quickAddClientLoad = defineCall({
  ...LOADS_FACES.quickAddClientLoad,
  service: L,
  access: 'signed-in',
  refs: { 'body.client_id': 'clients' },
  summary: 'Find the load of that number for the client, or create it',
  request: z.object({
    body: z.object({
      name: z.string().max(255, 'must be at most 255 characters'),
      client_id: z.union([z.number(), z.string()]).optional(),
      load_type: z.enum(['single', 'multiple']).optional(),
    }),
  }),
  answer: z.object({ outcome: z.enum(['ignored', 'selected', 'ambiguous', 'created']), message: z.string().nullable(), load: loadRow.nullable() }),
  errors: [VALIDATION],
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

export const clientLoadHistory = defineCall({
  ...LOADS_FACES.clientLoadHistory,
  service: L,
  access: 'signed-in',
  summary: "A load's change history, newest first",
  request: z.object({ params: loadParams, query: z.object({ page: queryText, per_page: queryText }) }),
  answer: listEnvelope(historyRow),
  errors: [NOT_FOUND, VALIDATION],
});

/** What a bay create or update answers: the partner's refusals, listed on the panel (empty when it worked). */
const bayErrors = z.object({ errors: z.array(z.string()) });
const bayWrite = <const F extends { name: string; method: 'POST'; path: string }>(face: F, summary: string, photos: boolean) =>
  defineCall({
    ...face,
    service: L,
    access: 'signed-in',
    summary,
    request: z.object({ params: loadParams, query: photos ? z.object({ photos: queryFlag }) : z.object({}) }),
    answer: bayErrors,
    errors: [NOT_FOUND, VALIDATION, UNAVAILABLE],
  });

export const createBayShipment = bayWrite(LOADS_FACES.createBayShipment, 'Create the bay shipment of a carrier (multiple) load', false);
export const updateBayShipment = bayWrite(LOADS_FACES.updateBayShipment, "Update a carrier load's bay shipment (photos=1 sends the photos)", true);
export const createBayShipmentSingle = bayWrite(
  LOADS_FACES.createBayShipmentSingle,
  'Create a bay shipment for each vehicle of a caravan (single) load',
  false,
);
export const updateBayShipmentSingle = bayWrite(
  LOADS_FACES.updateBayShipmentSingle,
  "Update a caravan load's vehicle shipments (photos=1 sends the photos)",
  true,
);

const vehicleRef = z.object({ vehicleid: z.number(), vehiclevin: z.string() });

/** The Bay check status of document 2 §3. */
export const bayCheckStatus = z.object({
  status: z.enum(['no_shipment', 'no_vehicles', 'mismatch', 'errors', 'ok']),
  hasShipment: z.boolean(),
  shipmentJson: z.record(z.string(), z.unknown()).nullable(),
  errors: z.array(z.string()),
  loadHasVehicles: z.boolean(),
  loadNumVehicles: z.number(),
  bayHasVehicles: z.boolean(),
  bayNumVehicles: z.number(),
  inLoadNotInBay: z.array(vehicleRef),
  inBayNotInLoad: z.array(z.object({ vin: z.string() })),
  checkedAt: z.string(),
});
export type BayCheckStatus = z.infer<typeof bayCheckStatus>;

export const checkBayShipment = defineCall({
  ...LOADS_FACES.checkBayShipment,
  service: L,
  access: 'signed-in',
  summary: "Compare a carrier load with its bay shipment; the result is kept as the load's bay check status",
  request: z.object({ params: loadParams }),
  answer: bayCheckStatus,
  errors: [NOT_FOUND, UNAVAILABLE],
});

export const checkBayShipmentSingle = defineCall({
  ...LOADS_FACES.checkBayShipmentSingle,
  service: L,
  access: 'signed-in',
  summary: "Check each vehicle's bay shipment of a caravan load: a map by vehicleid with its error (null when none)",
  request: z.object({ params: loadParams }),
  answer: z.record(z.string(), z.object({ error: z.string().nullable(), status: z.string().nullable(), bkg_number: z.string().nullable() })),
  errors: [NOT_FOUND, UNAVAILABLE],
});

export const bayDocuments = defineCall({
  ...LOADS_FACES.bayDocuments,
  service: L,
  access: 'signed-in',
  summary: "The bay's documents of a load's shipments with their statuses",
  request: z.object({ params: loadParams, query: z.object({ display: z.enum(['web', '']).optional() }) }),
  answer: z.array(z.object({ vehicleid: z.number().nullable(), name: z.string(), status: z.boolean().nullable(), url: z.string().nullable() })),
  errors: [NOT_FOUND, UNAVAILABLE],
});

export const bayVehicleInfo = defineCall({
  ...LOADS_FACES.bayVehicleInfo,
  service: L,
  access: 'signed-in',
  summary: "The bay's records of a vehicle's VIN",
  request: z.object({ params: z.object({ id: idParam }) }),
  answer: z.object({ vehicles: z.array(z.object({ id: z.string(), vin: z.string() })) }),
  errors: [NOT_FOUND, UNAVAILABLE],
});

export const fixBayVehicle = defineCall({
  ...LOADS_FACES.fixBayVehicle,
  service: L,
  access: 'signed-in',
  summary: "Link a vehicle to the bay's one record of its VIN",
  request: z.object({ params: z.object({ id: idParam }) }),
  answer: z.object({ message: z.string(), fixed: z.boolean() }),
  errors: [NOT_FOUND, UNAVAILABLE],
});

export const LOADS_CALLS = [
  deleteClientLoad,
  quickAddClientLoad,
  clientLoadHistory,
  createBayShipment,
  updateBayShipment,
  checkBayShipment,
  createBayShipmentSingle,
  updateBayShipmentSingle,
  checkBayShipmentSingle,
  bayDocuments,
  bayVehicleInfo,
  fixBayVehicle,
] as const;
