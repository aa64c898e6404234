import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPrismaClient, MODEL_META, type PrismaClient } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { Principal, RawQuery } from '@portal/contracts';
import { ModelCatalog } from '../catalog.js';
import { defineResource } from '../definition.js';
import { ResourceEngine } from '../engine.js';
import { JsonText } from '../json-text.js';
import { STAFF, clientUser } from '../../testing/principals.js';

// A list page written whole by PostgreSQL (listAnswer) must be, once parsed, the page `list` answers:
// these cover what the services' read-path tests cannot vary, the session's time zone above all (a
// stamp stored with a zone is written in it unless turned to UTC).
const SIGNED_IN = { list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'signed-in', delete: 'signed-in' } as const;

const vehicles = defineResource({
  name: 'vehicles',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  filterable: ['clientid'],
  sortable: ['vehicleid'],
  hidden: ['make'],
  aliases: { vin: 'vehiclevin' },
  relations: {
    client: { resource: 'clients', select: ['clientid', 'clientname'] },
    notes: { resource: 'vehicle_notes', many: true },
  },
  appends: { year_make_model: { needs: ['yr', 'model'], compute: (r) => [r.yr, r.model].filter(Boolean).join(' ') } },
  defaultOrder: [{ field: 'vehicleid', direction: 'desc' }],
  pageSize: { default: 10, max: 500 },
  access: SIGNED_IN,
  scope: { field: 'clientid' },
});

const clients = defineResource({
  name: 'clients',
  model: 'Client',
  primaryKey: 'clientid',
  filterable: [],
  sortable: [],
  relations: { client_group: { access: 'signed-in', select: ['id', 'name', 'created_at'] } },
  defaultOrder: [{ field: 'clientid', direction: 'asc' }],
  pageSize: { default: 10, max: 100 },
  access: SIGNED_IN,
  scope: { field: 'clientid' },
});

const groups = defineResource({
  name: 'client_groups',
  model: 'ClientGroup',
  primaryKey: 'id',
  filterable: [],
  sortable: [],
  defaultOrder: [{ field: 'id', direction: 'asc' }],
  pageSize: { default: 10, max: 100 },
  access: SIGNED_IN,
  scope: { none: true, reason: 'groups name no client data' },
});

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pacific: PrismaClient;
let alpha: Principal;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  // The same database on connections whose session writes stamps in Vancouver's time.
  pacific = createPrismaClient(`${db.url}${db.url.includes('?') ? '&' : '?'}options=${encodeURIComponent('-c TimeZone=America/Vancouver')}`);
  const first = await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
  alpha = clientUser(first.clientid);
  await db.prisma.clientGroup.create({
    data: { name: 'Answer group', created_at: new Date('2026-03-08T10:30:00.123Z'), clients: { connect: { clientid: first.clientid } } },
  });
});

afterAll(async () => {
  await pacific?.$disconnect();
  await db?.drop();
});

const engineOver = (prisma: PrismaClient) =>
  new ResourceEngine(prisma, ModelCatalog.fromClient(prisma, MODEL_META), [groups, clients, vehicles], undefined, 'direct');

async function bothWays(prisma: PrismaClient, principal: Principal, name: string, query: RawQuery) {
  const engine = engineOver(prisma);
  const answer = await engine.listAnswer(principal, name, query);
  return { answer, expected: await engine.list(principal, name, query) };
}

describe('a list page written whole by PostgreSQL', () => {
  it('is the page list answers: legacy id, stamps, dates, relations, hidden fields and aliases', async () => {
    for (const query of [{}, { 'with[]': ['client', 'notes'] }, { page: '2', per_page: '3' }, { per_page: '500' }] as RawQuery[]) {
      const { answer, expected } = await bothWays(db.prisma, STAFF, 'vehicles', query);
      expect(answer).toBeInstanceOf(JsonText);
      const parsed = JSON.parse((answer as JsonText).text) as { data: Record<string, unknown>[] };
      expect(parsed).toEqual(expected);
      expect(Object.keys(parsed.data[0]!)[0]).toBe('id');
      expect(parsed.data[0]).not.toHaveProperty('make');
      expect(parsed.data[0]!.vin).toBe(parsed.data[0]!.vehiclevin);
    }
  });

  it('writes a stamp stored with a zone in UTC whatever the session time zone', async () => {
    for (const prisma of [db.prisma, pacific]) {
      const { answer, expected } = await bothWays(prisma, STAFF, 'client_groups', {});
      expect(JSON.parse((answer as JsonText).text)).toEqual(expected);
      expect((expected.data as Record<string, unknown>[]).find((g) => g.name === 'Answer group')?.created_at).toBe('2026-03-08T10:30:00.123Z');
    }
    const { answer, expected } = await bothWays(pacific, STAFF, 'vehicles', { 'with[]': ['client'] });
    expect(JSON.parse((answer as JsonText).text)).toEqual(expected);
  });

  it("answers as list does when a related row is judged on the caller's clients, or a computed field is asked", async () => {
    const judged = await bothWays(db.prisma, alpha, 'vehicles', { 'with[]': ['client'] });
    expect(judged.answer).not.toBeInstanceOf(JsonText);
    expect(judged.answer).toEqual(judged.expected);
    const computed = await bothWays(db.prisma, STAFF, 'vehicles', { 'appends[]': ['year_make_model'] });
    expect(computed.answer).not.toBeInstanceOf(JsonText);
    // A client user's page without such a relation is written whole, within the client's rows.
    const own = await bothWays(db.prisma, alpha, 'vehicles', { 'with[]': ['notes'] });
    expect(own.answer).toBeInstanceOf(JsonText);
    expect(JSON.parse((own.answer as JsonText).text)).toEqual(own.expected);
    expect((own.expected.data as Record<string, unknown>[]).every((v) => v.clientid === alpha.clientid)).toBe(true);
  });

  it('gives a short first page its length as the total, and a later page the whole count', async () => {
    const count = await db.prisma.vehicle.count();
    const short = JSON.parse(((await engineOver(db.prisma).listAnswer(STAFF, 'vehicles', { per_page: '500' })) as JsonText).text);
    expect(short.total).toBe(Math.min(count, 500));
    const later = JSON.parse(((await engineOver(db.prisma).listAnswer(STAFF, 'vehicles', { page: '2', per_page: '2' })) as JsonText).text);
    expect(later).toMatchObject({ current_page: 2, per_page: 2, total: count });
  });
});
