import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_CODE, INVOICE_TEXT, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { INVOICING_RESOURCES } from '../app.module.js';
import { pdfPageCount } from '../pdf/pdf-kit.js';
import { renderTitlesSentPdf } from './titles-sent-pdf.js';
import { currentMonth, groupTitlesSent, recordTitlesSent, titlesSentGroup, titlesSentGroupsOf } from './titles-sent.js';

let db: TestDatabase;
let engine: ResourceEngine;
let staff: Principal;
let alphaId: number;
let borealisId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, INVOICING_RESOURCES);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  staff = { ...STAFF, userid: (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } })).userid };
});

afterAll(async () => {
  await db?.drop();
});

const day = (text: string) => new Date(`${text}T00:00:00.000Z`);

/** A batch of the client holding the given vehicles as lines (their titles-sent date and auction set as given). */
async function batchOf(clientid: number | null, vehicles: Array<{ sent: string | null; auctionid: number | null }>, tracking = '1Z 999') {
  const batch = await db.prisma.invoiceBatch.create({ data: { clientid, overnighttrackingno: tracking } });
  const free = await db.prisma.vehicle.findMany({
    where: { clientid: clientid ?? alphaId, invoiceid: 0 },
    take: vehicles.length,
    orderBy: { vehicleid: 'desc' },
  });
  expect(free).toHaveLength(vehicles.length);
  const ids: number[] = [];
  for (const [i, v] of vehicles.entries()) {
    const vehicle = free[i]!;
    await db.prisma.vehicle.update({
      where: { vehicleid: vehicle.vehicleid },
      data: { titlesenttoauctiondate: v.sent ? day(v.sent) : null, auctionid: v.auctionid, invoiceid: batch.invoiceid },
    });
    await db.prisma.invoice.create({
      data: { invoicebatchid: batch.invoiceid, clientid, vehicleid: vehicle.vehicleid, serialnumber: vehicle.vehiclevin, totalcost: '0' },
    });
    ids.push(vehicle.vehicleid);
  }
  return { batchId: batch.invoiceid, vehicleIds: ids };
}

describe('Titles Sent on a batch', () => {
  it('records each vehicle with a titles-sent-to-auction date once, with the client, auction and tracking number', async () => {
    const auction = await db.prisma.auction.findFirstOrThrow({ orderBy: { auctionid: 'asc' } });
    const { batchId, vehicleIds } = await batchOf(alphaId, [
      { sent: '2026-10-05', auctionid: auction.auctionid },
      { sent: null, auctionid: null },
      { sent: '2026-10-06', auctionid: null },
    ]);
    expect(await recordTitlesSent(db.prisma, staff, batchId)).toEqual({ matched: 2, created: 2, dates: ['2026-10-05', '2026-10-06'] });
    const rows = await db.prisma.titleSent.findMany({ where: { vehicle_id: { in: vehicleIds } }, orderBy: { sent_to_auction_date: 'asc' } });
    expect(rows.map((r) => [r.vehicle_id, r.client_id, r.client_name, r.auction_name, r.overnight_tracking_number, r.userid])).toEqual([
      [vehicleIds[0], alphaId, 'Alpha Motors', auction.auctionname, '1Z 999', staff.userid],
      [vehicleIds[2], alphaId, 'Alpha Motors', null, '1Z 999', staff.userid],
    ]);
    // Pressed again: the same titles are not recorded twice.
    expect(await recordTitlesSent(db.prisma, staff, batchId)).toEqual({ matched: 2, created: 0, dates: ['2026-10-05', '2026-10-06'] });
    expect(await db.prisma.titleSent.count({ where: { vehicle_id: { in: vehicleIds } } })).toBe(2);
  });

  it("matches nothing when no vehicle of the batch has the date (the screen's No Matching Titles)", async () => {
    const { batchId } = await batchOf(borealisId, [{ sent: null, auctionid: null }]);
    expect(await recordTitlesSent(db.prisma, staff, batchId)).toEqual({ matched: 0, created: 0, dates: [] });
  });

  it('needs a batch whose client has a name, and a batch that exists', async () => {
    const batch = await db.prisma.invoiceBatch.create({ data: { clientid: null } });
    const error = await refusal(recordTitlesSent(db.prisma, staff, batch.invoiceid));
    expect([error.code, Object.keys(error.errors ?? {})]).toEqual([ERROR_CODE.VALIDATION, ['clientid']]);
    expect((await refusal(recordTitlesSent(db.prisma, staff, 999_999))).code).toBe(ERROR_CODE.NOT_FOUND);
  });
});

