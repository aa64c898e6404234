import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, businessToday, dashboardPeriodStart, riDotDeadline, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { REPORTS_RESOURCES } from '../app.module.js';
import { addVehicle, vinsOf } from '../testing/report-fixtures.js';
import { dashboard } from './dashboard.js';

let db: TestDatabase;
let engine: ResourceEngine;
let ri: number;
let dealer: number;
const today = businessToday();

beforeAll(async () => {
  db = await createTestDatabase();
  engine = engineFor(db.prisma, REPORTS_RESOURCES);
  // An empty register (no demo data): every count below is exactly what these cases make.
  await db.prisma.titleStatus.createMany({
    data: [2, 5, 6].map((statusid) => ({ statusid, statuscode: `S${statusid}`, statusname: `Status ${statusid}` })),
  });
  await db.prisma.vehicleStatus.create({ data: { statusid: 1, statusname: 'Received' } });
  ri = (await db.prisma.client.create({ data: { clientname: 'Dash RI Imports', is_ri: 1 } })).clientid;
  dealer = (await db.prisma.client.create({ data: { clientname: 'Dash Dealer', is_ri: 0 } })).clientid;
  const now = `${today}T12:00:00-05:00`;
  const longAgo = '2020-01-15T12:00:00Z';
  // Received in every period.
  await addVehicle(db.prisma, ri, { vin: 'D-RI-NEW', recordcreateddate: now, processtype: 2, crossedborderdate: today, submittedtocustomsdate: today });
  await addVehicle(db.prisma, dealer, { vin: 'D-DEALER-NEW', recordcreateddate: now, processtype: 1, client_load_id: null });
  await addVehicle(db.prisma, dealer, { vin: 'D-DEALER-CANCELLED', recordcreateddate: now, cancelled: 1, titlestatusid: 5 });
  // Received long ago, with this period's steps.
  await addVehicle(db.prisma, ri, {
    vin: 'D-RI-DOT',
    recordcreateddate: longAgo,
    submitteddotdate: today,
    vaultreleasedate: today,
    crossedborderdate: addDays(today, -40),
  });
  await addVehicle(db.prisma, dealer, { vin: 'D-DEALER-TITLE', recordcreateddate: longAgo, titlesenttobmvdate: today, titlesenttoauctiondate: today });
  // Old and done: in no period.
  await addVehicle(db.prisma, ri, {
    vin: 'D-RI-OLD',
    recordcreateddate: longAgo,
    crossedborderdate: '2020-02-01',
    titleregownershipdate: '2020-03-01',
    submitteddotdate: '2020-03-15',
    bondreleasedate: '2020-05-01',
  });
  // RI deadlines: overdue, 10 days, 30 days, running; and cases that are not counted.
  await addVehicle(db.prisma, ri, { vin: 'DL-OVERDUE', recordcreateddate: longAgo, crossedborderdate: addDays(today, -121) });
  await addVehicle(db.prisma, ri, { vin: 'DL-DUE-TODAY', recordcreateddate: longAgo, crossedborderdate: addDays(today, -120) });
  await addVehicle(db.prisma, ri, { vin: 'DL-10', recordcreateddate: longAgo, crossedborderdate: addDays(today, -110) });
  await addVehicle(db.prisma, ri, { vin: 'DL-11', recordcreateddate: longAgo, crossedborderdate: addDays(today, -109) });
  await addVehicle(db.prisma, ri, { vin: 'DL-30', recordcreateddate: longAgo, crossedborderdate: addDays(today, -90) });
  await addVehicle(db.prisma, ri, { vin: 'DL-CANCELLED', recordcreateddate: longAgo, crossedborderdate: addDays(today, -121), cancelled: 1 });
  await addVehicle(db.prisma, ri, {
    vin: 'DL-SUBMITTED',
    recordcreateddate: longAgo,
    crossedborderdate: addDays(today, -121),
    submitteddotdate: addDays(today, -100),
  });
  await addVehicle(db.prisma, dealer, { vin: 'DL-DEALER', recordcreateddate: longAgo, crossedborderdate: addDays(today, -121) });
});

afterAll(async () => {
  await db?.drop();
});

