import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { MILEAGE_CANNOT_BE_EMPTY } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { VEHICLE_RESOURCES } from '../app.module.js';
import {
  AGENT_OF_OTHER_CLIENT,
  KM_DO_NOT_MATCH,
  POUNDS_FOLLOW_KG,
  CANCEL_REASON_REQUIRED,
  CLIENT_AND_TYPE_REQUIRED,
  CONFORMING_DATES_REQUIRED,
  REQUIRED_FIELDS_MESSAGE,
  SCANNED_7501_NEEDS_CROSSING,
  formEditableFields,
} from './update-rules.js';

let db: TestDatabase;
let engine: ResourceEngine;
let alphaId: number;
let borealisId: number;
let alphaUser: ReturnType<typeof clientUser>;
let alphaAdmin: ReturnType<typeof clientUser>;
let vehicleId: number;

const thisYear = new Date().getUTCFullYear();

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, VEHICLE_RESOURCES);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } });
  const admin = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.admin' } });
  alphaUser = clientUser(alphaId, 1, user.userid);
  alphaAdmin = clientUser(alphaId, 11, admin.userid);
});

afterAll(async () => {
  await db?.drop();
});

/** A fresh Alpha vehicle per test, so rules never depend on what an earlier test changed. */
beforeEach(async () => {
  const v = await db.prisma.vehicle.create({
    data: {
      vehiclevin: `TESTRULE${Math.floor(Math.random() * 1e9)}`.slice(0, 17),
      clientid: alphaId,
      titleprocessingtype: 1,
      titlestatusid: 2,
      yr: thisYear - 5,
      make: 'FORD',
      model: 'F150',
      mileage: 5000,
    },
  });
  vehicleId = v.vehicleid;
});

const update = (principal: typeof STAFF, body: Record<string, unknown>) => engine.update(principal, 'vehicles', String(vehicleId), body);
const stored = () => db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicleId } });

describe('per-role writable fields', () => {
  it('lets a client user change mileage and load fields of its own vehicle', async () => {
    const row = await update(alphaUser, { mileage: 12000, cs_km: 19312, transit_number: 'T-1' });
    expect(row).toMatchObject({ mileage: 12000, cs_km: 19312, transit_number: 'T-1' });
  });

  it('refuses, naming each, the fields a client user may not change, and writes nothing', async () => {
    const error = await refusal(update(alphaUser, { mileage: 9, make: 'BMW', submitteddotdate: '2026-01-01', debtorname: 'X' }));
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['debtorname', 'make', 'submitteddotdate']);
    expect((await stored()).mileage).toBe(5000);
  });

  it('ignores an unchanged value of a field the role may not change (a whole record sent back)', async () => {
    const before = await engine.read(alphaUser, 'vehicles', String(vehicleId));
    const row = await update(alphaUser, { ...before, mileage: 7000 });
    expect(row.mileage).toBe(7000);
  });

  it('lets a client user change the status only by cancelling', async () => {
    const error = await refusal(update(alphaUser, { titlestatusid: 6 }));
    expect(error.errors?.titlestatusid).toEqual(['client users may only cancel a vehicle']);
  });

  it('lets a client admin (11) edit the Title tab, but not the admin-only fields', async () => {
    const auction = await db.prisma.auction.findFirstOrThrow();
    const row = await update(alphaAdmin, { auctionid: auction.auctionid, clientstocknumber: 'LOT-9', titlestatusid: 3 });
    expect(row).toMatchObject({ auctionid: auction.auctionid, clientstocknumber: 'LOT-9', titlestatusid: 3 });
    const error = await refusal(update(alphaAdmin, { yr: 1999, bondreleasedate: '2026-01-01' }));
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['bondreleasedate', 'yr']);
  });

  it('refuses a client admin moving a vehicle, or its bill-to, to another client', async () => {
    expect((await refusal(update(alphaAdmin, { clientid: borealisId }))).code).toBe('FORBIDDEN');
    // A link to another client's record is not found before any rule reads it, like a client that does not exist.
    expect((await refusal(update(alphaAdmin, { billtoclientid: borealisId }))).code).toBe('NOT_FOUND');
  });

  it("answers a client user's update of another client's vehicle as not found", async () => {
    const other = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId } });
    expect((await refusal(engine.update(alphaUser, 'vehicles', String(other.vehicleid), { mileage: 1 }))).code).toBe('NOT_FOUND');
  });

  it('lets staff edit every field, and records each change in the history', async () => {
    await update(STAFF, { make: 'BMW', debtorname: 'Jane Doe' });
    const history = await db.prisma.historyItem.findMany({ where: { object_type: 'vehicle', object_type_id: vehicleId } });
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ target_field: 'make', value: 'BMW', old_value: 'FORD', userid: STAFF.userid }),
        expect.objectContaining({ target_field: 'debtorname', value: 'Jane Doe', old_value: null }),
      ]),
    );
  });
});