describe('the Titles Sent screen', () => {
  const row = (id: number, date: string, client: [number | null, string | null], auction: string | null, vin = `VIN${id}`) => ({
    id,
    sent_to_auction_date: day(date),
    client_id: client[0],
    client_name: client[1],
    auction_name: auction,
    overnight_tracking_number: `T${id}`,
    vin,
    vehicle_id: id,
  });

  it('groups by date (newest first), then client, then auction, with counts at each level', () => {
    const days = groupTitlesSent([
      row(1, '2026-10-01', [2, 'Beta'], 'Indy'),
      row(2, '2026-10-03', [1, 'Alpha'], 'Indy'),
      row(3, '2026-10-01', [2, 'Beta'], 'Manheim'),
      row(4, '2026-10-01', [1, 'Alpha'], null),
      row(5, '2026-10-01', [2, 'Beta'], 'Indy'),
    ]);
    expect(days.map((d) => [d.sent_to_auction_date, d.count])).toEqual([
      ['2026-10-03', 1],
      ['2026-10-01', 4],
    ]);
    const first = days[1]!;
    expect(first.clients.map((c) => [c.client_name, c.count, c.auctions.map((a) => [a.auction_name, a.count, a.data.map((r) => r.id)])])).toEqual([
      ['Alpha', 1, [['', 1, [4]]]],
      [
        'Beta',
        3,
        [
          ['Indy', 2, [1, 5]],
          ['Manheim', 1, [3]],
        ],
      ],
    ]);
    expect(first.clients[1]!.auctions[0]!.data[0]).toEqual({ id: 1, overnight_tracking_number: 'T1', auction_name: 'Indy', vin: 'VIN1', vehicle_id: 1 });
  });

  it('reads the period asked for, the current month by default, and refuses an end before the start', async () => {
    await db.prisma.titleSent.createMany({
      data: [
        { sent_to_auction_date: day('2024-02-10'), client_id: alphaId, client_name: 'Alpha Motors', auction_name: 'Indy', vin: 'P1' },
        { sent_to_auction_date: day('2024-02-10'), client_id: alphaId, client_name: 'Alpha Motors', auction_name: 'Indy', vin: 'P2' },
        { sent_to_auction_date: day('2024-02-11'), client_id: borealisId, client_name: 'Borealis Imports', auction_name: null, vin: 'P3' },
        { sent_to_auction_date: day('2024-03-01'), client_id: alphaId, client_name: 'Alpha Motors', auction_name: 'Indy', vin: 'P4' },
      ],
    });
    const feb = await titlesSentGroupsOf(db.prisma, { start: '2024-02-01', end: '2024-02-29' });
    expect(feb.total).toBe(3);
    expect(feb.data.map((d) => [d.sent_to_auction_date, d.clients.map((c) => `${c.client_name}:${c.count}`)])).toEqual([
      ['2024-02-11', ['Borealis Imports:1']],
      ['2024-02-10', ['Alpha Motors:2']],
    ]);
    const now = new Date('2024-03-15T12:00:00Z');
    expect(currentMonth(now)).toEqual({ start: '2024-03-01', end: '2024-03-31' });
    expect((await titlesSentGroupsOf(db.prisma, {}, now)).data.map((d) => d.sent_to_auction_date)).toEqual(['2024-03-01']);
    const error = await refusal(titlesSentGroupsOf(db.prisma, { start: '2024-03-02', end: '2024-03-01' }));
    expect(error.code).toBe(ERROR_CODE.VALIDATION);
  });

  it("prints one group's titles; a group with none is No Matching Titles", async () => {
    const group = await titlesSentGroup(db.prisma, { sent_to_auction_date: '2024-02-10', client_id: alphaId, auction_name: 'Indy' });
    expect(group.rows.map((r) => r.vin)).toEqual(['P1', 'P2']);
    const blank = await titlesSentGroup(db.prisma, { sent_to_auction_date: '2024-02-11', client_id: borealisId, auction_name: '' });
    expect(blank.rows.map((r) => r.vin)).toEqual(['P3']);
    const pdf = await renderTitlesSentPdf(group);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf.bytes)).toBe(pdf.pages);
    const none = await refusal(titlesSentGroup(db.prisma, { sent_to_auction_date: '2024-02-12', client_id: alphaId, auction_name: 'Indy' }));
    expect([none.code, none.message]).toEqual([ERROR_CODE.NOT_FOUND, INVOICE_TEXT.NO_MATCHING_TITLES]);
  });

  it('lists titles_sent rows to a client user of its own client only', async () => {
    const alpha = clientUser(alphaId);
    const listed = await engine.list(alpha, 'titles_sent', { per_page: '1000' });
    expect(listed.data.length).toBeGreaterThan(0);
    expect(listed.data.every((r) => r.client_id === alphaId)).toBe(true);
  });
});
