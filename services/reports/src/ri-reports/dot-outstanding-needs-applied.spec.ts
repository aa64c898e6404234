import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { REPORTS_RESOURCES } from '../app.module.js';
import { addVehicle } from '../testing/report-fixtures.js';

// Document 3 §7, the report queries of RI DOT Outstanding and RI Needs Applied, each condition on both sides.
let db: TestDatabase;
let engine: ResourceEngine;
let ri: number;
let otherRi: number;
let imageType: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, REPORTS_RESOURCES);
  ri = (await db.prisma.client.create({ data: { clientname: 'DOT Report Motors', is_ri: 1 } })).clientid;
  otherRi = (await db.prisma.client.create({ data: { clientname: 'DOT Report Other', is_ri: 1 } })).clientid;
  imageType = (await db.prisma.vehicleImageType.findFirstOrThrow()).id;
});

afterAll(async () => {
  await db?.drop();
});

async function addImages(vehicleid: number, live: number, deleted = 0) {
  for (let i = 0; i < live + deleted; i++) {
    await db.prisma.vehicleImage.create({ data: { vehicleid, imagetype: imageType, imagename: `photo-${i}.jpg`, deleted: i < live ? 0 : 1 } });
  }
}

/** What the screen asks for: the chosen client's rows, with the append it shows. */
const listOf = (resource: string, clientid: number, append: string) =>
  engine.list(STAFF, resource, { 'filters[]': [`clientid|eq|${clientid}`], 'appends[]': [append], per_page: '100' });

describe('RI DOT Outstanding: vehicles_dot_outstanding (document 3 §7)', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ids.none = await addVehicle(db.prisma, ri, { vin: 'DO-NO-IMAGES' });
    ids.three = await addVehicle(db.prisma, ri, { vin: 'DO-THREE-IMAGES' });
    ids.one = await addVehicle(db.prisma, ri, { vin: 'DO-ONE-IMAGE' });
    ids.oneToo = await addVehicle(db.prisma, ri, { vin: 'DO-ONE-IMAGE-NEWER' });
    ids.status6 = await addVehicle(db.prisma, ri, { vin: 'DO-STATUS6', titlestatusid: 6 });
    ids.status5 = await addVehicle(db.prisma, ri, { vin: 'DO-STATUS5', titlestatusid: 5 });
    ids.submitted = await addVehicle(db.prisma, ri, { vin: 'DO-SUBMITTED', submitteddotdate: '2026-03-01' });
    ids.other = await addVehicle(db.prisma, otherRi, { vin: 'DO-OTHER-CLIENT' });
    await addImages(ids.three, 3, 1);
    await addImages(ids.one, 1);
    await addImages(ids.oneToo, 1, 1);
    await addImages(ids.status5, 9);
    await addImages(ids.submitted, 9);
  });

  it("keeps the chosen client's vehicles not in status 5 and without a DOT submitted date", async () => {
    const answer = await listOf('vehicles_dot_outstanding', ri, 'images_count');
    expect(answer.data.map((row) => row.vehiclevin).sort()).toEqual(['DO-NO-IMAGES', 'DO-ONE-IMAGE', 'DO-ONE-IMAGE-NEWER', 'DO-STATUS6', 'DO-THREE-IMAGES']);
    expect(answer.total).toBe(5);
  });

  it('sorts by images count, most first, then the newest vehicle, and counts the images not deleted', async () => {
    const answer = await listOf('vehicles_dot_outstanding', ri, 'images_count');
    expect(answer.data.map((row) => [row.vehiclevin, row.images_count])).toEqual([
      ['DO-THREE-IMAGES', 3],
      ['DO-ONE-IMAGE-NEWER', 1],
      ['DO-ONE-IMAGE', 1],
      ['DO-STATUS6', 0],
      ['DO-NO-IMAGES', 0],
    ]);
  });

  it("keeps the order across pages (the key breaks ties) and leaves other clients' vehicles out", async () => {
    const pages = [];
    for (const page of ['1', '2', '3']) {
      const answer = await engine.list(STAFF, 'vehicles_dot_outstanding', { 'filters[]': [`clientid|eq|${ri}`], per_page: '2', page });
      pages.push(...answer.data.map((row) => row.vehiclevin));
    }
    expect(pages).toEqual(['DO-THREE-IMAGES', 'DO-ONE-IMAGE-NEWER', 'DO-ONE-IMAGE', 'DO-STATUS6', 'DO-NO-IMAGES']);
    expect((await listOf('vehicles_dot_outstanding', otherRi, 'images_count')).data.map((row) => row.vehiclevin)).toEqual(['DO-OTHER-CLIENT']);
  });

  it('is a staff report', async () => {
    expect((await refusal(engine.list(clientUser(ri), 'vehicles_dot_outstanding'))).code).toBe('FORBIDDEN');
  });
});

describe('RI Needs Applied: vehicles_needs_applied (document 3 §7)', () => {
  const ready = { titleregownershipdate: '2026-01-05' };

  beforeAll(async () => {
    await addVehicle(db.prisma, ri, { vin: 'NA-APRIL', ...ready, submitteddotdate: '2026-04-01' });
    const signed = await addVehicle(db.prisma, ri, { vin: 'NA-MAY-SIGNED', ...ready, submitteddotdate: '2026-05-01' });
    const otherDocument = await addVehicle(db.prisma, ri, { vin: 'NA-MARCH', ...ready, submitteddotdate: '2026-03-01' });
    await addVehicle(db.prisma, ri, { vin: 'NA-STATUS6', ...ready, submitteddotdate: '2026-02-01', titlestatusid: 6 });
    await addVehicle(db.prisma, ri, { vin: 'NA-STATUS5', ...ready, submitteddotdate: '2026-02-02', titlestatusid: 5 });
    await addVehicle(db.prisma, ri, { vin: 'NA-NO-OWNERSHIP', submitteddotdate: '2026-02-03' });
    await addVehicle(db.prisma, ri, { vin: 'NA-NO-DOT', ...ready });
    await addVehicle(db.prisma, ri, { vin: 'NA-SENT-TO-BMV', ...ready, submitteddotdate: '2026-02-04', titlesenttobmvdate: '2026-02-10' });
    await db.prisma.documentSignature.create({ data: { vehicleid: signed, document_type: 'physicalInspection', url: 'signatures/na.png' } });
    await db.prisma.documentSignature.create({ data: { vehicleid: otherDocument, document_type: 'billOfSale', url: 'signatures/other.png' } });
  });

  it('keeps status not 5 with ownership and DOT submitted dates and no sent-to-BMV date, newest DOT submission first', async () => {
    const answer = await listOf('vehicles_needs_applied', ri, 'has_signed_inspection');
    expect(answer.data.map((row) => row.vehiclevin)).toEqual(['NA-MAY-SIGNED', 'NA-APRIL', 'NA-MARCH', 'NA-STATUS6']);
  });

  it('says whether the physical inspection is signed, any other signed document aside', async () => {
    const answer = await listOf('vehicles_needs_applied', ri, 'has_signed_inspection');
    expect(Object.fromEntries(answer.data.map((row) => [row.vehiclevin, row.has_signed_inspection]))).toEqual({
      'NA-MAY-SIGNED': true,
      'NA-APRIL': false,
      'NA-MARCH': false,
      'NA-STATUS6': false,
    });
  });

  it('is a staff report', async () => {
    expect((await refusal(engine.list(clientUser(ri), 'vehicles_needs_applied'))).code).toBe('FORBIDDEN');
  });
});
