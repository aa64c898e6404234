import { describe, expect, it } from '@jest/globals';
import { checkForm, checkRows, isDutyWarning, rejectedFile } from './vehicle-check-input.js';

describe('the vehicle check form', () => {
  it('takes spreadsheets and CSV only, in the spec words', () => {
    expect(rejectedFile('cars.XLSX')).toBeNull();
    expect(rejectedFile('cars.xls')).toBeNull();
    expect(rejectedFile('C:\\fakepath\\cars.pdf')).toBe('C:\\fakepath\\cars.pdf is not valid. Only .csv, .xlsx and .xls files can be checked.');
  });

  it('sends short pasted text as a field and long text as a one-column CSV', () => {
    expect(checkForm({ kind: 'text', text: 'A B' }).get('text')).toBe('A B');
    const long = Array.from({ length: 700 }, () => '1HGCM82633A004352').join(' ');
    const sent = checkForm({ kind: 'text', text: long });
    expect(sent.get('text')).toBeNull();
    const file = sent.get('file') as File;
    expect(file.name).toBe('pasted-vins.csv');
    expect(file.size).toBe(700 * 17 + 699 * 2);
  });

  it("refuses an answer that is not the rows ('Unexpected data'), and marks the 25% duty", () => {
    expect(checkRows({ results: [] })).toBeNull();
    expect(checkRows([{ vin: 'X' }])).toBeNull();
    const rows = checkRows([{ vin: 'X', validVin: true, tpmsCheck: 'No TPMS concern', gstCheck: '25% duty: built in Japan' }]);
    expect(rows && isDutyWarning(rows[0])).toBe(true);
  });
});
