import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as argon2 from 'argon2';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import { isValidVin } from '../vin/check-digit.js';
import { PASSWORD_HASH_OPTIONS, passwordHashParameters } from '../password/password-hash.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.js';

const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
const PASSWORD_COST = { memoryCost, timeCost, parallelism };

async function snapshot(db: TestDatabase): Promise<Record<string, unknown>> {
  const p = db.prisma;
  return {
    counts: {
      roles: await p.role.count(),
      states: await p.usState.count(),
      titleStatuses: await p.titleStatus.count(),
      clients: await p.client.count(),
      users: await p.webUser.count(),
      vehicles: await p.vehicle.count(),
      notes: await p.vehicleNote.count(),
      loads: await p.clientLoad.count(),
      charges: await p.vehicleCharge.count(),
      invoices: await p.invoice.count(),
      overrides: await p.rackRateOverride.count(),
      links: await p.rackRateTitleAppType.count(),
      activity: await p.vehicleActivity.count(),
    },
    vehicles: await p.vehicle.findMany({ orderBy: { vehicleid: 'asc' } }),
    users: await p.webUser.findMany({ orderBy: { userid: 'asc' } }),
    clients: await p.client.findMany({ orderBy: { clientid: 'asc' } }),
  };
}

describe('demo seed', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: 'demo' });
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('has the roles, states, statuses and lookups the spec names', async () => {
    const p = db.prisma;
    expect((await p.role.findMany({ orderBy: { roleid: 'asc' } })).map((r) => [r.roleid, r.name])).toEqual([
      [1, 'Client'],
      [2, 'Admin'],
      [11, 'Client Admin'],
    ]);
    const states = await p.usState.findMany();
    expect(states).toHaveLength(51);
    expect(states.find((s) => s.stateabbreviation === 'DC')?.statefull).toBe('District of Columbia');
    expect(states.find((s) => s.stateabbreviation === 'IN')?.statefull).toBe('Indiana');
    const statuses = new Map((await p.titleStatus.findMany()).map((s) => [s.statusid, s]));
    for (const id of [2, 5, 6, 14, 19, 21, 23]) expect(statuses.get(id)?.statuscode).toBeTruthy();
    expect(statuses.get(5)?.statusname).toBe('Cancelled');
    expect(statuses.get(6)?.statusname).toBe('Completed');
    expect(statuses.get(21)?.statusname).toBe('Rejected DOT');
    expect(statuses.get(23)?.statusname).toBe('Remedy Received');
    expect((await p.vehicleStatus.findUnique({ where: { statusid: 1 } }))?.statusname).toMatch(/waiting upon load/i);
    const ri = await p.titleApplicationType.findMany({
      where: { titleapplicationid: { in: [18, 19, 27] } },
      include: { costs: true, rack_rates: true, state: true },
    });
    expect(ri).toHaveLength(3);
    for (const t of ri) {
      expect(t.has_conforming_requirement).toBe(true);
      expect(t.costs.length).toBeGreaterThan(0);
      expect(t.rack_rates.length).toBeGreaterThan(0);
    }
    expect((await p.rackRate.findMany()).map((r) => r.bucket_id).sort()).toEqual(expect.arrayContaining([1, 2, 3]));
    const imageTypes = new Map((await p.vehicleImageType.findMany()).map((t) => [t.id, t.name]));
    expect(imageTypes.get(8)).toMatch(/odometer/i);
    expect(imageTypes.get(17)).toMatch(/airbag/i);
    expect([...imageTypes.values()]).toEqual(expect.arrayContaining(['Exit Photo', 'Entry Photo', 'RI Certification Label']));
    expect(await p.clientType.count()).toBeGreaterThan(0);
    expect(await p.paymentType.count()).toBeGreaterThan(0);
    expect(await p.vehicleChargeType.count()).toBeGreaterThan(0);
    expect(await p.titleRackRate.count()).toBeGreaterThan(0);
    expect((await p.auction.findFirst({ include: { state: true } }))?.state).toBeTruthy();
  });

  it('has the demo clients, group and users, with argon2id password hashes', async () => {
    const p = db.prisma;
    const clients = await p.client.findMany({ include: { defaults: true } });
    expect(clients.length).toBeGreaterThanOrEqual(6);
    const alpha = clients.find((c) => c.clientname === 'Alpha Motors')!;
    const borealis = clients.find((c) => c.clientname === 'Borealis Imports')!;
    expect(alpha.clientactive).toBe(2);
    expect(borealis.clientactive).toBe(2);
    expect(clients.some((c) => c.is_ri === 1 && c.ri_reg_docs_complete === 1)).toBe(true);
    expect(clients.some((c) => c.is_ri === 1 && c.ri_reg_docs_complete === 0)).toBe(true);
    expect(clients.some((c) => c.clientactive === 1)).toBe(true);
    expect(clients.every((c) => c.defaults?.vehicle_release_days === 21)).toBe(true);
    const group = await p.clientGroup.findFirstOrThrow({ include: { clients: true } });
    expect(group.clients).toHaveLength(2);

    for (const demo of DEMO_USERS) {
      const user = await p.webUser.findUniqueOrThrow({ where: { username: demo.username }, include: { role: true, client: true } });
      expect(user.roleid).toBe(demo.roleid);
      expect(user.clientid).toBe(demo.clientid);
      expect(passwordHashParameters(user.password)).toEqual({ algorithm: 'argon2id', version: 19, ...PASSWORD_COST });
      expect(user.password).not.toContain(DEMO_PASSWORD);
      expect(await argon2.verify(user.password, DEMO_PASSWORD)).toBe(true);
      expect(user.active).toBe(demo.username === 'disabled.user' ? 1 : 0);
    }
    expect(DEMO_USERS.map((u) => u.username)).toEqual(
      expect.arrayContaining(['admin', 'alpha.user', 'alpha.admin', 'borealis.user', 'borealis.admin', 'disabled.user']),
    );
    const alphaUsers = await p.webUser.findMany({ where: { clientid: alpha.clientid, active: 0 } });
    expect(alphaUsers.map((u) => u.roleid).sort()).toEqual([1, 11]);
    const borealisUsers = await p.webUser.findMany({ where: { clientid: borealis.clientid } });
    expect(borealisUsers.map((u) => u.roleid).sort()).toEqual([1, 11]);
  });

  it('has 300+ vehicles with valid VINs, cancellations, open notes and loads', async () => {
    const p = db.prisma;
    const vehicles = await p.vehicle.findMany({ include: { client: true } });
    expect(vehicles.length).toBeGreaterThanOrEqual(300);
    expect(vehicles.every((v) => isValidVin(v.vehiclevin))).toBe(true);
    expect(new Set(vehicles.map((v) => v.vehiclevin)).size).toBe(vehicles.length);
    expect(vehicles.every((v) => v.last6 === v.vehiclevin.slice(-6))).toBe(true);
    expect(vehicles.filter((v) => v.client?.clientname === 'Alpha Motors').length).toBeGreaterThan(10);
    expect(vehicles.filter((v) => v.client?.clientname === 'Borealis Imports').length).toBeGreaterThan(10);
    const cancelled = vehicles.filter((v) => v.cancelled === 1);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((v) => v.titlestatusid === 5 && v.cancelledreason)).toBe(true);
    expect(new Set(vehicles.map((v) => v.processtype))).toEqual(new Set([1, 2]));
    expect(new Set(vehicles.map((v) => v.titlestatusid)).size).toBeGreaterThan(6);
    expect(vehicles.some((v) => v.invoiceid === 0)).toBe(true);
    expect(vehicles.some((v) => (v.invoiceid ?? 0) > 0)).toBe(true);
    // Completed RI vehicles carry their DOT and bond dates (document 3 §5).
    const riCompleted = vehicles.filter((v) => v.titlestatusid === 6 && [18, 19, 27].includes(v.titleprocessingtype ?? 0));
    expect(riCompleted.every((v) => v.submitteddotdate && v.bondreleasedate)).toBe(true);

    expect(await p.vehicleNote.count({ where: { complete: false, roleid: 1 } })).toBeGreaterThan(0);
    expect(await p.clientLoad.count()).toBeGreaterThanOrEqual(3);
    expect(await p.clientLocation.count()).toBeGreaterThanOrEqual(3);
    expect(await p.clientDriver.count()).toBeGreaterThanOrEqual(3);
    expect(await p.clientTransporter.count()).toBeGreaterThanOrEqual(3);
    const load = await p.clientLoad.findFirstOrThrow({
      where: { vehicles: { some: {} } },
      include: { vehicles: true, client: true, transporter: true, from: true, to: true, created_by_user: true },
    });
    expect(load.client).toBeTruthy();
    expect(load.vehicles.length).toBeGreaterThan(0);
    const batch = await p.invoiceBatch.findFirstOrThrow({ where: { invoiceid: 1 }, include: { invoices: true, vehicles: true, master_invoice_batch: true } });
    expect(batch.invoices.length).toBe(batch.vehicles.length);
    const vehicle = await p.vehicle.findFirstOrThrow({
      where: { invoiceid: { gt: 0 } },
      include: { invoice: true, charges: { include: { type: true } }, title_status: true, application_type: true, client: { include: { defaults: true } } },
    });
    expect(vehicle.invoice?.invoiceid).toBe(vehicle.invoiceid);
    expect(vehicle.charges.length).toBeGreaterThan(0);
  });

  it('is idempotent: a second run leaves the same data', async () => {
    const before = await snapshot(db);
    const result = await seedDemo(db.prisma);
    expect(result.vehiclesCreated).toBe(0);
    const after = await snapshot(db);
    expect(after).toEqual(before);
  });

  it('makes a demo password hashed with older parameters again, with today’s', async () => {
    const older = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 });
    await db.prisma.webUser.update({ where: { username: 'admin' }, data: { password: older } });
    await seedDemo(db.prisma);
    const { password } = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'admin' } });
    expect(passwordHashParameters(password)).toEqual({ algorithm: 'argon2id', version: 19, ...PASSWORD_COST });
    expect(await argon2.verify(password, DEMO_PASSWORD)).toBe(true);
  });
});
