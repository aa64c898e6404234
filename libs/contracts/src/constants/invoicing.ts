/** Invoice batches start with 5 rows a page; CSV exports and the titles-sent list read up to 1000 (document 2 §9). */
export const INVOICE_BATCHES_PAGE_SIZE = 5;
export const INVOICING_EXPORT_ROWS = 1000;
export const PAPERWORK_BATCHES_PAGE_SIZE = 10;
/** The Add Vehicle to Paperwork dialog shows 1000 rows a page while a client-name filter is set (document 2 §2). */
export const PAPERWORK_CLIENT_FILTER_PAGE_SIZE = 1000;
/** Only vehicles created within this many months are offered to a paperwork batch (document 2 §2). */
export const PAPERWORK_ELIGIBLE_MONTHS = 12;
/** A VIN is looked up (decoded) on a one-off invoice only at exactly this length (document 3 §5). */
export const ONE_OFF_VIN_LOOKUP_LENGTH = 17;

/** The texts of the paperwork batch screens (document 2 §2), exactly; and the service's refusals. */
export const PAPERWORK_TEXT = {
  CREATE: 'Create Paperwork Batch',
  ADDED: 'Added',
  SENT_TO_BMV: 'Update all Sent to BMV',
  CANCELLED: 'a cancelled vehicle is never put in a paperwork batch',
  ALREADY_IN_THIS_BATCH: 'the vehicle is already in this paperwork batch',
  NOT_IN_BATCH: 'the vehicle is not in this paperwork batch',
} as const;

/** "the vehicle is already in paperwork batch N": its title documents are printed there. */
export function inOtherPaperworkText(batchId: number): string {
  return `the vehicle is already in paperwork batch ${batchId}`;
}

/** The texts of the one-off invoice screens (document 3 §2.7), exactly; and the service's refusals. */
export const ONE_OFF_TEXT = {
  CREATE: 'Create New One Off Invoice',
  NO_CLIENT_EMAIL: 'the invoice has no client e-mail address',
} as const;

/** Rack-rate buckets (document 1 §2.10) and the invoice's fees_breakdown keys. */
export const CHARGE_BUCKET = { STATE: 1, DVS: 2, OTHER: 3 } as const;

/** The texts of document 2 §2, §4, §5 and §8 for invoicing, exactly; and the service's own refusals. */
export const INVOICE_TEXT = {
  ALREADY_INVOICED: 'This vehicle has already been invoiced. Are you REALLY REALLY SURE that you want to ADD it again?',
  DELETE_CHARGE: 'Are you sure you want to delete this charge?',
  // Ours: the spec names Delete Invoice without a confirmation text; worded as the charge's.
  DELETE_INVOICE: 'Are you sure you want to delete this invoice?',
  NO_MATCHING_TITLES: 'No Matching Titles',
  NOTHING_LOGGED: 'Nothing Logged',
  NO_CLIENT_SELECTED: 'No Client Selected',
  NO_AUCTION_SELECTED: 'No Auction Selected',
  UNKNOWN_PAYMENT_TYPE: 'Unknown',
  NO_DATA: 'No Data',
  BATCH_NEEDS_CLIENT: 'the batch has no client; choose its client first',
  CANCELLED_NOT_INVOICED: 'a cancelled vehicle is never invoiced',
  OTHER_CLIENT_VEHICLE: "the vehicle is not billed to the batch's client",
  ALREADY_IN_BATCH: 'the vehicle is already in this batch',
  NO_INVOICE_EMAIL: 'the client has no invoice e-mail address',
  MASTER_BATCH_ONE_CLIENT: 'the batches must all be of one client',
} as const;

/** The success notice after e-mailing a batch (document 2 §8), shown 6 seconds. */
export function invoiceSentText(email: string): string {
  return `Invoice sent: ${email}`;
}

/** The master-batch create failure notice (document 2 §8). */
export function masterBatchErrorText(message: string): string {
  return `Error: ${message}`;
}

/** "N results" under the Add Vehicle to Batch search (document 2 §2). */
export function resultsText(count: number): string {
  return `${count} results`;
}
