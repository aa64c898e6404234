import { afterAll, describe, expect, it } from '@jest/globals';
import { createPrismaClient, MODEL_META } from '@portal/db';
import { ModelCatalog } from '../catalog.js';
import { NotCompiled, ReadCompiler } from './compile.js';

// The schema's own catalog: the client is never connected (no statement is sent here; the services'
// read-path tests run what this writes against Prisma's answers).
const client = createPrismaClient('postgresql://postgres@127.0.0.1:1/never');
const compiler = new ReadCompiler(ModelCatalog.fromClient(client, MODEL_META));

afterAll(async () => {
  await client.$disconnect();
});

const aliasesOf = (text: string) => [...text.matchAll(/ AS (t\d+)/g)].map((m) => m[1]);

describe('ReadCompiler', () => {
  it('sends every value as a parameter, whatever it holds, and only a checked whole number as a limit', () => {
    const hostile = `x' OR 1=1; DROP TABLE vehicles; --\u0000%_`;
    const { text, values } = compiler.findMany('Vehicle', {
      select: { vehicleid: true },
      where: { AND: [{ vehiclevin: { contains: hostile, mode: 'insensitive' } }, { make: hostile }, { clientid: { in: [1, 2] } }] },
      take: 25,
    });
    expect(text).not.toContain('DROP');
    expect(text).toContain(`"vehiclevin" ILIKE ('%' || $1 || '%')`);
    expect(values).toEqual([hostile, hostile, 1, 2, 25]);
    // A limit in the text (PageLimit) is a checked whole number.
    expect(compiler.findMany('Vehicle', { select: { vehicleid: true }, take: 25 }, 'text').text).toMatch(/ LIMIT 25\) AS t0\) AS r$/);
    for (const take of [2.5, -1, '25; DROP TABLE vehicles', Number.MAX_VALUE])
      expect(() => compiler.findMany('Vehicle', { select: { vehicleid: true }, take }, 'text')).toThrow(NotCompiled);
  });

  it('writes a select object once, and the same statement again with the values of each call', () => {
    // A to-many relation with a condition: the selection itself holds values and names tables.
    const select = { vehicleid: true, vehiclevin: true, notes: { select: { noteid: true }, where: { vehicleid: { in: [3, 4] } }, take: 5 } };
    const fresh = () => structuredClone(select);
    const args = (id: number) => ({ select, where: { AND: [{ vehicleid: id }, { clientid: { in: [7] } }] }, take: 1 });
    const first = compiler.findMany('Vehicle', args(11));
    const again = compiler.findMany('Vehicle', args(12));
    const unshared = compiler.findMany('Vehicle', { ...args(12), select: fresh() });
    expect(again.text).toBe(first.text);
    expect(again).toEqual(unshared);
    expect(again.values).toEqual([3, 4, 12, 7, 1]);
    const aliases = aliasesOf(again.text);
    expect(new Set(aliases).size).toBe(aliases.length);
    // The same object elsewhere in a statement (after another part, as the answer's JSON) is written for that place.
    const total = { model: 'Vehicle', where: { clientid: { in: [7] } } };
    const shape = { hidden: new Set<string>(), transient: new Set<string>(['_count']), aliases: {} };
    const answer = compiler.answerPage('Vehicle', args(12), total, shape);
    expect(compiler.answerPage('Vehicle', args(12), total, shape)).toEqual(answer);
    expect(answer).toEqual(compiler.answerPage('Vehicle', { ...args(12), select: fresh() }, total, shape));
    expect(answer.text).not.toContain(first.text);
    const withoutVin = compiler.answerPage('Vehicle', args(12), total, { ...shape, hidden: new Set(['vehiclevin']) }).text;
    const mentions = (text: string) => text.split('vehiclevin').length;
    expect(mentions(withoutVin)).toBeLessThan(mentions(answer.text));
  });

  it('gives every table of a statement its own name, in counts and sums too', () => {
    const scoped = { AND: [{ vehicle: { is: { clientid: { in: [7] } } } }] };
    const select = { noteid: true, vehicle: { select: { vehiclevin: true } } };
    for (const { text } of [
      compiler.count('VehicleNote', scoped),
      compiler.findMany('VehicleNote', { select, where: scoped }),
      compiler.page('VehicleNote', { select, where: scoped, take: 25 }, { model: 'VehicleNote', where: scoped }),
    ]) {
      const aliases = aliasesOf(text);
      expect(new Set(aliases).size).toBe(aliases.length);
    }
    expect(compiler.count('VehicleNote', scoped).text).toBe(
      'SELECT (SELECT count(*) FROM "vehicle_notes" AS t0 WHERE (((EXISTS (SELECT 1 FROM "vehicles" AS t1 ' +
        'WHERE t1."vehicleid" = t0."vehicleid" AND (t1."clientid" IN ($1)))))))',
    );
  });

  it('finds part of a VIN as the start of its parts, and counts the different vehicles they point at', () => {
    const contains = (part: string) =>
      compiler.findMany('Vehicle', { select: { vehicleid: true }, where: { vehiclevin: { contains: part, mode: 'insensitive' } }, take: 10 });
    const sought = contains('GCM82');
    expect(sought.text).toContain(
      'WHERE (t1."vehicleid" IN (SELECT t2."vehicleid" FROM "vehicle_vin_parts" AS t2 WHERE t2."part" LIKE ($1 || \'%\') OFFSET 0)) LIMIT $2',
    );
    expect(sought.values).toEqual(['gcm82', 10]);
    // What the parts do not answer stays ILIKE: two characters, an escaped wildcard, a letter beyond ASCII.
    for (const part of ['GC', 'G\\_M82', 'GÄM82']) expect(contains(part).text).toContain(`"vehiclevin" ILIKE ('%' || $1 || '%')`);
    expect(compiler.findMany('Vehicle', { select: { vehicleid: true }, where: { vehiclevin: { contains: 'GCM82' } } }).text).toContain('"vehiclevin" LIKE');
    expect(compiler.count('VehicleVinPart', { part: { gte: 'gcm82', lt: 'gcm83' } }, 'vehicleid')).toEqual({
      text: `SELECT (SELECT count(DISTINCT t0."vehicleid") FROM "vehicle_vin_parts" AS t0 WHERE ((t0."part" >= $1 AND t0."part" < $2)))`,
      values: ['gcm82', 'gcm83'],
    });
    expect(() => compiler.count('VehicleVinPart', undefined, 'vehicle')).toThrow(NotCompiled);
  });

  it("pages a list whose one condition is part of a VIN, in the vehicles' key order, among the keys its parts point at", () => {
    const sought = { vehiclevin: { contains: 'GCM82', mode: 'insensitive' } };
    const page = (where: object, orderBy: unknown, skip = 20) => compiler.findMany('Vehicle', { select: { vehicleid: true }, where, orderBy, take: 10, skip });
    const desc = page({ AND: [sought] }, [{ vehicleid: 'desc' }]);
    expect(desc.text).toContain(
      'FROM "vehicles" AS t1 WHERE t1."vehicleid" IN (SELECT DISTINCT t2."vehicleid" FROM "vehicle_vin_parts" AS t2 WHERE t2."part" >= $1 AND t2."part" < $2' +
        ' ORDER BY t2."vehicleid" DESC LIMIT $3 OFFSET $4) ORDER BY t1."vehicleid" DESC) AS t0',
    );
    // The range of the suffixes starting with the part: up to the part with its last character's code one higher.
    expect(desc.values).toEqual(['gcm82', 'gcm83', 10, 20]);
    expect(page({ vehiclevin: { contains: 'A1Z', mode: 'insensitive' } }, { vehicleid: 'asc' }, 0).values).toEqual(['a1z', 'a1{', 10]);
    expect(page({ vehiclevin: { contains: 'AZ9', mode: 'insensitive' } }, { vehicleid: 'asc' }, 0).values).toEqual(['az9', 'az:', 10]);
    const ascending = page(sought, { vehicleid: 'asc' }, 0);
    expect(ascending.text).toContain('ORDER BY t2."vehicleid" ASC LIMIT $3) ORDER BY t1."vehicleid" ASC) AS t0');
    expect(ascending.values).toEqual(['gcm82', 'gcm83', 10]);
    // Any other page reads the rows holding the part and sorts them: another order, a second condition, no order,
    // a part the parts do not answer.
    const inRows = 'IN (SELECT t2."vehicleid" FROM "vehicle_vin_parts" AS t2 WHERE t2."part" LIKE ($1 || \'%\') OFFSET 0)';
    expect(page(sought, [{ make: 'asc' }, { vehicleid: 'desc' }]).text).toContain(inRows);
    expect(page(sought, [{ vehiclevin: 'desc' }]).text).toContain(inRows);
    expect(page(sought, undefined).text).toContain(inRows);
    expect(page({ AND: [sought, { clientid: { in: [7] } }] }, [{ vehicleid: 'desc' }]).text).toContain(inRows);
    expect(page({ OR: [sought] }, [{ vehicleid: 'desc' }]).text).toContain(inRows);
    expect(page({ vehiclevin: { contains: 'GC', mode: 'insensitive' } }, [{ vehicleid: 'desc' }]).text).toContain(`ILIKE ('%' || $1 || '%')`);
    expect(page({ vehiclevin: { contains: 'GCM82' } }, [{ vehicleid: 'desc' }]).text).toContain(`"vehiclevin" LIKE ('%' || $1 || '%')`);
    for (const { text, values } of [desc, ascending]) expect(text.match(/\$\d+/g)).toHaveLength(values.length);
  });

  it('writes a page and its total as one statement, the count left unasked when a first page is short', () => {
    const where = { clientid: { in: [7] } };
    const first = compiler.page('Vehicle', { select: { vehicleid: true }, where, take: 25, skip: 0 }, { model: 'Vehicle', where });
    expect(first.text).toMatch(
      /^WITH page_rows AS MATERIALIZED \(SELECT row_to_json\(r\) FROM .* LIMIT \$2\) AS t0\) AS r\) SELECT \* FROM page_rows UNION ALL /,
    );
    expect(first.text).toContain('SELECT to_json(CASE WHEN (SELECT count(*) FROM page_rows) < $4 THEN NULL ELSE (SELECT count(*) FROM "vehicles" AS t2 WHERE');
    expect(first.values).toEqual([7, 25, 7, 25]);
    // The same page with its limit in the text (PageLimit): the page and the short-page test name the number.
    const planned = compiler.page('Vehicle', { select: { vehicleid: true }, where, take: 25, skip: 0 }, { model: 'Vehicle', where }, 'text');
    expect(planned.text).toBe(first.text.replace('LIMIT $2', 'LIMIT 25').replace('< $4', '< 25').replace('IN ($3)', 'IN ($2)'));
    expect(planned.values).toEqual([7, 7]);
    // A later page always counts; a counts table's sum is 0 over no groups, as the engine's total says.
    const later = compiler.page('Vehicle', { select: { vehicleid: true }, where, take: 25, skip: 50 }, { model: 'VehicleCount', where, sum: 'n' });
    expect(later.text).toContain('UNION ALL SELECT to_json(coalesce((SELECT sum(t2."n") FROM "vehicle_counts" AS t2 WHERE');
    expect(later.text).not.toContain('CASE');
    expect(() => compiler.page('Vehicle', { select: { vehicleid: true }, take: 25 }, { model: 'Vehicle', where, sum: 'vehiclevin' })).toThrow(NotCompiled);
  });

  it('joins a relation from either side by its foreign key and its name', () => {
    const { text } = compiler.findMany('Vehicle', {
      select: { vehicleid: true, client: { select: { clientname: true } }, notes: { select: { noteid: true }, orderBy: { notedate: 'desc' }, take: 100 } },
    });
    expect(text).toContain('FROM "clients" AS t1 WHERE t1."clientid" = t0."clientid") AS x) AS "client"');
    expect(text).toContain(
      `(SELECT coalesce(json_agg(x), '[]'::json) FROM (SELECT t2."noteid" AS "noteid" FROM "vehicle_notes" AS t2 ` +
        `WHERE t2."vehicleid" = t0."vehicleid" ORDER BY t2."notedate" DESC LIMIT 100) AS x)`,
    );
    // Three relations to the same model, told apart by the relation's name.
    const three = compiler.findMany('Vehicle', {
      select: { client: { select: { clientid: true } }, billto_client: { select: { clientid: true } }, purchase_client: { select: { clientid: true } } },
    }).text;
    expect(three).toContain('t1."clientid" = t0."clientid"');
    expect(three).toContain('t2."clientid" = t0."billtoclientid"');
    expect(three).toContain('t3."clientid" = t0."purchaseclientid"');
  });

  it('chooses the page before it reads the relations of its rows', () => {
    const { text, values } = compiler.findMany('Vehicle', {
      select: { vehicleid: true, client: { select: { clientname: true } } },
      where: { clientid: { in: [3] } },
      orderBy: [{ client: { clientname: 'asc' } }, { vehicleid: 'desc' }],
      skip: 9500,
      take: 500,
    });
    expect(text).toBe(
      'SELECT row_to_json(r) FROM (SELECT t0."vehicleid" AS "vehicleid", (SELECT row_to_json(x) FROM (SELECT t1."clientname" AS "clientname" ' +
        'FROM "clients" AS t1 WHERE t1."clientid" = t0."clientid") AS x) AS "client" FROM (SELECT t2.* FROM "vehicles" AS t2 ' +
        'LEFT JOIN "clients" AS t3 ON t3."clientid" = t2."clientid" WHERE (t2."clientid" IN ($1)) ORDER BY t3."clientname" ASC, t2."vehicleid" DESC ' +
        'LIMIT $2 OFFSET $3) AS t0) AS r',
    );
    expect(values).toEqual([3, 500, 9500]);
  });

  it('writes Prisma null and list rules: IS NULL, <>, empty lists as false and true', () => {
    const { text } = compiler.findMany('Vehicle', {
      select: { vehicleid: true },
      where: { AND: [{ titlestatusid: null }, { cancelled: { not: 1 } }, { vehicleid: { in: [] } }, { yr: { notIn: [] } }, { NOT: { make: null } }] },
    });
    expect(text).toContain('WHERE (((t1."titlestatusid" IS NULL) AND (t1."cancelled" <> $1) AND (1=0) AND (1=1) AND ((NOT (t1."make" IS NULL)))))');
  });

  it('leaves to Prisma what it does not write, and never guesses at a name', () => {
    const notCompiled = [
      () => compiler.findMany('Vehicle', { select: { vehicleid: true }, where: { OR: [] } }),
      () => compiler.findMany('Vehicle', { select: { vehicleid: true }, where: { no_such_field: 1 } }),
      () => compiler.findMany('Vehicle', { select: { 'vehicleid" FROM pg_user --': true } }),
      () => compiler.findMany('Vehicle', { select: { vehicleid: true }, where: { notes: { every: { complete: true } } } }),
      () => compiler.findMany('Vehicle', { select: { vehicleid: true }, where: { vehiclevin: { equals: 'A', mode: 'insensitive' } } }),
      () => compiler.findMany('Vehicle', { select: { vehicleid: true }, orderBy: { vehiclevin: 'sideways' } }),
      () => compiler.findMany('Vehicle', { select: { vehicleid: true }, distinct: ['make'] }),
      () => compiler.findMany('Vehicle', { include: { client: true } }),
      // The day after 9999-12-31, as a filter's `>` asks for it.
      () => compiler.findMany('Vehicle', { select: { vehicleid: true }, where: { recordcreateddate: { gte: new Date(Date.UTC(10000, 0, 1)) } } }),
    ];
    for (const compile of notCompiled) expect(compile).toThrow(NotCompiled);
  });
});