describe('what the form offers each role', () => {
  it('shows a client user the status read-only: it changes only through Cancel Vehicle', () => {
    expect(formEditableFields(clientUser(1))).not.toContain('titlestatusid');
    expect(formEditableFields(clientUser(1))).not.toContain('cancelledreason');
    expect(formEditableFields(clientUser(1, 11))).toContain('titlestatusid');
    expect(formEditableFields(STAFF)).toContain('titlestatusid');
  });
});

describe('required fields (document 3 §5)', () => {
  it('requires client and title application type on a vehicle that is not cancelled', async () => {
    // A vehicle stored without an application type (older data) cannot be saved until it has one.
    await db.prisma.vehicle.update({ where: { vehicleid: vehicleId }, data: { titleprocessingtype: null } });
    const error = await refusal(update(alphaUser, { mileage: 7 }));
    expect(error.message).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(error.errors).toEqual({ titleprocessingtype: [CLIENT_AND_TYPE_REQUIRED] });
    expect((await update(STAFF, { titleprocessingtype: 1, mileage: 7 })).mileage).toBe(7);
  });

  it('refuses clearing the client or the application type, naming the field', async () => {
    const error = await refusal(update(STAFF, { titleprocessingtype: null, clientid: '' }));
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['clientid', 'titleprocessingtype']);
  });

  it('requires a reason on a cancelled vehicle', async () => {
    const error = await refusal(update(STAFF, { titlestatusid: 5 }));
    expect(error.message).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(error.errors).toEqual({ cancelledreason: [CANCEL_REASON_REQUIRED] });
    expect((await stored()).titlestatusid).toBe(2);
  });

  it('requires the DOT and bond release dates at status 6 with a conforming application type', async () => {
    const error = await refusal(update(STAFF, { titlestatusid: 6, titleprocessingtype: 18, submitteddotdate: '2026-03-01' }));
    expect(error.message).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(error.errors).toEqual({ bondreleasedate: [CONFORMING_DATES_REQUIRED] });
    const ok = await update(STAFF, { titlestatusid: 6, titleprocessingtype: 18, submitteddotdate: '2026-03-01', bondreleasedate: '2026-04-01' });
    expect(ok.titlestatusid).toBe(6);
  });

  it('does not ask for the DOT dates at status 6 without a conforming requirement', async () => {
    const type = await db.prisma.titleApplicationType.findFirstOrThrow({ where: { has_conforming_requirement: false } });
    const row = await update(STAFF, { titlestatusid: 6, titleprocessingtype: type.titleapplicationid });
    expect(row.titlestatusid).toBe(6);
  });
});

