import { describe, expect, it } from '@jest/globals';
import { clientChanges } from '../invoices/invoice-detail-page.js';
import { batchVehicleChanges } from './batch-vehicle-updates.js';
import { manualAmountReason } from './manual-invoice-dialog.js';

describe("the batch's vehicle update", () => {
  it('sends only what was chosen: an auction above 0, a date not blank', () => {
    expect(batchVehicleChanges('0', '')).toEqual({});
    expect(batchVehicleChanges('7', '')).toEqual({ auctionid: 7 });
    expect(batchVehicleChanges('0', '2025-05-06')).toEqual({ titlesenttoauctiondate: '2025-05-06' });
    expect(batchVehicleChanges('7', ' 2025-05-06 ')).toEqual({ auctionid: 7, titlesenttoauctiondate: '2025-05-06' });
    expect(batchVehicleChanges('', '   ')).toEqual({});
  });
});

describe("a manual invoice's amount", () => {
  it('is dollars of 0 or more with at most 2 decimals', () => {
    for (const ok of ['0', '75', '75.2', '75.25', ' 12.50 ']) expect(manualAmountReason(ok)).toBeNull();
    expect(manualAmountReason('')).toBe('Amount is required');
    for (const bad of ['-1', '1.234', 'ten', '1,000', '.5']) expect(manualAmountReason(bad)).toMatch(/at most 2 decimals/);
  });
});

describe("the invoice page's client save", () => {
  const client = { clientid: 3, legal_name: 'Alpha Motors LLC', invoiceemailaddress: 'billing@alpha.example' };
  it('sends only the fields that changed, trimmed', () => {
    expect(clientChanges(client, 'Alpha Motors LLC', 'billing@alpha.example')).toEqual({});
    expect(clientChanges(client, ' Alpha Holdings ', 'billing@alpha.example')).toEqual({ legal_name: 'Alpha Holdings' });
    expect(clientChanges(client, 'Alpha Motors LLC', '')).toEqual({ invoiceemailaddress: '' });
    expect(clientChanges({ ...client, legal_name: null }, '', 'billing@alpha.example')).toEqual({});
  });

  it('sends nothing without a client', () => {
    expect(clientChanges(undefined, 'x', 'y')).toEqual({});
  });
});
