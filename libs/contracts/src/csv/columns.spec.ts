import { describe, expect, it } from '@jest/globals';
import { cellValue, encodeCsvColumn, formatCell, parseCsvColumns, type CsvColumn } from './columns.js';

describe('CSV columns', () => {
  it('reads back what the browser encodes', () => {
    const columns: CsvColumn[] = [
      { fields: ['vehiclevin'], header: 'VIN', format: { kind: 'text' } },
      { fields: ['charge_type.chargebucketname', 'bucket_id'], header: 'Bucket, name', format: { kind: 'labels', labels: { '1': 'Title | fees' } } },
      { fields: ['every_vehicle'], header: 'Every Vehicle', format: { kind: 'yesNo', yes: 'Every Vehicle', no: 'Not every vehicle' } },
      { fields: ['recordcreateddate'], header: 'Created', format: { kind: 'usDate' } },
    ];
    expect(parseCsvColumns(columns.map(encodeCsvColumn))).toEqual({ ok: true, columns });
  });

  it('names what it cannot read', () => {
    const result = parseCsvColumns(['vehiclevin', 'a.b.c|X', 'yr|Year|fancy', 'yr|Year|labels:{oops', 'yr| ']);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.columns).toEqual([
      '"vehiclevin" is not fields|header[|format]',
      '"a.b.c" is not a field path',
      expect.stringContaining('"yr|Year|fancy": the format must be one of'),
      '"yr|Year|labels:{oops": the options of labels are not valid JSON',
      '"yr| " is not fields|header[|format]',
    ]);
    expect(parseCsvColumns(undefined)).toEqual({ ok: false, errors: { columns: ['name at least one column as fields|header'] } });
  });

  it('takes the first field with a value, through loaded relations', () => {
    const row = { bucket_id: 1, charge_type: null, client: { clientname: 'Alpha Motors' }, images: [{ name: 'a' }, { name: 'b' }] };
    expect(cellValue(row, { fields: ['charge_type.chargebucketname', 'bucket_id'], header: 'B', format: { kind: 'text' } })).toBe(1);
    expect(cellValue(row, { fields: ['client.clientname'], header: 'C', format: { kind: 'text' } })).toBe('Alpha Motors');
    expect(cellValue(row, { fields: ['images.name'], header: 'I', format: { kind: 'text' } })).toBe('a; b');
    expect(cellValue(row, { fields: ['charge_type.active'], header: 'A', format: { kind: 'text' } })).toBeUndefined();
  });

  it('shows values as the tables do', () => {
    expect(formatCell('2024-03-05T03:30:00.000Z', { kind: 'usDate' })).toBe('03/04/2024');
    expect(formatCell('2024-07-01T16:05:09.000Z', { kind: 'stamp' })).toBe('2024-07-01 12:05:09');
    expect(formatCell(1234.5, { kind: 'currency' })).toBe('$1,234.50');
    expect(formatCell(1, { kind: 'yesNo' })).toBe('Yes');
    expect(formatCell(null, { kind: 'yesNo' })).toBe('No');
    expect(formatCell(undefined, { kind: 'yesNo' })).toBe('');
    expect(formatCell(false, { kind: 'yesNo', yes: 'Every Vehicle', no: 'Not every vehicle' })).toBe('Not every vehicle');
    expect(formatCell(2, { kind: 'labels', labels: { '2': 'Administrator' } })).toBe('Administrator');
    expect(formatCell(7, { kind: 'labels', labels: {} })).toBe('7');
    expect(formatCell(null, { kind: 'text' })).toBe('');
  });
});
