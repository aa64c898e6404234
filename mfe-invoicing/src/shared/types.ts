import type { Charge } from '@portal/web-kit';

export interface BatchClient {
  clientid: number;
  clientname: string;
  invoiceemailaddress: string | null;
  payment_type?: { paymenttype: string } | null;
}

export interface InvoiceBatch extends Record<string, unknown> {
  invoiceid: number;
  invoicedate: string | null;
  clientid: number | null;
  userid: number | null;
  overnightcharge: string | number | null;
  overnighttrackingno: string | null;
  emailed: string | null;
  emailinfo: string | null;
  invoice_count?: number;
  invoice_total?: number;
  client?: BatchClient | null;
  user?: { name: string | null } | null;
  master_invoice_batch?: { id: number; master_invoice_number: string | null } | null;
  attachments?: Array<{ id: number; cloud_url: string; sent_to: string | null; created_at: string }>;
}

export interface InvoiceLine extends Record<string, unknown> {
  invoicedetailid: number;
  invoicebatchid: number;
  vehicleid: number | null;
  serialnumber: string | null;
  totalcost: string | number;
  amount?: number;
  charges?: Charge[];
  fees_breakdown?: { state: number; dvs: number; other: number };
  vehicle?: {
    vehicleid: number;
    vehiclevin: string;
    yr: number | null;
    make: string | null;
    model: string | null;
    titlesenttoauctiondate?: string | null;
  } | null;
}

/** A vehicle as a paperwork batch and its add dialog show it (document 2 §3). */
export interface PaperworkVehicle extends Record<string, unknown> {
  vehicleid: number;
  vehiclevin: string;
  yr: number | null;
  make: string | null;
  model: string | null;
  printtitledocuments: number;
  titlesenttobmvdate: string | null;
  recordcreateddate: string;
  client?: { clientname: string } | null;
  auction?: { auctionname: string } | null;
}

export interface PaperworkBatch extends Record<string, unknown> {
  printtitledocsid: number;
  printtitledocsdate: string | null;
  printtitledocspersonprinting: number | null;
  person_signing: string | null;
  user?: { name: string | null } | null;
  vehicles_count?: number;
  vehicles_paperwork?: PaperworkVehicle[];
}

export interface OneOffInvoice extends Record<string, unknown> {
  id: number;
  client_name: string | null;
  client_email: string | null;
  vin: string | null;
  amount: number | string;
  created_at: string;
}

/** What a dialog that adds to a batch is given: the batch, whether it is open, and what follows a close and an addition. */
export interface BatchDialogProps {
  batchId: number;
  open: boolean;
  onClose: () => void;
  onAdded: () => Promise<unknown>;
}
