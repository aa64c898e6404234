/** A master invoice batch as read with its client and member batches (document 2 §3). */
export interface MasterInvoiceBatch {
  id: number;
  master_invoice_number: string | null;
  clientid: number | null;
  client?: { clientid: number; clientname: string } | null;
  invoice_batches_full?: MemberBatch[];
}

export interface MemberBatch {
  invoiceid: number;
  invoicedate: string | null;
  invoices?: Array<{ invoicedetailid: number; totalcost: string | number }>;
}

/** A member batch's Count and Total: its invoice lines and their sum, added in cents as the service does. */
export function batchTotals(batch: MemberBatch): { invoice_count: number; invoice_total: number } {
  const lines = batch.invoices ?? [];
  return { invoice_count: lines.length, invoice_total: lines.reduce((sum, l) => sum + Math.round(Number(l.totalcost) * 100), 0) / 100 };
}
