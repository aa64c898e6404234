import { describe, expect, it } from '@jest/globals';
import { ModelCatalog } from './catalog.js';
import { defineResource } from './definition.js';
import { partsTotal } from './counts.js';
import { clauseWhere, groupWhere, partSought } from './where.js';

const catalog = new ModelCatalog(
  {
    models: {
      Vehicle: {
        fields: [
          { name: 'vehicleid', kind: 'scalar', type: 'Int' },
          { name: 'vehiclevin', kind: 'scalar', type: 'String' },
          { name: 'yr', kind: 'scalar', type: 'Int' },
          { name: 'cancelled', kind: 'scalar', type: 'Int' },
          { name: 'recordcreateddate', kind: 'scalar', type: 'DateTime' },
          { name: 'submitteddotdate', kind: 'scalar', type: 'DateTime' },
          { name: 'fees', kind: 'scalar', type: 'Decimal' },
          { name: 'client', kind: 'object', type: 'Client' },
          { name: 'notes', kind: 'object', type: 'Note' },
          { name: 'vin_parts', kind: 'object', type: 'VinPart' },
        ],
      },
      VinPart: {
        fields: [
          { name: 'part', kind: 'scalar', type: 'String' },
          { name: 'vehicleid', kind: 'scalar', type: 'Int' },
          { name: 'vehicle', kind: 'object', type: 'Vehicle' },
        ],
      },
      Client: {
        fields: [
          { name: 'clientid', kind: 'scalar', type: 'Int' },
          { name: 'clientname', kind: 'scalar', type: 'String' },
          { name: 'fidno', kind: 'scalar', type: 'String' },
        ],
      },
      Note: {
        fields: [
          { name: 'noteid', kind: 'scalar', type: 'Int' },
          { name: 'note', kind: 'scalar', type: 'String' },
          { name: 'complete', kind: 'scalar', type: 'Boolean' },
        ],
      },
    },
  },
  {
    Vehicle: {
      primaryKey: 'vehicleid',
      dateOnly: ['submitteddotdate'],
      notNull: ['vehicleid', 'vehiclevin', 'cancelled'],
      lists: ['vin_parts'],
      // The VIN's suffixes (migration 0023): sought by partSought and partsTotal, never by the Prisma condition.
      parts: { vehiclevin: { relation: 'vin_parts', field: 'part' } },
    },
    VinPart: { primaryKey: 'part', foreignKeys: { vehicleid: { relation: 'vehicle', model: 'Vehicle', references: 'vehicleid' } } },
    Client: { primaryKey: 'clientid', notNull: ['clientid', 'clientname'] },
    Note: { primaryKey: 'noteid', notNull: ['complete'] },
  },
);

const def = defineResource({
  name: 'vehicles',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  filterable: ['vehiclevin', 'yr', 'cancelled', 'recordcreateddate', 'submitteddotdate', 'fees'],
  sortable: [],
  relations: { client: { filterable: ['clientname'] }, notes: { many: true, filterable: ['note', 'complete'] } },
  defaultOrder: [],
  pageSize: { default: 10, max: 100 },
  access: { list: 'signed-in', read: 'signed-in', create: 'none', update: 'none', delete: 'none' },
  scope: { field: 'vehicleid' },
});

function where(text: string) {
  const [field, op, ...rest] = text.split('|');
  const errors: string[] = [];
  const result = clauseWhere(def, catalog, { field, op: op as never, value: rest.join('|') }, (_k, reason) => errors.push(reason));
  return { result, errors };
}

