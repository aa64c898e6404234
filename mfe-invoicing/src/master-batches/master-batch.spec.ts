import { describe, expect, it } from '@jest/globals';
import { batchTotals } from './master-batch.js';

describe('a member batch of the MIB modal', () => {
  it('counts its invoice lines and adds their totals to the cent', () => {
    const lines = Array.from({ length: 10 }, (_, i) => ({ invoicedetailid: i, totalcost: '0.10' }));
    expect(batchTotals({ invoiceid: 1, invoicedate: null, invoices: lines })).toEqual({ invoice_count: 10, invoice_total: 1 });
    expect(batchTotals({ invoiceid: 2, invoicedate: null, invoices: [{ invoicedetailid: 1, totalcost: 120.5 }] })).toEqual({
      invoice_count: 1,
      invoice_total: 120.5,
    });
    expect(batchTotals({ invoiceid: 3, invoicedate: null })).toEqual({ invoice_count: 0, invoice_total: 0 });
  });
});