describe('transitions (document 3 §4)', () => {
  it('cancels for a client user: status 5, cancelled 1, reason stored', async () => {
    const row = await update(alphaUser, { titlestatusid: 5, cancelledreason: 'Sold locally' });
    expect(row).toMatchObject({ titlestatusid: 5, cancelled: 1, cancelledreason: 'Sold locally' });
  });

  it('refuses a client user cancelling without a reason', async () => {
    const error = await refusal(update(alphaUser, { titlestatusid: 5, cancelled: 1 }));
    expect(error.errors).toEqual({ cancelledreason: [CANCEL_REASON_REQUIRED] });
  });

  it('removes the RI New Vehicle Type flag only for a year before last year', async () => {
    await db.prisma.vehicle.update({ where: { vehicleid: vehicleId }, data: { is_ri_new_vehicle: 1, yr: thisYear - 1 } });
    const error = await refusal(update(alphaUser, { is_ri_new_vehicle: 0 }));
    expect(error.errors?.is_ri_new_vehicle?.[0]).toMatch(/only for a year before/);
    await db.prisma.vehicle.update({ where: { vehicleid: vehicleId }, data: { yr: thisYear - 2 } });
    expect((await update(alphaUser, { is_ri_new_vehicle: 0 })).is_ri_new_vehicle).toBe(0);
  });

  it('only staff set the RI New Vehicle Type flag', async () => {
    expect((await refusal(update(alphaUser, { is_ri_new_vehicle: 1 }))).errors?.is_ri_new_vehicle).toBeDefined();
    expect((await update(STAFF, { is_ri_new_vehicle: 1 })).is_ri_new_vehicle).toBe(1);
  });

  it('fills an empty title-to client from a new bill-to, and keeps one already set', async () => {
    const row = await update(STAFF, { billtoclientid: borealisId });
    expect(row).toMatchObject({ billtoclientid: borealisId, purchaseclientid: borealisId });
    const again = await update(STAFF, { billtoclientid: alphaId });
    expect(again.purchaseclientid).toBe(borealisId);
  });

  it('clears the client agent when the title-to client changes', async () => {
    const agent = await db.prisma.clientAgent.create({ data: { client_id: alphaId, name: 'Agent A' } });
    await db.prisma.vehicle.update({ where: { vehicleid: vehicleId }, data: { purchaseclientid: alphaId, client_agent_id: agent.id } });
    const row = await update(STAFF, { purchaseclientid: borealisId });
    expect(row.client_agent_id).toBeNull();
  });

  describe('the client agent works for the title-to client', () => {
    let alphaAgent: number;
    let borealisAgent: number;
    beforeEach(async () => {
      alphaAgent = (await db.prisma.clientAgent.create({ data: { client_id: alphaId, name: 'Agent Alpha' } })).id;
      borealisAgent = (await db.prisma.clientAgent.create({ data: { client_id: borealisId, name: 'Agent Borealis' } })).id;
      await db.prisma.vehicle.update({
        where: { vehicleid: vehicleId },
        data: { billtoclientid: alphaId, purchaseclientid: alphaId, client_agent_id: alphaAgent },
      });
    });

    it('clears the agent when the title-to changes together with the client and the bill-to', async () => {
      const row = await update(STAFF, { clientid: borealisId, billtoclientid: borealisId, purchaseclientid: borealisId });
      expect(row.client_agent_id).toBeNull();
    });

    it("clears the agent when the client changes on a vehicle without a title-to (the agents are then the client's)", async () => {
      await db.prisma.vehicle.update({ where: { vehicleid: vehicleId }, data: { billtoclientid: null, purchaseclientid: null } });
      const row = await update(STAFF, { clientid: borealisId });
      expect(row.client_agent_id).toBeNull();
    });

    it('keeps an agent of the new title-to client named in the same save', async () => {
      const row = await update(STAFF, { purchaseclientid: borealisId, client_agent_id: borealisAgent });
      expect(row).toMatchObject({ purchaseclientid: borealisId, client_agent_id: borealisAgent });
    });

    it('refuses an agent of the previous title-to client named with a new title-to, and writes nothing', async () => {
      const other = (await db.prisma.clientAgent.create({ data: { client_id: alphaId, name: 'Agent Alpha 2' } })).id;
      const error = await refusal(update(STAFF, { clientid: borealisId, purchaseclientid: borealisId, client_agent_id: other }));
      expect(error.errors).toEqual({ client_agent_id: [AGENT_OF_OTHER_CLIENT] });
      expect(await stored()).toMatchObject({ clientid: alphaId, purchaseclientid: alphaId, client_agent_id: alphaAgent });
    });

    it("refuses naming another client's agent with the title-to unchanged", async () => {
      const error = await refusal(update(STAFF, { client_agent_id: borealisAgent }));
      expect(error.errors).toEqual({ client_agent_id: [AGENT_OF_OTHER_CLIENT] });
    });
  });

  it('sets the vault release 30 days and the final inspection 21 days after a DOT submitted date', async () => {
    await db.prisma.clientDefault.deleteMany({ where: { clientid: alphaId } });
    const row = await update(STAFF, { submitteddotdate: '2026-03-01' });
    expect(row).toMatchObject({ submitteddotdate: '2026-03-01', vaultreleasedate: '2026-03-31', dot_inspection_date: '2026-03-22' });
  });

  it("uses the client's vehicle_release_days for the final inspection date", async () => {
    await db.prisma.clientDefault.upsert({
      where: { clientid: alphaId },
      create: { clientid: alphaId, vehicle_release_days: 10 },
      update: { vehicle_release_days: 10 },
    });
    const row = await update(STAFF, { submitteddotdate: '2026-03-01' });
    expect(row.dot_inspection_date).toBe('2026-03-11');
  });

  it('copies a crossed-border date into the repossession date', async () => {
    const row = await update(STAFF, { crossedborderdate: '2026-02-14' });
    expect(row.repossessiondate).toBe('2026-02-14');
  });

  it('applies DOT timers on the next save: stopped leaves no vault date, restarted extends it', async () => {
    await update(STAFF, { submitteddotdate: '2026-03-01' });
    await engine.create(STAFF, 'vehicle_timers', { vehicle_id: vehicleId, type: 'stop', date: '2026-03-10' });
    await update(STAFF, { mileage: 5001 });
    expect((await stored()).vaultreleasedate).toBeNull();
    const stopped = await engine.read(STAFF, 'vehicles', String(vehicleId), { 'appends[]': 'dot_vault_date' });
    expect(stopped.dot_vault_date).toEqual({ status: 'stopped', extended_days: 0, date: null, pending: false });
    await engine.create(STAFF, 'vehicle_timers', { vehicle_id: vehicleId, type: 'start', date: '2026-03-15' });
    const row = await update(STAFF, { mileage: 5002 });
    expect(row.vaultreleasedate).toBe('2026-04-05');
    expect((await engine.read(STAFF, 'vehicles', String(vehicleId), { 'appends[]': 'dot_vault_date' })).dot_vault_date).toEqual({
      status: 'extended',
      extended_days: 5,
      date: '2026-04-05',
      pending: false,
    });
  });

  it('answers a timer added since the last save as pending, and applies it on a save that changes no field', async () => {
    await update(STAFF, { submitteddotdate: '2026-03-01' });
    await engine.create(STAFF, 'vehicle_timers', { vehicle_id: vehicleId, type: 'stop', date: '2026-03-10' });
    await engine.create(STAFF, 'vehicle_timers', { vehicle_id: vehicleId, type: 'start', date: '2026-03-15' });
    const read = () => engine.read(STAFF, 'vehicles', String(vehicleId), { 'appends[]': 'dot_vault_date' });
    // Until the vehicle is saved, the stored date is still the standard one, and the answer says so.
    expect(await read()).toMatchObject({
      vaultreleasedate: '2026-03-31',
      dot_vault_date: { status: 'extended', extended_days: 5, date: '2026-04-05', pending: true },
    });
    const row = await update(STAFF, {});
    expect(row.vaultreleasedate).toBe('2026-04-05');
    expect((await stored()).vaultreleasedate?.toISOString().slice(0, 10)).toBe('2026-04-05');
    expect((await read()).dot_vault_date).toEqual({ status: 'extended', extended_days: 5, date: '2026-04-05', pending: false });
  });

  it('refuses timers from client users and timers of an unknown type', async () => {
    expect((await refusal(engine.create(alphaUser, 'vehicle_timers', { vehicle_id: vehicleId, type: 'stop', date: '2026-03-10' }))).code).toBe('FORBIDDEN');
    expect((await refusal(engine.create(STAFF, 'vehicle_timers', { vehicle_id: vehicleId, type: 'pause', date: '2026-03-10' }))).errors?.type).toBeDefined();
  });
});

