import { describe, expect, it } from '@jest/globals';
import { parseListQuery } from './parse.js';

describe('parseListQuery', () => {
  it('reads every part of the grammar', () => {
    const result = parseListQuery({
      per_page: '25',
      page: '3',
      'filters[]': ['vehiclevin|like|1HG', 'titlestatusid|in|5,6', 'client.clientname|eq|Alpha Motors'],
      'with[]': ['client', 'title_status'],
      'order_by[]': ['vehicleid|desc', 'yr|sideways'],
      'appends[]': 'fees_total',
      'fields[]': ['vehiclevin', 'yr'],
    });
    expect(result).toEqual({
      ok: true,
      query: {
        page: 3,
        per_page: 25,
        filters: [
          { field: 'vehiclevin', op: 'like', value: '1HG' },
          { field: 'titlestatusid', op: 'in', value: '5,6' },
          { field: 'client.clientname', op: 'eq', value: 'Alpha Motors' },
        ],
        groups: [],
        with: ['client', 'title_status'],
        order_by: [
          { field: 'vehicleid', direction: 'desc' },
          { field: 'yr', direction: 'asc' },
        ],
        appends: ['fees_total'],
        fields: ['vehiclevin', 'yr'],
      },
    });
  });

  it('keeps a value that itself contains the separator', () => {
    const result = parseListQuery({ 'filters[]': 'note|like|a|b' });
    expect(result.ok && result.query.filters[0]).toEqual({ field: 'note', op: 'like', value: 'a|b' });
  });

  it('groups labelled clauses into one OR group', () => {
    const result = parseListQuery({ 'filters[]': ['g1:vehiclevin|like|ABC', 'g1:last6|eq|ABC123', 'cancelled|eq|0'] });
    expect(result.ok && result.query.groups).toEqual([
      {
        label: 'g1',
        clauses: [
          { field: 'vehiclevin', op: 'like', value: 'ABC' },
          { field: 'last6', op: 'eq', value: 'ABC123' },
        ],
      },
    ]);
    expect(result.ok && result.query.filters).toEqual([{ field: 'cancelled', op: 'eq', value: '0' }]);
  });

  it('does not mistake a colon inside a value for a group label', () => {
    const result = parseListQuery({ 'filters[]': 'note|like|time: 10:30' });
    expect(result.ok && result.query.filters[0]).toEqual({ field: 'note', op: 'like', value: 'time: 10:30' });
  });

  it('accepts isnull and notnull without a value', () => {
    const result = parseListQuery({ filters: ['bondreleasedate|isnull', 'submitteddotdate|notnull|true'] });
    expect(result.ok && result.query.filters).toEqual([
      { field: 'bondreleasedate', op: 'isnull', value: '' },
      { field: 'submitteddotdate', op: 'notnull', value: 'true' },
    ]);
  });

  it.each([
    [{ 'filters[]': 'vehiclevin|contains|x' }, 'filters', /unknown operator "contains"/],
    [{ 'filters[]': 'vehiclevin' }, 'filters', /not field\|operator\|value/],
    [{ 'filters[]': 'vehiclevin|eq' }, 'filters', /has no value/],
    [{ 'filters[]': 'x;drop table|eq|1' }, 'filters', /not a valid field name/],
    [{ per_page: 'ten' }, 'per_page', /positive whole number/],
    [{ page: '0' }, 'page', /whole number from 1/],
    [{ page: '9007199254740991' }, 'page', /whole number from 1/],
    [{ page: '1e308' }, 'page', /whole number from 1/],
    [{ 'filters[]': 'vehiclevin|eq|A\u0000B' }, 'filters', /control characters/],
    [{ 'filters[]': `vehiclevin|like|${'x'.repeat(1001)}` }, 'filters', /longer than 1000/],
    [{ 'filters[]': Array.from({ length: 51 }, () => 'yr|eq|1') }, 'filters', /at most 50/],
    [{ 'with[]': 'client;' }, 'with', /not a valid name/],
  ])('refuses %j naming %s', (raw, key, message) => {
    const result = parseListQuery(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[key]?.join(' ')).toMatch(message);
  });

  it('names a parameter called constructor or __proto__ like any other', () => {
    const result = parseListQuery(
      Object.fromEntries([
        ['constructor', 'a\u001b'],
        ['__proto__', 'b\u0000'],
      ]),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['constructor', '__proto__']);
  });

  it('accepts the data layer spelling perPage', () => {
    const result = parseListQuery({ perPage: '5' });
    expect(result.ok && result.query.per_page).toBe(5);
  });
});
