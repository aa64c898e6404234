import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { VEHICLE_RESOURCES } from '../app.module.js';
import { locateImage, registerUpload, softDeleteImage } from './vehicle-image-files.js';

let db: TestDatabase;
let engine: ResourceEngine;
let alpha: ReturnType<typeof clientUser>;
let borealis: ReturnType<typeof clientUser>;
let alphaVehicle: number;
let alphaId: number;
let borealisId: number;

const upload = (vehicleid: number, extra: Record<string, unknown> = {}) => ({
  vehicleid,
  keys: { orig: `vehicles/${vehicleid}/a.jpg`, thumb: `vehicles/${vehicleid}/a-thumb.jpg`, large: `vehicles/${vehicleid}/a-large.jpg` },
  filename: 'a.jpg',
  extension: 'jpg',
  ...extra,
});

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, VEHICLE_RESOURCES);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } });
  alpha = clientUser(alphaId, 1, user.userid);
  borealis = clientUser(borealisId, 1);
  alphaVehicle = (await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId } })).vehicleid;
});

afterAll(async () => {
  await db?.drop();
});

describe('vehicle images', () => {
  it('records an upload as a file (type 0) with its note and uploader', async () => {
    const row = await registerUpload(db.prisma, engine, alpha, upload(alphaVehicle, { note: ' 7501 Scanned ' }));
    expect(row).toMatchObject({
      vehicleid: alphaVehicle,
      imagetype: 0,
      docnote: '7501 Scanned',
      userid: alpha.userid,
      deleted: 0,
      type: { id: 0 },
      uploaded_by: { userid: alpha.userid },
    });
  });

  it("attaches one file to every vehicle listed (a load's scanned 7501), all of them or none", async () => {
    const ids = (await db.prisma.vehicle.findMany({ where: { clientid: alphaId }, orderBy: { vehicleid: 'asc' }, take: 3 })).map((v) => v.vehicleid);
    const other = (await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId } })).vehicleid;
    const file = (orig: string, vehicleId: string) => upload(ids[0], { keys: { orig }, filename: '7501.pdf', extension: 'pdf', note: '7501', vehicleId });

    const row = await registerUpload(db.prisma, engine, alpha, file('loads/7501-a.pdf', ids.join(',')));
    expect(row).toMatchObject({ vehicleid: ids[0], imagetype: 0, docnote: '7501' });
    const copies = await db.prisma.vehicleImage.findMany({ where: { cloud_url_orig: 'loads/7501-a.pdf' } });
    expect(copies.map((c) => c.vehicleid).sort((a, b) => a - b)).toEqual(ids);

    // Another client's vehicle among them: refused as not found, and nothing is attached to any.
    expect((await refusal(registerUpload(db.prisma, engine, alpha, file('loads/7501-b.pdf', `${ids[1]},${other}`)))).code).toBe('NOT_FOUND');
    expect(await db.prisma.vehicleImage.count({ where: { cloud_url_orig: 'loads/7501-b.pdf' } })).toBe(0);
    expect((await refusal(registerUpload(db.prisma, engine, alpha, file('loads/7501-c.pdf', `${ids[1]},x1`)))).errors).toEqual({
      vehicleId: ['must be a comma list of vehicle ids'],
    });
    // Staff attach to any client's vehicles.
    await registerUpload(db.prisma, engine, STAFF, file('loads/7501-d.pdf', `${ids[1]},${other}`));
    expect(await db.prisma.vehicleImage.count({ where: { cloud_url_orig: 'loads/7501-d.pdf' } })).toBe(3);
  });

  it("refuses an upload to another client's vehicle as not found, and an unknown type", async () => {
    expect((await refusal(registerUpload(db.prisma, engine, borealis, upload(alphaVehicle)))).code).toBe('NOT_FOUND');
    expect((await refusal(registerUpload(db.prisma, engine, alpha, upload(alphaVehicle, { type: 999 })))).errors?.type).toBeDefined();
  });

  it('keeps no control character of the file name, and refuses one in the note or a type past any id', async () => {
    const row = await registerUpload(db.prisma, engine, alpha, upload(alphaVehicle, { filename: 'scan\u0000\u001b[31m.pdf' }));
    expect(row.imagename).toBe('scan[31m.pdf');
    expect((await refusal(registerUpload(db.prisma, engine, alpha, upload(alphaVehicle, { note: 'a\u0000b' })))).errors).toEqual({
      note: ['must not contain control characters'],
    });
    expect((await refusal(registerUpload(db.prisma, engine, alpha, upload(alphaVehicle, { type: '2147483648' })))).errors?.type).toBeDefined();
    expect((await refusal(registerUpload(db.prisma, engine, alpha, upload(99999999999)))).code).toBe('NOT_FOUND');
  });

  it('locates the size asked for, only for those who see the vehicle', async () => {
    const row = await registerUpload(db.prisma, engine, alpha, upload(alphaVehicle, { type: 8 }));
    expect((await locateImage(db.prisma, alpha, alphaVehicle, row.pwimageid, 'thumb')).key).toBe(`vehicles/${alphaVehicle}/a-thumb.jpg`);
    expect((await locateImage(db.prisma, STAFF, alphaVehicle, row.pwimageid, 'orig')).key).toBe(`vehicles/${alphaVehicle}/a.jpg`);
    expect((await refusal(locateImage(db.prisma, borealis, alphaVehicle, row.pwimageid, 'orig'))).code).toBe('NOT_FOUND');
    // An image asked for under another vehicle's id is not found either.
    const other = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alpha.clientid!, vehicleid: { not: alphaVehicle } } });
    expect((await refusal(locateImage(db.prisma, alpha, other.vehicleid, row.pwimageid, 'orig'))).code).toBe('NOT_FOUND');
  });

  it('deletes softly (staff), lists deleted images apart, and restores them', async () => {
    const row = await registerUpload(db.prisma, engine, alpha, upload(alphaVehicle));
    // A file (type 0) is deleted and restored by staff only, whether asked by the delete call or an update.
    expect((await refusal(softDeleteImage(engine, alpha, row.pwimageid, db.prisma))).code).toBe('FORBIDDEN');
    expect((await db.prisma.vehicleImage.findUniqueOrThrow({ where: { pwimageid: row.pwimageid } })).deleted).toBe(0);
    expect((await softDeleteImage(engine, STAFF, row.pwimageid)).deleted).toBe(1);
    const deleted = await engine.list(alpha, 'vehicle_images', { 'filters[]': [`vehicleid|eq|${alphaVehicle}`, 'deleted|eq|1'] });
    expect(deleted.data.map((i) => i.pwimageid)).toContain(row.pwimageid);
    expect((await refusal(engine.update(alpha, 'vehicle_images', String(row.pwimageid), { deleted: 0 }))).code).toBe('FORBIDDEN');
    expect((await engine.update(alpha, 'vehicle_images', String(row.pwimageid), { deleted: 1, docnote: 'Bond Release Individual' })).docnote).toBe(
      'Bond Release Individual',
    );
    expect((await engine.update(STAFF, 'vehicle_images', String(row.pwimageid), { deleted: 0 })).deleted).toBe(0);
    expect((await refusal(softDeleteImage(engine, borealis, row.pwimageid, db.prisma))).code).toBe('NOT_FOUND');
  });

  it("lets a client user delete the photos of its own vehicles (the photo screen's cards), never another client's", async () => {
    const photo = await registerUpload(db.prisma, engine, alpha, upload(alphaVehicle, { type: '1' }));
    expect((await refusal(softDeleteImage(engine, borealis, photo.pwimageid, db.prisma))).code).toBe('NOT_FOUND');
    expect((await db.prisma.vehicleImage.findUniqueOrThrow({ where: { pwimageid: photo.pwimageid } })).deleted).toBe(0);
    expect((await softDeleteImage(engine, alpha, photo.pwimageid, db.prisma)).deleted).toBe(1);
    // Restoring stays staff work.
    expect((await refusal(engine.update(alpha, 'vehicle_images', String(photo.pwimageid), { deleted: 0 }))).code).toBe('FORBIDDEN');
  });

  it('keeps the position the browser gave, and refuses one that is no place on earth', async () => {
    const row = await registerUpload(db.prisma, engine, alpha, upload(alphaVehicle, { type: '1', latitude: '42.3149', longitude: '-83.0364' }));
    const stored = await db.prisma.vehicleImage.findUniqueOrThrow({ where: { pwimageid: row.pwimageid } });
    expect([stored.latitude, stored.longitude]).toEqual([42.3149, -83.0364]);
    const none = await registerUpload(db.prisma, engine, alpha, upload(alphaVehicle, { type: '1' }));
    expect((await db.prisma.vehicleImage.findUniqueOrThrow({ where: { pwimageid: none.pwimageid } })).latitude).toBeNull();
    expect((await refusal(registerUpload(db.prisma, engine, alpha, upload(alphaVehicle, { latitude: '91', longitude: '0' })))).errors).toEqual({
      latitude: ['must be between -90 and 90'],
    });
    expect((await refusal(registerUpload(db.prisma, engine, alpha, upload(alphaVehicle, { latitude: '1', longitude: 'east' })))).errors).toEqual({
      longitude: ['must be a number'],
    });
  });

  it("marks an odometer photo (type 8) of a registered import's vehicle as maybe in kilometres, and no other", async () => {
    const ri = await db.prisma.vehicle.findFirstOrThrow({ where: { client: { is_ri: 1 } } });
    const plain = await db.prisma.vehicle.findFirstOrThrow({ where: { client: { is_ri: { not: 1 } } } });
    const mightHasKm = async (vehicleid: number, type: string) => {
      const row = await registerUpload(db.prisma, engine, STAFF, upload(vehicleid, { type }));
      return (await db.prisma.vehicleImage.findUniqueOrThrow({ where: { pwimageid: row.pwimageid } })).mightHasKm;
    };
    expect(await mightHasKm(ri.vehicleid, '8')).toBe(true);
    expect(await mightHasKm(ri.vehicleid, '1')).toBe(false);
    expect(await mightHasKm(plain.vehicleid, '8')).toBe(false);
  });

  it("keeps another client's images out of a client user's list", async () => {
    const page = await engine.list(borealis, 'vehicle_images', { 'filters[]': `vehicleid|eq|${alphaVehicle}` });
    expect(page.total).toBe(0);
  });

  it('reads the image types', async () => {
    const page = await engine.list(alpha, 'vehicle_image_types', { per_page: '100' });
    expect(page.data.map((t) => t.id)).toEqual(expect.arrayContaining([0, 8, 17]));
  });
});
