import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { LOAD_TEXT, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { STAFF, clientUser, refusal } from '@portal/server-kit/testing';
import { startBlackbookServer } from '../../../../tools/stand-ins/blackbook-server.mjs';
import type { BlackbookPort } from './blackbook-port.js';
import { decodeWithBlackbook, refreshLoadBlackbook } from './blackbook.js';
import { HttpBlackbookAdapter } from './http-blackbook-adapter.js';

const ATTEMPTS = 3;

let db: TestDatabase;
let blackbook: Awaited<ReturnType<typeof startBlackbookServer>>;
let adapter: HttpBlackbookAdapter;
let staff: Principal;
let alpha: Principal;
let alphaId: number;
let borealisId: number;
let serial = 0;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  blackbook = await startBlackbookServer({ port: 0 });
  adapter = new HttpBlackbookAdapter({
    baseUrl: blackbook.url,
    clientId: 'test',
    clientSecret: 'test',
    policy: { attempts: ATTEMPTS, backoffMs: 10, timeoutMs: 2000 },
  });
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  staff = { ...STAFF, userid: (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } })).userid };
  alpha = clientUser(alphaId, 1, (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } })).userid);
});

beforeEach(() => {
  Object.assign(blackbook.control, { latency_ms: 0, fail_next: 0, fail_status: 503, down: false });
});

afterAll(async () => {
  await blackbook?.close();
  await db?.drop();
});

/** A Honda VIN the stand-in decodes (its maker code), different each time; 10th character 'A' is model year 2010. */
const hondaVin = () => `1HGCM8263A${String(++serial).padStart(7, '0')}`;
/** A VIN of a maker code the stand-in does not know. */
const unknownVin = () => `ZZZCM8263A${String(++serial).padStart(7, '0')}`;

/** A load of the client holding one vehicle per VIN (the client's own vehicles, given these VINs and no Blackbook info yet). */
async function loadOf(clientId: number, vins: string[]) {
  const load = await db.prisma.clientLoad.create({ data: { name: `BB-${++serial}`, client_id: clientId, load_type: 'multiple' } });
  const free = await db.prisma.vehicle.findMany({ where: { clientid: clientId, client_load_id: null }, orderBy: { vehicleid: 'asc' }, take: vins.length });
  expect(free).toHaveLength(vins.length);
  for (const [i, v] of free.entries())
    await db.prisma.vehicle.update({ where: { vehicleid: v.vehicleid }, data: { client_load_id: load.id, vehiclevin: vins[i] } });
  const vehicleids = free.map((v) => v.vehicleid);
  await db.prisma.blackbookInfo.deleteMany({ where: { vehicleid: { in: vehicleids } } });
  return { id: String(load.id), vehicleids };
}

const infoOf = (vehicleids: number[]) => db.prisma.blackbookInfo.findMany({ where: { vehicleid: { in: vehicleids } }, orderBy: { vehicleid: 'asc' } });

describe('POST api/blackbook/{vin}', () => {
  it("answers the VIN's first used-vehicle entry, read in capitals", async () => {
    const vin = hondaVin();
    expect(await decodeWithBlackbook(adapter, vin.toLowerCase())).toEqual({
      vin,
      model_year: 2010,
      make: 'HONDA',
      model: 'ACCORD',
      series: 'BASE',
      class_name: 'Passenger',
      gvw: 2100,
      uvc: `${vin.slice(0, 8)}A`,
    });
  });

  it('answers a VIN Blackbook does not know as not found', async () => {
    const error = await refusal(decodeWithBlackbook(adapter, unknownVin()));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Blackbook has no entry for this VIN' });
  });

  it('retries through passing failures', async () => {
    blackbook.control.fail_next = ATTEMPTS - 1;
    const before = blackbook.control.requests;
    expect(await decodeWithBlackbook(adapter, hondaVin())).toMatchObject({ make: 'HONDA' });
    expect(blackbook.control.fail_next).toBe(0);
    expect(blackbook.control.requests - before).toBeGreaterThanOrEqual(ATTEMPTS);
  });

  it('says Blackbook is not answering when it is down, after every attempt', async () => {
    await decodeWithBlackbook(adapter, hondaVin()); // signed in: what follows are the VIN calls alone
    blackbook.control.down = true;
    const before = blackbook.control.requests;
    const error = await refusal(decodeWithBlackbook(adapter, hondaVin()));
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LOAD_TEXT.BLACKBOOK_UNAVAILABLE });
    expect(blackbook.control.requests - before).toBe(ATTEMPTS);
  });

  it('says Blackbook is not answering when it refuses the request, rather than that the VIN is unknown', async () => {
    await decodeWithBlackbook(adapter, hondaVin()); // signed in: the refusal is the VIN call's
    Object.assign(blackbook.control, { fail_next: 1, fail_status: 403 });
    const error = await refusal(decodeWithBlackbook(adapter, hondaVin()));
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LOAD_TEXT.BLACKBOOK_UNAVAILABLE });
  });
});

