import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { ADMIN_RESOURCES } from '../app.module.js';

let db: TestDatabase;
let engine: ResourceEngine;
let alphaId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, ADMIN_RESOURCES);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
});

afterAll(async () => {
  await db?.drop();
});

describe('clients_active', () => {
  it('lists active clients only, by name, up to 1000 for dropdowns', async () => {
    const page = await engine.list(STAFF, 'clients_active', {});
    expect(page.per_page).toBe(1000);
    expect(page.total).toBe(await db.prisma.client.count({ where: { clientactive: 2 } }));
    expect(page.total).toBeLessThan(await db.prisma.client.count());
    const names = page.data.map((c) => c.clientname as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('shows a client user only its own client', async () => {
    const page = await engine.list(clientUser(alphaId, 11), 'clients_active', {});
    expect(page.data.map((c) => c.clientid)).toEqual([alphaId]);
  });
});

describe('clients', () => {
  it('filters RI clients with incomplete registration documents', async () => {
    const page = await engine.list(STAFF, 'clients', { 'filters[]': ['is_ri|eq|1', 'ri_reg_docs_complete|eq|0'], 'with[]': ['defaults', 'state'] });
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((c) => c.is_ri === 1 && c.ri_reg_docs_complete === 0)).toBe(true);
  });

  it('answers not found for another client', async () => {
    const other = await db.prisma.client.findFirstOrThrow({ where: { clientid: { not: alphaId } } });
    expect((await refusal(engine.read(clientUser(alphaId), 'clients', String(other.clientid)))).code).toBe('NOT_FOUND');
  });
});

describe('reference lookups', () => {
  it('gives every signed-in user the title statuses and states', async () => {
    const statuses = await engine.list(clientUser(alphaId), 'title_statuses', { per_page: '1000' });
    expect(statuses.data.map((s) => s.statusid)).toEqual(expect.arrayContaining([2, 5, 6, 14, 19, 21, 23]));
    const states = await engine.list(clientUser(alphaId), 'us_states', {});
    expect(states.total).toBe(51);
    expect(states.per_page).toBe(100);
  });

  it('leaves changes to staff', async () => {
    expect((await refusal(engine.create(clientUser(alphaId), 'title_statuses', { statusname: 'X', statuscode: 'XXX' }))).code).toBe('FORBIDDEN');
    const created = await engine.create(STAFF, 'title_statuses', { statusname: 'New Status', statuscode: 'XXX' });
    expect(created).toMatchObject({ statusname: 'New Status', statuscode: 'XXX', id: created.statusid });
  });
});
