import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { DiskStorage } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VEHICLE_RESOURCES } from '../app.module.js';
import { signPhysicalInspection } from './inspection-signature.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
const png = `data:image/png;base64,${PNG.toString('base64')}`;
const jpeg = `data:image/jpeg;base64,${JPEG.toString('base64')}`;

let db: TestDatabase;
let root: string;
let storage: DiskStorage;
let alphaUser: ReturnType<typeof clientUser>;
let alphaVehicle: number;
let borealisVehicle: number;
let first = '';
let second = '';

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  root = await mkdtemp(join(tmpdir(), 'inspection-signatures-'));
  storage = new DiskStorage(root);
  const alpha = await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
  const borealis = await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } });
  const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } });
  alphaUser = clientUser(alpha.clientid, 1, user.userid);
  const create = (clientid: number, vin: string) => db.prisma.vehicle.create({ data: { vehiclevin: vin, clientid, titleprocessingtype: 1, titlestatusid: 2 } });
  alphaVehicle = (await create(alpha.clientid, 'SIGNALPHA00000001')).vehicleid;
  borealisVehicle = (await create(borealis.clientid, 'SIGNBOREAL0000001')).vehicleid;
});

afterAll(async () => {
  await db?.drop();
  if (root) await rm(root, { recursive: true, force: true });
});

const rowsOf = (vehicleid: number) => db.prisma.documentSignature.findMany({ where: { vehicleid, document_type: 'physicalInspection' } });

describe('the physical inspection signature (document 3 §2.4, §7)', () => {
  it('stores the image and one physicalInspection row for a vehicle of the caller’s client, shown on the vehicle read', async () => {
    const answer = await signPhysicalInspection(db.prisma, storage, alphaUser, String(alphaVehicle), png);
    expect(answer).toMatchObject({ success: true, vehicleid: alphaVehicle, document_type: 'physicalInspection' });
    const rows = await rowsOf(alphaVehicle);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      url: expect.stringMatching(new RegExp(`^signatures/vehicles/${alphaVehicle}/physical-inspection-.+\\.png$`)),
      userid: alphaUser.userid,
    });
    first = rows[0]!.url;
    expect(await storage.get(rows[0]!.url)).toEqual(PNG);

    const engine = engineFor(db.prisma, VEHICLE_RESOURCES);
    const read = await engine.read(alphaUser, 'vehicles', String(alphaVehicle), { 'appends[]': 'doc_signatures' });
    expect(read.doc_signatures).toEqual({ physicalInspection: { url: rows[0]!.url, created_at: rows[0]!.created_at.toISOString() } });
  });

  it('replaces an earlier signature: one row, pointing at the new image', async () => {
    await signPhysicalInspection(db.prisma, storage, STAFF, String(alphaVehicle), jpeg);
    const rows = await rowsOf(alphaVehicle);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.url).toMatch(/\.jpg$/);
    expect(await storage.get(rows[0]!.url)).toEqual(JPEG);
    expect(await storage.get(first)).toBeNull();
    second = rows[0]!.url;
  });

  it('answers 404 for another client’s vehicle or an unknown one, and writes nothing', async () => {
    expect((await refusal(signPhysicalInspection(db.prisma, storage, alphaUser, String(borealisVehicle), png))).code).toBe('NOT_FOUND');
    expect((await refusal(signPhysicalInspection(db.prisma, storage, alphaUser, '999999999', png))).code).toBe('NOT_FOUND');
    expect(await rowsOf(borealisVehicle)).toHaveLength(0);
    expect(await readdir(join(root, 'signatures', 'vehicles')).catch(() => [])).not.toContain(String(borealisVehicle));
  });

  it('refuses (422 on photo) a data URL whose bytes are not the PNG or JPEG it names, keeping the earlier signature', async () => {
    const fake = `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`;
    const refused = await refusal(signPhysicalInspection(db.prisma, storage, alphaUser, String(alphaVehicle), fake));
    expect([refused.code, refused.errors]).toEqual(['VALIDATION', { photo: ['must be a PNG or JPEG image as a data URL'] }]);
    expect((await refusal(signPhysicalInspection(db.prisma, storage, alphaUser, String(alphaVehicle), 'data:text/plain;base64,aGk='))).code).toBe('VALIDATION');
    const rows = await rowsOf(alphaVehicle);
    expect(rows.map((row) => row.url)).toEqual([second]);
  });

  it('reads unsigned as null', async () => {
    const engine = engineFor(db.prisma, VEHICLE_RESOURCES);
    const read = await engine.read(STAFF, 'vehicles', String(borealisVehicle), { 'appends[]': 'doc_signatures' });
    expect(read.doc_signatures).toEqual({ physicalInspection: null });
  });
});
