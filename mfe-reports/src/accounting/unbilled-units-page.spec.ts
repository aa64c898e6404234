import { describe, expect, it } from '@jest/globals';
import type { ReportRow } from '../shared/report-columns.js';
import { feesTotalColumn } from './unbilled-units-page.js';

const row = (fees_total: unknown) => ({ vehicleid: 1, vehiclevin: 'V', yr: null, make: null, model: null, clientid: 1, fees_total }) as ReportRow;

describe('the Fees Total column of Unbilled Units', () => {
  it('shows the fees as money, cents kept, and nothing while they are not there', () => {
    expect(feesTotalColumn.value!(row(121.35))).toBe('$121.35');
    expect(feesTotalColumn.value!(row(1250))).toBe('$1,250.00');
    expect(feesTotalColumn.value!(row(0))).toBe('$0.00');
    expect(feesTotalColumn.value!(row(undefined))).toBe('');
  });

  it('writes the fees_total append to the CSV in the same money format', () => {
    expect(feesTotalColumn.csv).toEqual({ field: 'fees_total', format: 'currency' });
  });
});