describe('units and the value in dollars (document 3 §5)', () => {
  it('sets the kilometres from a new mileage, and the mileage from new kilometres, rounded to whole', async () => {
    expect(await update(alphaUser, { mileage: 850 })).toMatchObject({ mileage: 850, cs_km: 1368 });
    expect(await update(alphaUser, { cs_km: 100 })).toMatchObject({ mileage: 62, cs_km: 100 });
  });

  it('accepts a pair that agrees in either direction, and refuses one that does not, writing nothing', async () => {
    expect(await update(alphaUser, { mileage: 1, cs_km: 1 })).toMatchObject({ mileage: 1, cs_km: 1 });
    const error = await refusal(update(alphaUser, { mileage: 850, cs_km: 1000 }));
    expect(error.errors).toEqual({ cs_km: [KM_DO_NOT_MATCH] });
    expect(await stored()).toMatchObject({ mileage: 1, cs_km: 1 });
  });

  it("refuses clearing the mileage: 'mileage cannot be empty'", async () => {
    expect((await refusal(update(alphaUser, { mileage: null }))).errors).toEqual({ mileage: [MILEAGE_CANNOT_BE_EMPTY] });
    expect((await refusal(update(alphaUser, { cs_km: 0 }))).errors).toEqual({ mileage: [MILEAGE_CANNOT_BE_EMPTY] });
    expect((await stored()).mileage).toBe(5000);
  });

  it('sets the pounds from the kilograms, truncated, and refuses pounds that do not follow them', async () => {
    const row = await update(alphaUser, { gvwr_kg: 1000, gawr_front_kg: '50000', gawr_rear_kg: null });
    expect(row).toMatchObject({ gvwr_lbs: 2204, gawr_front_lbs: 110231, gawr_rear_lbs: null });
    expect((await refusal(update(alphaUser, { gvwr_lbs: 3000 }))).errors).toEqual({ gvwr_lbs: [POUNDS_FOLLOW_KG] });
    expect((await stored()).gvwr_lbs).toBe(2204);
  });

  it('saves a value in dollars with cents as a whole number', async () => {
    expect((await update(alphaUser, { value_us_dollars: '12345.67' })).value_us_dollars).toBe(12346);
    expect((await update(alphaUser, { value_us_dollars: 999.2 })).value_us_dollars).toBe(999);
    expect((await refusal(update(alphaUser, { value_us_dollars: 'lots' }))).errors?.value_us_dollars).toBeDefined();
  });

  it('does not offer the pounds as inputs: they follow the kilograms', () => {
    expect(formEditableFields(STAFF)).toContain('gvwr_kg');
    expect(formEditableFields(STAFF)).not.toContain('gvwr_lbs');
  });
});

