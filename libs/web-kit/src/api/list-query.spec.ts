import { describe, expect, it } from '@jest/globals';
import { filterClause, listParams, listQueryString } from './list-query.js';

describe('list query grammar', () => {
  it('writes paging, filters, relations, order and appends in that order', () => {
    expect(
      listParams({
        per_page: 10,
        page: 2,
        filters: [{ field: 'vehiclevin', op: 'like', value: 'ABC' }],
        with: ['client', 'title_status'],
        order_by: [{ field: 'vehicleid', direction: 'desc' }],
        appends: ['fees_total'],
      }),
    ).toEqual([
      ['per_page', '10'],
      ['page', '2'],
      ['filters[]', 'vehiclevin|like|ABC'],
      ['with[]', 'client'],
      ['with[]', 'title_status'],
      ['order_by[]', 'vehicleid|desc'],
      ['appends[]', 'fees_total'],
    ]);
  });

  it('drops empty values', () => {
    expect(filterClause({ field: 'make', op: 'eq', value: '' })).toBeUndefined();
    expect(filterClause({ field: 'make', op: 'eq', value: '   ' })).toBeUndefined();
    expect(filterClause({ field: 'make', op: 'eq', value: null })).toBeUndefined();
    expect(filterClause({ field: 'make', op: 'eq', value: undefined })).toBeUndefined();
    expect(filterClause({ field: 'clientid', op: 'in', value: [] })).toBeUndefined();
    expect(filterClause({ field: 'clientid', op: 'eq', value: 0 })).toBe('clientid|eq|0');
  });

  it('sends isnull and notnull only when their flag is set', () => {
    expect(filterClause({ field: 'submitteddotdate', op: 'isnull', value: true })).toBe('submitteddotdate|isnull|true');
    expect(filterClause({ field: 'submitteddotdate', op: 'notnull', value: 'true' })).toBe('submitteddotdate|notnull|true');
    expect(filterClause({ field: 'submitteddotdate', op: 'isnull', value: false })).toBeUndefined();
    expect(filterClause({ field: 'submitteddotdate', op: 'notnull', value: 'false' })).toBeUndefined();
    expect(filterClause({ field: 'submitteddotdate', op: 'notnull', value: undefined })).toBeUndefined();
  });

  it('joins in and notin lists with commas', () => {
    expect(filterClause({ field: 'titlestatusid', op: 'notin', value: [5, 6] })).toBe('titlestatusid|notin|5,6');
    expect(filterClause({ field: 'titlestatusid', op: 'in', value: '21,23' })).toBe('titlestatusid|in|21,23');
  });

  it('prefixes grouped clauses with their label', () => {
    const params = listParams({
      filters: [
        { field: 'vehiclevin', op: 'like', value: 'ABC', group: 'g1' },
        { field: 'last6', op: 'eq', value: 'ABC', group: 'g1' },
      ],
    });
    expect(params).toEqual([
      ['filters[]', 'g1:vehiclevin|like|ABC'],
      ['filters[]', 'g1:last6|eq|ABC'],
    ]);
  });

  it('treats any direction other than desc as asc', () => {
    expect(listParams({ order_by: [{ field: 'yr' }] })).toEqual([['order_by[]', 'yr|asc']]);
  });

  it('keeps bracketed keys readable and encodes values', () => {
    expect(listQueryString({ per_page: 2, filters: [{ field: 'vehiclevin', op: 'like', value: '1HG%' }] })).toBe(
      'per_page=2&filters[]=vehiclevin%7Clike%7C1HG%25',
    );
    expect(listQueryString({ filters: [{ field: 'recordcreateddate', op: '>=', value: '2024-01-01 00:00:00' }] })).toBe(
      'filters[]=recordcreateddate%7C%3E%3D%7C2024-01-01%2000%3A00%3A00',
    );
  });
});
