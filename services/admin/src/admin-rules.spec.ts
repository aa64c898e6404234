import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { ADMIN_RESOURCES } from './app.module.js';
import { priceBreakdown } from './title-types/title-types.resource.js';

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

const history = (objectType: string, id: unknown) =>
  db.prisma.historyItem.findMany({ where: { object_type: objectType, object_type_id: Number(id) }, orderBy: { id: 'asc' } });

describe('clients', () => {
  it('creates NEW CLIENT, active, and records every change with who and the old value', async () => {
    const created = await engine.create(STAFF, 'clients', {});
    expect(created).toMatchObject({ clientname: 'NEW CLIENT', clientactive: 2, clientcountrycode: 'US' });
    await engine.update(STAFF, 'clients', String(created.clientid), { clientname: 'Harbor Cars', clientcountrycode: 'ca', clientcity: '  Windsor ' });
    const items = await history('client', created.clientid);
    expect(items.map((i) => i.target_field)).toEqual(expect.arrayContaining(['created', 'clientname', 'clientcountrycode', 'clientcity']));
    expect(items.find((i) => i.target_field === 'clientname')).toMatchObject({ old_value: 'NEW CLIENT', value: 'Harbor Cars', userid: STAFF.userid });
    expect(items.find((i) => i.target_field === 'clientcountrycode')?.value).toBe('CA');
    expect(items.find((i) => i.target_field === 'clientcity')?.value).toBe('Windsor');
  });

  it('refuses an unknown country, an active flag outside 1/2 and an empty name, all at once, writing nothing', async () => {
    const error = await refusal(engine.update(STAFF, 'clients', String(alphaId), { clientcountrycode: 'FR', clientactive: 5, clientname: ' ' }));
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.errors ?? {})).toEqual(expect.arrayContaining(['clientname']));
    const again = await refusal(engine.update(STAFF, 'clients', String(alphaId), { clientcountrycode: 'FR', clientactive: 5 }));
    expect(Object.keys(again.errors ?? {}).sort()).toEqual(['clientactive', 'clientcountrycode']);
    expect((await db.prisma.client.findUniqueOrThrow({ where: { clientid: alphaId } })).clientname).toBe('Alpha Motors');
  });

  it('leaves client changes to staff', async () => {
    expect((await refusal(engine.update(clientUser(alphaId, 11), 'clients', String(alphaId), { clientname: 'X' }))).code).toBe('FORBIDDEN');
  });

  it('lists only active RI clients in clients_active_ri', async () => {
    const page = await engine.list(STAFF, 'clients_active_ri', {});
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((c) => c.is_ri === 1 && c.clientactive === 2)).toBe(true);
  });
});

describe('client notes and agents', () => {
  it('saves a note only when it has text, and stamps its author', async () => {
    const error = await refusal(engine.create(STAFF, 'client_notes', { clientid: alphaId, notes: '   ' }));
    expect(error.errors).toHaveProperty('notes');
    const note = await engine.create(STAFF, 'client_notes', { clientid: alphaId, notes: ' Called about titles ' });
    expect(note).toMatchObject({ notes: 'Called about titles', userid: STAFF.userid, roleid: 2 });
    expect(note.contactdate).toEqual(expect.any(String));
  });

  it('saves an agent only when its trimmed name is non-blank', async () => {
    const count = await db.prisma.clientAgent.count({ where: { client_id: alphaId } });
    expect((await refusal(engine.create(STAFF, 'client_agents', { client_id: alphaId, name: '  ' }))).errors).toHaveProperty('name');
    expect(await db.prisma.clientAgent.count({ where: { client_id: alphaId } })).toBe(count);
    expect(await engine.create(STAFF, 'client_agents', { client_id: alphaId, name: '  Dana Cole ' })).toMatchObject({ name: 'Dana Cole' });
  });

  it('starts client defaults with 21 release days and refuses a second row for the same client', async () => {
    const fresh = await engine.create(STAFF, 'clients', { clientname: 'Defaults Test' });
    const defaults = await engine.create(STAFF, 'client_defaults', { clientid: fresh.clientid });
    expect(defaults.vehicle_release_days).toBe(21);
    expect((await refusal(engine.create(STAFF, 'client_defaults', { clientid: fresh.clientid }))).code).toBe('CONFLICT');
    const cleared = await engine.update(STAFF, 'client_defaults', String(defaults.id), { vehicle_release_days: '' });
    expect(cleared.vehicle_release_days).toBe(21);
  });
});

