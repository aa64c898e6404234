import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { refusal } from '@portal/server-kit/testing';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { keyPositions, keysOverlap, vin10Probe, Vin10Lookups } from './vin10-lookups.js';

const shared = join(process.cwd(), '..', '..', 'var', 'corgi', 'vpic.lite.db');
if (!process.env.CORGI_DATABASE_PATH && existsSync(shared)) process.env.CORGI_DATABASE_PATH = shared;

let lookups: Vin10Lookups;

beforeAll(async () => {
  lookups = await Vin10Lookups.open();
}, 180_000);

afterAll(async () => {
  await lookups?.onApplicationShutdown();
});

const ACCORD_1C = 'Class 1C: 4,001 - 5,000 lb (1,814 - 2,268 kg)';

describe('GET /api/vin10/vin/{vin} (the offline vPIC data)', () => {
  it("answers what a VIN's first 10 characters fix: year, make, model, body, doors and GVWR class", async () => {
    expect(await lookups.pattern('1HGCM82633')).toMatchObject({
      vin10: '1HGCM82633',
      wmi: '1HG',
      modelyear: 2003,
      make: 'HONDA',
      manufacturer: expect.stringMatching(/HONDA/),
      model: 'Accord',
      trim: 'EX-V6',
      bodyclass: 'Coupe',
      vehicletype: 'PASSENGER CAR',
      doors: 2,
      gvwrfrom: ACCORD_1C,
      source: 'offline',
    });
  });

  it('gives a whole VIN the same answer as its first 10 characters, whatever its serial and plant', async () => {
    const ten = await lookups.pattern('1HGCM82633');
    expect(await lookups.pattern('1HGCM82633A004352')).toEqual(ten);
    expect(await lookups.pattern('1hgcm82633 z999999')).toEqual(ten);
  });

  it('tells models of one schema apart by their descriptor: a four-door Accord sedan', async () => {
    const sedan = await lookups.pattern('1HGCM56633');
    expect(sedan).toMatchObject({ model: 'Accord', bodyclass: 'Sedan/Saloon', doors: 4 });
  });

  it('answers 404 for a manufacturer code vPIC does not know, and for a descriptor with no pattern', async () => {
    const unknown = await refusal(lookups.pattern('ZZZCM82633'));
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', message: 'No manufacturer in the vPIC data has the code ZZZ' });
  });

  it.each([
    ['', 'is required'],
    ['1HGCM826', "must be a VIN's first 10 characters or the whole VIN (17)"],
    ['1HGCM82633A00', "must be a VIN's first 10 characters or the whole VIN (17)"],
    ['1HGCM8263%', 'may contain only letters and digits'],
    ['1HGCM8I633', 'may not contain I, O or Q'],
    ['1HGCM826A3', 'position 9 (the check digit) must be a digit or X'],
    ['1HGCM8263U', 'position 10 is not a model year code'],
    ['1HGCM82630', 'position 10 is not a model year code'],
    ['1G9CM82633', 'a manufacturer code ending in 9 is completed by positions 12 to 14: send the whole VIN'],
  ])('refuses %j with 422 on vin: %s', async (vin, reason) => {
    expect(await refusal(lookups.pattern(vin))).toMatchObject({ code: 'VALIDATION', errors: { vin: [reason] } });
  });
});

describe('GET /api/vin10/dimensions/{year}/{make}/{model}', () => {
  it('answers every body class, door count and GVWR class vPIC gives the model that year, with its VIN patterns', async () => {
    const accord = await lookups.dimensions('2003', 'honda', 'ACCORD');
    expect(accord).toMatchObject({ modelyear: 2003, make: 'HONDA', model: 'Accord', source: 'offline' });
    expect(accord.bodyclass).toEqual(['Coupe', 'Sedan/Saloon']);
    expect(accord.doors).toEqual([2, 4]);
    expect(accord.gvwrfrom).toContain(ACCORD_1C);
    expect(accord.wmis).toContain('1HG');
    expect(accord.vds).toEqual(expect.arrayContaining(['CM82[67]', 'CM551']));
  });

  it('agrees with the vin10 answer of a VIN of that model', async () => {
    const one = await lookups.pattern('1HGCM82633');
    const all = await lookups.dimensions('2003', 'Honda', 'Accord');
    expect(all.bodyclass).toContain(one.bodyclass);
    expect(all.doors).toContain(one.doors);
    expect(all.gvwrfrom).toContain(one.gvwrfrom);
  });

  it('answers 404 naming what vPIC lacks: the make, the model, or the model in that year', async () => {
    expect(await refusal(lookups.dimensions('2003', 'Nosuchmake', 'Accord'))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'The vPIC data has no make Nosuchmake',
    });
    expect(await refusal(lookups.dimensions('2003', 'Honda', 'Nosuchmodel'))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'The vPIC data has no model Nosuchmodel of Honda',
    });
    expect(await refusal(lookups.dimensions('1985', 'Tesla', 'Model 3'))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'The vPIC data has no 1985 Tesla Model 3',
    });
  });

  it('refuses a year before 17-character VINs or after next year with 422 on year', async () => {
    const next = new Date().getUTCFullYear() + 1;
    for (const year of ['1980', String(next + 1)]) {
      expect(await refusal(lookups.dimensions(year, 'Honda', 'Accord'))).toMatchObject({
        code: 'VALIDATION',
        errors: { year: [`must be between 1981 and ${next}`] },
      });
    }
  });
});

describe('pattern keys', () => {
  it('reads wildcards, choices and ranges, and pads a short key with wildcards', () => {
    expect(keyPositions('C[M-N]8*').map((p) => (p ? [...p].join('') : '*'))).toEqual(['C', 'MN', '8', '*', '*', '*']);
    expect(keyPositions('*****|***1').every((p) => p === null)).toBe(true);
  });

  it('overlap when some VIN can match both', () => {
    expect(keysOverlap(keyPositions('CM82[67]'), keyPositions('CM8*'))).toBe(true);
    expect(keysOverlap(keyPositions('CM82[67]'), keyPositions('CM825'))).toBe(false);
    expect(keysOverlap(keyPositions('**BA'), keyPositions('CM'))).toBe(true);
  });

  it('makes a whole VIN and its first 10 characters the same question', () => {
    expect(vin10Probe('1HGCM82633A004352')).toEqual(vin10Probe('1HGCM82633'));
    expect(vin10Probe('1G9CM82633A004352').probe).toBe('1G9CM826330004000');
  });
});
