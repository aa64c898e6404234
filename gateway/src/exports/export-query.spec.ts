import { describe, expect, it } from '@jest/globals';
import type { CsvColumn } from '@portal/contracts';
import { assertKnownColumns, exportListQuery } from './export-query.js';

const col = (...fields: string[]): CsvColumn => ({ fields, header: fields[0], format: { kind: 'text' } });

describe('exportListQuery', () => {
  it('keeps the list grammar, drops paging and columns, loads the relations and asks only the fields the columns read', () => {
    const query = exportListQuery(
      {
        'filters[]': ['yr|eq|2010'],
        'order_by[]': 'vehiclevin|desc',
        'with[]': 'title_status',
        'appends[]': 'location',
        page: '3',
        per_page: '10000',
        'fields[]': 'password',
        'columns[]': ['x|X'],
      },
      [
        col('vehiclevin'),
        col('client.clientname'),
        col('title_status.statusname'),
        col('location.name'),
        col('location'),
        col('charge_type.name', 'bucket_id'),
      ],
    );
    expect(query).toEqual({
      'filters[]': ['yr|eq|2010'],
      'order_by[]': 'vehiclevin|desc',
      'with[]': ['title_status', 'client', 'charge_type'],
      'appends[]': ['location'],
      'fields[]': ['vehiclevin', 'bucket_id'],
    });
  });
});

describe('assertKnownColumns', () => {
  const rows = [
    { vehiclevin: 'A', client: null, images: [] },
    { vehiclevin: 'B', client: { clientname: 'Alpha' }, images: [{ name: 'x' }] },
  ];

  it('takes fields the rows have', () => {
    expect(() => assertKnownColumns([col('vehiclevin'), col('client.clientname'), col('images.name'), col('nothing', 'vehiclevin')], rows)).not.toThrow();
  });

  it('refuses a field the list does not send, naming it', () => {
    let refusal: { code?: string; errors?: Record<string, string[]> } = {};
    try {
      assertKnownColumns([col('vehiclevin'), col('password'), col('client.clientsecret')], rows);
    } catch (error) {
      refusal = error as typeof refusal;
    }
    expect(refusal.code).toBe('VALIDATION');
    expect(refusal.errors).toEqual({ columns: [expect.stringContaining('"password"'), expect.stringContaining('"client.clientsecret"')] });
  });
});