describe('what the detail page reads', () => {
  it("tells each role which fields it may edit, and sends the client's defaults and agents", async () => {
    const asUser = await engine.read(alphaUser, 'vehicles', String(vehicleId), { 'appends[]': ['editable_fields', 'dot_vault_date'] });
    expect(asUser.editable_fields).toEqual(expect.arrayContaining(['mileage']));
    // The status and the reason change only through Cancel Vehicle.
    expect(asUser.editable_fields).not.toContain('titlestatusid');
    expect(asUser.editable_fields).not.toContain('clientid');
    const asAdmin = await engine.read(alphaAdmin, 'vehicles', String(vehicleId), { 'appends[]': 'editable_fields' });
    expect(asAdmin.editable_fields).toEqual(expect.arrayContaining(['clientid', 'auctionid', 'mileage']));
    expect(asAdmin.editable_fields).not.toContain('submitteddotdate');
    const asStaff = await engine.read(STAFF, 'vehicles', String(vehicleId), { 'appends[]': 'editable_fields' });
    expect(asStaff.editable_fields).toEqual(expect.arrayContaining(['submitteddotdate', 'debtorname', 'yr']));
    expect(asUser.client).toMatchObject({
      clientid: alphaId,
      defaults: expect.objectContaining({ vehicle_release_days: expect.any(Number) }),
      client_agents: expect.any(Array),
    });
    expect(asUser.dot_timers).toEqual([]);
  });
});

describe('the Scanned 7501 date (document 2 §4)', () => {
  const crossed = new Date('2026-11-02T00:00:00Z');
  const scanned = '2026-11-10';

  it('is refused while another vehicle of the load has no crossed-border date, and nothing is written', async () => {
    const load = await db.prisma.clientLoad.create({ data: { client_id: alphaId, name: 'L-7501' } });
    const other = await db.prisma.vehicle.create({ data: { vehiclevin: 'TESTRULE7501OTHER', clientid: alphaId, client_load_id: load.id } });
    await db.prisma.vehicle.update({ where: { vehicleid: vehicleId }, data: { client_load_id: load.id, crossedborderdate: crossed } });
    const error = await refusal(update(STAFF, { scanned_7501_date: scanned }));
    expect(error.errors).toEqual({ scanned_7501_date: [SCANNED_7501_NEEDS_CROSSING] });
    expect((await stored()).scanned_7501_date).toBeNull();
    await db.prisma.vehicle.update({ where: { vehicleid: other.vehicleid }, data: { crossedborderdate: crossed } });
    await update(STAFF, { scanned_7501_date: scanned });
    expect((await stored()).scanned_7501_date?.toISOString().slice(0, 10)).toBe(scanned);
  });

  it('is refused on a vehicle without its own crossed-border date, unless the same save gives it one', async () => {
    expect((await refusal(update(STAFF, { scanned_7501_date: scanned }))).errors).toEqual({ scanned_7501_date: [SCANNED_7501_NEEDS_CROSSING] });
    await update(STAFF, { scanned_7501_date: scanned, crossedborderdate: '2026-11-02' });
    expect((await stored()).scanned_7501_date).not.toBeNull();
  });

  it('lets the date be cleared whatever the crossings', async () => {
    await db.prisma.vehicle.update({ where: { vehicleid: vehicleId }, data: { scanned_7501_date: new Date(scanned) } });
    await update(STAFF, { scanned_7501_date: null });
    expect((await stored()).scanned_7501_date).toBeNull();
  });
});
