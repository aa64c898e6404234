import { defineFace } from './route.js';

// The HTTP faces of the invoicing service's calls; `catalog/invoicing.calls.ts` completes each one.
export const INVOICING_FACES = {
  addVehicleToBatch: defineFace({ name: 'invoicing.batches.add-vehicle', method: 'POST', path: '/api/invoice_batches/:id/add/:vehicleId' }),
  removeVehicleFromBatch: defineFace({ name: 'invoicing.batches.remove-vehicle', method: 'DELETE', path: '/api/invoice_batches/:id/remove/:vehicleId' }),
  batchVehicleSearch: defineFace({ name: 'invoicing.batches.vehicle-search', method: 'GET', path: '/api/invoice_batches/:id/vehicleSearch' }),
  // Document 2 names no path for the batch's PDF (its browser drew it): this one is the portal's own.
  batchPdf: defineFace({ name: 'invoicing.batches.pdf', method: 'GET', path: '/api/invoice_batches/:id/pdf' }),
  sendBatch: defineFace({ name: 'invoicing.batches.send', method: 'POST', path: '/api/invoice_batches/:id/send' }),
  sendBatchStatus: defineFace({ name: 'invoicing.batches.send-status', method: 'GET', path: '/api/invoice_batches/:id/send' }),
  createMasterBatch: defineFace({ name: 'invoicing.master-batches.create', method: 'POST', path: '/api/master_invoice_batches' }),
  removeFromMasterBatch: defineFace({
    name: 'invoicing.master-batches.remove-batch',
    method: 'DELETE',
    path: '/api/master_invoice_batches/:id/invoice_batches/:batchId',
  }),
  // Document 2 names no path for the MIB PDF (its browser drew it): this one is the portal's own.
  masterBatchPdf: defineFace({ name: 'invoicing.master-batches.pdf', method: 'GET', path: '/api/master_invoice_batches/:id/pdf' }),
  masterBatchXlsx: defineFace({ name: 'invoicing.master-batches.xlsx', method: 'GET', path: '/api/reports/management/masterInvoice/:id' }),
  recordTitlesSent: defineFace({ name: 'invoicing.titles-sent.record', method: 'POST', path: '/api/invoice_batches/:id/titlesSent' }),
  titlesSentGroups: defineFace({ name: 'invoicing.titles-sent.groups', method: 'GET', path: '/api/titles_sent/groups' }),
  titlesSentPdf: defineFace({ name: 'invoicing.titles-sent.pdf', method: 'GET', path: '/api/titles_sent/pdf' }),
  sendTitlesSent: defineFace({ name: 'invoicing.titles-sent.send', method: 'POST', path: '/api/titles_sent/send' }),
  addVehicleToPaperwork: defineFace({ name: 'invoicing.paperwork.add-vehicle', method: 'POST', path: '/api/paperwork_batches/:id/add/:vehicleId' }),
  removeVehicleFromPaperwork: defineFace({
    name: 'invoicing.paperwork.remove-vehicle',
    method: 'DELETE',
    path: '/api/paperwork_batches/:id/remove/:vehicleId',
  }),
  // Document 2 names no call for Update all Sent to BMV: this path is the portal's own.
  paperworkSentToBmv: defineFace({ name: 'invoicing.paperwork.sent-to-bmv', method: 'POST', path: '/api/paperwork_batches/:id/sentToBmv' }),
  // Document 3 names no call for a one-off invoice's print and e-mail (its browser drew the PDF): these paths are the portal's own.
  oneOffInvoicePdf: defineFace({ name: 'invoicing.one-off.pdf', method: 'GET', path: '/api/one_off_invoices/:id/pdf' }),
  sendOneOffInvoice: defineFace({ name: 'invoicing.one-off.send', method: 'POST', path: '/api/one_off_invoices/:id/send' }),
  sendOneOffInvoiceStatus: defineFace({ name: 'invoicing.one-off.send-status', method: 'GET', path: '/api/one_off_invoices/:id/send' }),
};
