import { SERVICE, type ResourceRoute } from '../services.js';

const invoicing = (access: ResourceRoute['access']): ResourceRoute => ({ service: SERVICE.INVOICING, access });

/**
 * Invoicing (document 2 §2-§7): staff build batches, lines and charges; a client user reads its own
 * client's batches, invoice lines and charges and changes none of them. Vehicles join and leave a batch
 * through /api/invoice_batches/{id}/add|remove/{vehicleId}; creating a line is Add Manual Invoice (a line
 * without a vehicle), deleting one is Delete Invoice.
 */
export const INVOICING_ROUTES: Record<string, ResourceRoute> = {
  invoice_batches: invoicing({ list: 'signed-in', read: 'signed-in', create: 'staff', update: 'staff', delete: 'none' }),
  invoices: invoicing({ list: 'signed-in', read: 'signed-in', create: 'staff', update: 'staff', delete: 'staff' }),
  vehicle_charges: invoicing({ list: 'signed-in', read: 'signed-in', create: 'staff', update: 'staff', delete: 'staff' }),
  // Made and emptied through POST /api/master_invoice_batches and DELETE .../invoice_batches/{batchId}.
  master_invoice_batches: invoicing({ list: 'signed-in', read: 'signed-in', create: 'none', update: 'none', delete: 'none' }),
  // Recorded by a batch's Titles Sent (POST /api/invoice_batches/{id}/titlesSent).
  titles_sent: invoicing({ list: 'signed-in', read: 'signed-in', create: 'none', update: 'none', delete: 'none' }),
  // Paperwork batches and one-off invoices are staff's screens (services/invoicing README, "Decisions").
  paperwork_batches: invoicing({ list: 'staff', read: 'staff', create: 'staff', update: 'staff', delete: 'none' }),
  paperwork_vehicles: invoicing({ list: 'staff', read: 'staff', create: 'none', update: 'none', delete: 'none' }),
  one_off_invoices: invoicing({ list: 'staff', read: 'staff', create: 'staff', update: 'staff', delete: 'none' }),
};