describe('the dashboard counts (document 2 §9)', () => {
  it('counts this week for every client, with the RI rows', async () => {
    const answer = await dashboard(db.prisma, engine, STAFF, { days: 'thisweek' });
    expect(answer.period).toEqual({ days: 'thisweek', start: dashboardPeriodStart('thisweek', today), end: today });
    expect(answer.showRi).toBe(true);
    expect(answer.totals).toEqual({ received: 3, cancelled: 1, in_state: 1, out_of_state: 1, registered_import: 1, vault: 1 });
    expect(answer.statuses).toMatchObject({
      submitted_to_customs: 1,
      crossed_border: 1,
      submitted_to_dot: 1,
      titles_applied_for: 1,
      title_sent_to_customer: 1,
      ownerships_received: 0,
      bond_released: 0,
    });
  });

  it('counts the RI vehicles waiting for their ownership or bond release whatever the period', async () => {
    const answer = await dashboard(db.prisma, engine, STAFF, { days: '90' });
    // Crossed, no ownership: D-RI-NEW, D-RI-DOT, the five running deadlines and DL-SUBMITTED; the cancelled one is not counted.
    expect(answer.riStatic).toEqual({ titleregownershipdate_null: 8, bondreleasedate_null: 2 });
  });

  it('counts the RI deadlines by urgency', async () => {
    const answer = await dashboard(db.prisma, engine, STAFF, { days: 'thismonth' });
    // Running: D-RI-NEW and five DL cases; D-RI-DOT and D-RI-OLD are submitted, the cancelled, the submitted and the dealer's are not RI deadlines.
    expect(answer.riDeadlines).toEqual({ overdue: 1, due10: 2, due30: 2, running: 6 });
  });

  it('shows a non-RI client no RI rows, and only its own vehicles', async () => {
    const answer = await dashboard(db.prisma, engine, STAFF, { days: 'thisweek', clientId: String(dealer) });
    expect(answer).toMatchObject({ clientId: dealer, showRi: false, riStatic: null, riDeadlines: null });
    expect(answer.totals).toEqual({ received: 2, cancelled: 1, in_state: 1, out_of_state: 0, registered_import: 0, vault: 0 });
  });

  it("keeps a client user to its own client, and refuses another client's", async () => {
    const user: Principal = clientUser(ri);
    const own = await dashboard(db.prisma, engine, user, { days: 'thisweek' });
    expect(own).toMatchObject({ clientId: null, showRi: true });
    expect(own.totals.received).toBe(1);
    expect((await refusal(dashboard(db.prisma, engine, user, { days: 'thisweek', clientId: String(dealer) }))).code).toBe('FORBIDDEN');
  });

  it('answers a client that does not exist as not found, to staff too, never as an empty dashboard', async () => {
    const missing = String((await db.prisma.client.aggregate({ _max: { clientid: true } }))._max.clientid! + 1000);
    const error = await refusal(dashboard(db.prisma, engine, STAFF, { days: 'thisweek', clientId: missing }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', `Client ${missing} not found`]);
    // A client user is refused the choice before the lookup: a missing client reads like another client's.
    expect((await refusal(dashboard(db.prisma, engine, clientUser(ri), { days: 'thisweek', clientId: missing }))).code).toBe('FORBIDDEN');
  });
});

describe('the RI deadlines list', () => {
  it('lists RI vehicles over the border without a DOT date, the oldest crossing first, with days left', async () => {
    const answer = await engine.list(STAFF, 'vehicles_ri_deadlines', { 'appends[]': ['ri_dot_deadline'], per_page: '50' });
    expect(answer.data.map((row) => row.vehiclevin)).toEqual(['DL-OVERDUE', 'DL-DUE-TODAY', 'DL-10', 'DL-11', 'DL-30', 'D-RI-NEW']);
    expect(answer.data.map((row) => (row.ri_dot_deadline as { days_left: number }).days_left)).toEqual([-1, 0, 10, 11, 30, 120]);
    expect(answer.data.map((row) => (row.ri_dot_deadline as { level: string }).level)).toEqual(['overdue', 'due10', 'due10', 'due30', 'due30', 'ok']);
  });

  it('computes the countdown from the crossing, and none once the DOT submission is dated', () => {
    expect(riDotDeadline('2025-01-01', null, '2025-04-01')).toEqual({ deadline: '2025-05-01', days_left: 30, level: 'due30' });
    expect(riDotDeadline('2025-01-01', '2025-02-01', '2025-04-01')).toBeNull();
    expect(riDotDeadline(null, null, '2025-04-01')).toBeNull();
  });
});

describe('the drill-downs', () => {
  it('lists the needs-bond-release vehicles 25 a page, a client user its own only', async () => {
    const filters = ['submitteddotdate|notnull|1', 'bondreleasedate|isnull|1'];
    const staff = await engine.list(STAFF, 'vehicles_drill', { 'filters[]': filters });
    expect(staff.per_page).toBe(25);
    expect(vinsOf(staff.data)).toEqual(['D-RI-DOT', 'DL-SUBMITTED']);
    const dealerUser = await engine.list(clientUser(dealer), 'vehicles_drill', { 'filters[]': filters });
    expect(dealerUser.total).toBe(0);
  });
});