describe('POST /api/client_loads/{id}/blackbook (SOC Refresh Blackbook)', () => {
  it('writes the Blackbook info of every vehicle Blackbook knows, and names the VINs it does not', async () => {
    const vins = [hondaVin(), unknownVin(), hondaVin()];
    const load = await loadOf(alphaId, vins);
    expect(await refreshLoadBlackbook(db.prisma, adapter, staff, load.id)).toEqual({ refreshed: 2, missing: [vins[1]] });
    const stored = await infoOf(load.vehicleids);
    expect(stored.map((row) => row.vehicleid)).toEqual([load.vehicleids[0], load.vehicleids[2]]);
    expect(stored[0]).toMatchObject({ make: 'HONDA', model: 'ACCORD', model_year: 2010, class_name: 'Passenger', gvw: 2100, uvc: `${vins[0].slice(0, 8)}A` });
    expect(stored[0].data).toMatchObject({ vin: vins[0], make: 'HONDA' });
  });

  it('replaces what it wrote before rather than adding to it', async () => {
    const load = await loadOf(alphaId, [hondaVin()]);
    await db.prisma.blackbookInfo.create({ data: { vehicleid: load.vehicleids[0], make: 'STALE', model: 'STALE' } });
    expect(await refreshLoadBlackbook(db.prisma, adapter, staff, load.id)).toEqual({ refreshed: 1, missing: [] });
    expect(await infoOf(load.vehicleids)).toEqual([expect.objectContaining({ make: 'HONDA', model: 'ACCORD' })]);
  });

  it('refreshes a client user’s own load', async () => {
    const load = await loadOf(alphaId, [hondaVin()]);
    expect(await refreshLoadBlackbook(db.prisma, adapter, alpha, load.id)).toEqual({ refreshed: 1, missing: [] });
  });

  it("refuses a client user on another client's load, without asking Blackbook or writing anything", async () => {
    const load = await loadOf(borealisId, [hondaVin()]);
    const before = blackbook.control.requests;
    const error = await refusal(refreshLoadBlackbook(db.prisma, adapter, alpha, load.id));
    expect(error.code).toBe('NOT_FOUND');
    expect(blackbook.control.requests).toBe(before);
    expect(await infoOf(load.vehicleids)).toEqual([]);
  });

  it('answers a load that does not exist as not found', async () => {
    expect((await refusal(refreshLoadBlackbook(db.prisma, adapter, staff, '999999999'))).code).toBe('NOT_FOUND');
  });

  it('retries through passing failures', async () => {
    const load = await loadOf(alphaId, [hondaVin(), hondaVin()]);
    blackbook.control.fail_next = ATTEMPTS - 1;
    expect(await refreshLoadBlackbook(db.prisma, adapter, staff, load.id)).toEqual({ refreshed: 2, missing: [] });
    expect(await infoOf(load.vehicleids)).toHaveLength(2);
  });

  it('says Blackbook is not answering when it is down, and writes nothing', async () => {
    const load = await loadOf(alphaId, [hondaVin(), hondaVin()]);
    blackbook.control.down = true;
    const error = await refusal(refreshLoadBlackbook(db.prisma, adapter, staff, load.id));
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LOAD_TEXT.BLACKBOOK_UNAVAILABLE });
    expect(await infoOf(load.vehicleids)).toEqual([]);
  });

  it('writes nothing when Blackbook goes down after answering some of the vehicles', async () => {
    const load = await loadOf(alphaId, [hondaVin(), hondaVin(), hondaVin()]);
    let answered = 0;
    // The real adapter, with the stand-in switched off once the first vehicle's answer is in.
    const failing: BlackbookPort = {
      decode: async (vin) => {
        const entry = await adapter.decode(vin);
        if (++answered === 1) blackbook.control.down = true;
        return entry;
      },
    };
    const error = await refusal(refreshLoadBlackbook(db.prisma, failing, staff, load.id));
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LOAD_TEXT.BLACKBOOK_UNAVAILABLE });
    expect(answered).toBe(1);
    expect(await infoOf(load.vehicleids)).toEqual([]);
  });
});