describe('clauseWhere', () => {
  it.each([
    ['vehiclevin|eq|1HG', { vehiclevin: { equals: '1HG' } }],
    ['yr|neq|2010', { yr: { not: 2010 } }],
    ['yr|>|2010', { yr: { gt: 2010 } }],
    ['yr|<=|2010', { yr: { lte: 2010 } }],
    ['yr|in|2010, 2011', { yr: { in: [2010, 2011] } }],
    ['yr|notin|2010', { yr: { notIn: [2010] } }],
    ['fees|>=|10.5', { fees: { gte: 10.5 } }],
    ['vehiclevin|like|a4352', { vehiclevin: { contains: 'a4352', mode: 'insensitive' } }],
    ['vehiclevin|like|%4352%', { vehiclevin: { contains: '4352', mode: 'insensitive' } }],
    ['vehiclevin|like|1HG%', { vehiclevin: { startsWith: '1HG', mode: 'insensitive' } }],
    ['vehiclevin|like|%4352', { vehiclevin: { endsWith: '4352', mode: 'insensitive' } }],
    ['submitteddotdate|isnull|true', { submitteddotdate: null }],
    ['submitteddotdate|isnull|', { submitteddotdate: null }],
    ['submitteddotdate|notnull|1', { NOT: { submitteddotdate: null } }],
    ['client.clientname|eq|Alpha', { client: { is: { clientname: { equals: 'Alpha' } } } }],
    ['notes.complete|eq|false', { notes: { some: { complete: { equals: false } } } }],
  ])('%s', (text, expected) => {
    expect(where(text)).toEqual({ result: expected, errors: [] });
  });

  it('asks for nothing when isnull or notnull is false', () => {
    expect(where('submitteddotdate|isnull|false')).toEqual({ result: undefined, errors: [] });
    expect(where('submitteddotdate|notnull|0')).toEqual({ result: undefined, errors: [] });
  });

  it('answers isnull and notnull on a never-null column without comparing it with null, which Prisma refuses', () => {
    expect(where('cancelled|isnull|true')).toEqual({ result: { cancelled: { in: [] } }, errors: [] });
    expect(where('vehiclevin|notnull')).toEqual({ result: { vehiclevin: { notIn: [] } }, errors: [] });
    expect(where('client.clientname|isnull|1')).toEqual({ result: { client: { is: { clientname: { in: [] } } } }, errors: [] });
    expect(where('cancelled|notnull|false')).toEqual({ result: undefined, errors: [] });
    expect(where('notes.complete|isnull').result).toEqual({ notes: { some: { AND: [{ complete: true }, { complete: false }] } } });
    expect(where('notes.complete|notnull').result).toEqual({ notes: { some: { OR: [{ complete: true }, { complete: false }] } } });
  });

  it('compares a calendar date with a whole day', () => {
    const day = new Date('2024-05-01T00:00:00.000Z');
    const next = new Date('2024-05-02T00:00:00.000Z');
    expect(where('recordcreateddate|eq|2024-05-01').result).toEqual({ recordcreateddate: { gte: day, lt: next } });
    expect(where('recordcreateddate|<=|2024-05-01').result).toEqual({ recordcreateddate: { lt: next } });
    expect(where('recordcreateddate|>|2024-05-01').result).toEqual({ recordcreateddate: { gte: next } });
    expect(where('recordcreateddate|neq|2024-05-01').result).toEqual({ NOT: { recordcreateddate: { gte: day, lt: next } } });
  });

  it.each([
    ['yr|eq|abc', /whole number/],
    ['yr|eq|2147483648', /between -2147483648 and 2147483647/],
    ['notes.complete|>|true', /> does not apply to this field; use eq, neq/],
    ['notes.complete|in|true,false', /in does not apply to this field/],
    ['yr|>|-2147483649', /between -2147483648 and 2147483647/],
    ['yr|in|2010,9007199254740991', /between -2147483648 and 2147483647/],
    ['yr|like|20', /text fields only/],
    ['yr|in|', /at least one value/],
    ['yr|in|2010,x', /whole number/],
    ['vehiclevin|like|a%b', /% only at the start or the end/],
    ['recordcreateddate|eq|2024-13-01', /date/],
    ['client.fidno|eq|1', /"client.fidno" cannot be filtered/],
    ['owner.name|eq|1', /"owner" is not a relation/],
    ['password|eq|x', /"password" cannot be filtered/],
  ])('refuses %s', (text, message) => {
    const { result, errors } = where(text);
    expect(result).toBeUndefined();
    expect(errors.join(' ')).toMatch(message);
  });

  it('ORs a group', () => {
    const result = groupWhere(
      def,
      catalog,
      {
        label: 'g',
        clauses: [
          { field: 'yr', op: 'eq', value: '2010' },
          { field: 'cancelled', op: 'eq', value: '1' },
        ],
      },
      () => {},
    );
    expect(result).toEqual({ OR: [{ yr: { equals: 2010 } }, { cancelled: { equals: 1 } }] });
  });
});

describe('part of a text kept as suffixes', () => {
  const clause = (text: string) => {
    const [field, op, ...rest] = text.split('|');
    return { field: field!, op: op as never, value: rest.join('|') };
  };
  const partWhere = (text: string) => clauseWhere(def, catalog, clause(text), () => undefined);
  const vin = () => catalog.model('Vehicle').scalars.get('vehiclevin')!;
  const query = (...filters: string[]) => ({ filters: filters.map(clause), groups: [] }) as never;

  it.each([
    ['vehiclevin|like|jf0003', 'jf0003'],
    ['vehiclevin|like|%GCM82%', 'gcm82'],
    ['vehiclevin|like|hgc', 'hgc'],
  ])('seeks %s as the start of a suffix, lower-cased as the suffixes are; the condition stays ILIKE for Prisma', (text, start) => {
    expect(partSought(vin(), clause(text))).toBe(start);
    const inner = text.split('|')[2]!.replaceAll('%', '');
    expect(partWhere(text)).toEqual({ vehiclevin: { contains: inner, mode: 'insensitive' } });
  });

  it.each([
    // Anchored at one end, shorter than a suffix, or holding what a suffix never holds: not sought in the suffixes.
    'vehiclevin|like|1HG%',
    'vehiclevin|like|%4352',
    'vehiclevin|like|HG',
    'vehiclevin|like|HG_1',
    'vehiclevin|like|HG 1',
    'vehiclevin|like|ÄBC',
    'vehiclevin|eq|1HGCM82633A004352',
  ])('does not seek %s in the suffixes', (text) => {
    expect(partSought(vin(), clause(text))).toBeUndefined();
  });

  it('totals a list whose one condition is a part from the suffixes: the different vehicles they point at', () => {
    expect(partsTotal(def, catalog, query('vehiclevin|like|GCM82'))).toEqual({
      model: 'VinPart',
      where: { part: { gte: 'gcm82', lt: 'gcm83' } },
      distinct: 'vehicleid',
    });
  });

  it('leaves any other list to be counted', () => {
    expect(partsTotal(def, catalog, query('vehiclevin|like|GCM82', 'yr|eq|2010'))).toBeUndefined();
    expect(partsTotal(def, catalog, query('vehiclevin|like|1HG%'))).toBeUndefined();
    expect(partsTotal(def, catalog, query('vehiclevin|eq|1HGCM82633A004352'))).toBeUndefined();
    expect(partsTotal(def, catalog, { filters: [], groups: [{ label: 'g', clauses: [clause('vehiclevin|like|GCM82')] }] } as never)).toBeUndefined();
    expect(partsTotal(def, catalog, query('yr|eq|2010'))).toBeUndefined();
  });
});