describe('rack rates and overrides', () => {
  it('creates NEW RACK RATE, records changes, and refuses a non-number amount or an unknown bucket', async () => {
    const rate = await engine.create(STAFF, 'rack_rates', {});
    expect(rate).toMatchObject({ name: 'NEW RACK RATE', every_vehicle: false, bucket_id: 3 });
    expect(Number(rate.charge_amount)).toBe(0);
    const error = await refusal(engine.update(STAFF, 'rack_rates', String(rate.id), { charge_amount: 'ten', name: 'Changed' }));
    expect(error.code).toBe('VALIDATION');
    expect(error.errors).toHaveProperty('charge_amount');
    const bucket = await refusal(engine.update(STAFF, 'rack_rates', String(rate.id), { bucket_id: 9 }));
    expect(bucket.errors?.bucket_id?.[0]).toMatch(/1 \(STATE\), 2 \(DVS\), 3 \(OTHER\)/);
    expect((await db.prisma.rackRate.findUniqueOrThrow({ where: { id: Number(rate.id) } })).name).toBe('NEW RACK RATE');
    await engine.update(STAFF, 'rack_rates', String(rate.id), { charge_amount: '1,250.50', every_vehicle: true, bucket_id: 2 });
    const items = await history('rack_rate', rate.id);
    const amount = items.find((i) => i.target_field === 'charge_amount');
    // Money is kept as text; the old value may come quoted (the engine's decimal detection), so compare numbers.
    expect(Number(amount?.old_value?.replace(/"/g, ''))).toBe(0);
    expect(Number(amount?.value?.replace(/"/g, ''))).toBe(1250.5);
    expect(amount?.userid).toBe(STAFF.userid);
  });

  it('links and unlinks title application types, and shows them on the rate', async () => {
    const rate = await engine.create(STAFF, 'rack_rates', { name: 'Link Test', charge_amount: 10 });
    const link = await engine.create(STAFF, 'rack_rate_title_app_types', { rack_rate_id: rate.id, vehiclechargetypeid: 18 });
    const read = await engine.read(STAFF, 'rack_rates', String(rate.id), {});
    expect(read.title_application_types).toEqual([
      expect.objectContaining({ id: link.id, title_application_type: expect.objectContaining({ titleapplicationid: 18 }) }),
    ]);
    expect((await refusal(engine.create(STAFF, 'rack_rate_title_app_types', { rack_rate_id: rate.id, vehiclechargetypeid: 18 }))).code).toBe('CONFLICT');
    await engine.delete(STAFF, 'rack_rate_title_app_types', String(link.id));
    expect((await engine.read(STAFF, 'rack_rates', String(rate.id), {})).title_application_types).toEqual([]);
  });

  it('starts an override from its rack rate, filters by rate, client and every vehicle, and records changes', async () => {
    const rate = await engine.create(STAFF, 'rack_rates', { name: 'Override Base', charge_amount: 75, every_vehicle: true });
    expect((await refusal(engine.create(STAFF, 'rack_rate_overrides', {}))).errors).toHaveProperty('rack_rate_id');
    const override = await engine.create(STAFF, 'rack_rate_overrides', { rack_rate_id: rate.id, clientid: alphaId });
    expect(Number(override.charge_amount)).toBe(75);
    expect(override).toMatchObject({
      every_vehicle: true,
      rack_rate: expect.objectContaining({ name: 'Override Base' }),
      client: expect.objectContaining({ clientname: 'Alpha Motors' }),
    });
    const page = await engine.list(STAFF, 'rack_rate_overrides', {
      'filters[]': [`rack_rate_id|eq|${rate.id}`, `clientid|eq|${alphaId}`, 'every_vehicle|eq|1'],
      'with[]': ['rack_rate', 'client'],
    });
    expect(page.data.map((o) => o.id)).toEqual([override.id]);
    await engine.update(STAFF, 'rack_rate_overrides', String(override.id), { charge_amount: 60 });
    expect((await history('rack_rate_override', override.id)).map((i) => i.target_field)).toEqual(['created', 'charge_amount']);
    expect((await refusal(engine.update(STAFF, 'rack_rate_overrides', String(override.id), { charge_amount: '' }))).errors).toHaveProperty('charge_amount');
  });

  it('is refused to client users', async () => {
    for (const resource of ['rack_rates', 'rack_rate_overrides', 'client_notes', 'history_items', 'pdf_form_fields', 'title_rack_rates']) {
      expect((await refusal(engine.list(clientUser(alphaId, 11), resource, {}))).code).toBe('FORBIDDEN');
    }
  });
});

describe('title application types', () => {
  it('computes the price breakdown: rack-rate charges minus costs', async () => {
    expect(
      priceBreakdown({ rack_rates: [{ rack_rate: { charge_amount: '100.10' } }, { rack_rate: { charge_amount: 50.2 } }], costs: [{ cost: '20.15' }] }),
    ).toBe(130.15);
    const type = await engine.create(STAFF, 'title_application_types', {});
    expect(type).toMatchObject({ titleapplicationtype: 'NEW TITLE APPLICATION TYPE', stateid: 1 });
    expect(Number(type.titleapplicationcost)).toBe(0);
    const rate = await engine.create(STAFF, 'rack_rates', { name: 'Breakdown', charge_amount: 300 });
    await engine.create(STAFF, 'rack_rate_title_app_types', { rack_rate_id: rate.id, vehiclechargetypeid: type.titleapplicationid });
    await engine.create(STAFF, 'title_application_type_costs', { titleapplicationid: type.titleapplicationid, name: 'BMV', cost: 42.5 });
    const page = await engine.list(STAFF, 'title_application_types', {
      'filters[]': [`titleapplicationid|eq|${type.titleapplicationid}`],
      'with[]': ['state', 'costs', 'rack_rates'],
      'appends[]': ['price_breakdown'],
    });
    expect(page.data[0]).toMatchObject({ price_breakdown: 257.5, state: expect.objectContaining({ stateid: 1 }) });
  });

  it('gives new title statuses a placeholder name and the code XXX', async () => {
    expect(await engine.create(STAFF, 'title_statuses', {})).toMatchObject({ statusname: 'NEW TITLE STATUS', statuscode: 'XXX' });
  });
});

describe('auctions, PDF form fields and history', () => {
  it('creates an auction in the United States and refuses another country code', async () => {
    const auction = await engine.create(STAFF, 'auctions', {});
    expect(auction).toMatchObject({ auctionname: 'NEW AUCTION', country: 1 });
    expect((await refusal(engine.update(STAFF, 'auctions', String(auction.auctionid), { country: 3 }))).errors).toHaveProperty('country');
    expect(await engine.update(STAFF, 'auctions', String(auction.auctionid), { country: 2, mailingcity: 'Toronto' })).toMatchObject({
      country: 2,
      mailingcity: 'Toronto',
    });
  });

  it('edits a PDF form field and refuses a pattern that does not compile', async () => {
    const field = await db.prisma.pdfFormField.findFirst();
    if (!field) return expect(await db.prisma.pdfFormField.count()).toBe(0);
    expect((await refusal(engine.update(STAFF, 'pdf_form_fields', String(field.id), { regex_pattern: '([a-z' }))).errors).toHaveProperty('regex_pattern');
    expect(await engine.update(STAFF, 'pdf_form_fields', String(field.id), { is_static: true, static_value: 'X' })).toMatchObject({
      is_static: true,
      static_value: 'X',
      pdf_form: expect.objectContaining({ name: expect.any(String) }),
    });
  });

  it('reads the history of one object with who made each change', async () => {
    const page = await engine.list(STAFF, 'history_items', { 'filters[]': ['object_type|eq|client'], 'with[]': ['user'] });
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((h) => h.object_type === 'client')).toBe(true);
  });
});
