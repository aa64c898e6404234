import { describe, expect, it } from '@jest/globals';
import { checkRows, isDutyWarning, rejectedFile } from './vehicle-check-input.js';

describe('the vehicle check form', () => {
  it('takes spreadsheets and CSV only, in the spec words', () => {
    expect(rejectedFile('cars.XLSX')).toBeNull();
    expect(rejectedFile('cars.xls')).toBeNull();
    expect(rejectedFile('C:\\fakepath\\cars.pdf')).toBe('C:\\fakepath\\cars.pdf is not valid. Only .csv, .xlsx and .xls files can be checked.');
  });

  it("refuses an answer that is not the rows ('Unexpected data'), and marks the 25% duty", () => {
    expect(checkRows({ results: [] })).toBeNull();
    expect(checkRows([{ vin: 'X' }])).toBeNull();
    const rows = checkRows([{ vin: 'X', validVin: true, tpmsCheck: 'No TPMS concern', gstCheck: '25% duty: built in Japan' }]);
    expect(rows && isDutyWarning(rows[0])).toBe(true);
  });
});
