import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { refusal } from '@portal/server-kit/testing';
import { VPIC_ERROR, type DecodedVin, type VinDecoder } from './vin-decoder.js';
import { VinDecodeService } from './vin-decode.service.js';

/** A decoder double answering from a table, or failing as an unreachable vPIC would. */
class TableDecoder implements VinDecoder {
  readonly name = 'vpic' as const;
  constructor(private readonly rows: Record<string, Partial<DecodedVin>>) {}
  async decode(vin: string): Promise<DecodedVin> {
    const row = this.rows[vin];
    if (!row) throw new Error('connect ECONNREFUSED');
    return {
      vin,
      modelyear: 2003,
      make: 'HONDA',
      model: 'Accord',
      bodyclass: 'Coupe',
      vehicletype: 'PASSENGER CAR',
      errorcode: 0,
      errortext: VPIC_ERROR.NONE.text,
      source: 'vpic',
      ...row,
    };
  }
}

let db: TestDatabase;
let service: VinDecodeService;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  service = new VinDecodeService(
    new TableDecoder({
      '1HGCM82633A004352': {},
      '1HGCM82643A004352': {},
      '5YJ3E1EA2JF000316': { modelyear: 2018, make: 'TESLA', model: 'Model 3', bodyclass: 'Sedan/Saloon' },
      '1GNEK13Z72R298984': { modelyear: 2002, make: 'CHEVROLET', model: 'Tahoe', bodyclass: 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)' },
    }),
    db.prisma,
  );
});

afterAll(async () => {
  await db?.drop();
});

describe('GET /api/nhtsa/vin/{vin}', () => {
  it('answers the decoder result with the TPMS warnings of the table', async () => {
    const result = await service.decode('1hgcm826 33a004352');
    expect(result).toEqual({
      vin: '1HGCM82633A004352',
      modelyear: 2003,
      make: 'HONDA',
      model: 'Accord',
      bodyclass: 'Coupe',
      vehicletype: 'PASSENGER CAR',
      errorcode: 0,
      errortext: VPIC_ERROR.NONE.text,
      source: 'vpic',
      tpms: [{ make: 'HONDA', model: 'Accord', years: '2000-2007' }],
    });
  });

  it('never calls a VIN whose check digit does not calculate clean, whatever the decoder said', async () => {
    expect(await service.decode('1HGCM82643A004352')).toMatchObject({ errorcode: 1, errortext: VPIC_ERROR.CHECK_DIGIT.text });
  });

  it('uses the placeholder when the decoder fails', async () => {
    expect(await service.decode('1FTFW1EF0EFA00001')).toEqual({
      vin: '1FTFW1EF0EFA00001',
      modelyear: 'UNKNOWN',
      make: 'UNKNOWN',
      model: 'UNKNOWN',
      bodyclass: '',
      vehicletype: '',
      errorcode: -1,
      errortext: 'NHTSA might be down',
      source: 'placeholder',
      tpms: [],
    });
  });

  it.each([
    ['more than 17 characters', '1HGCM82633A0043521', /at most 17/],
    ['characters other than letters and digits', '1HGCM82633A00435!', /only letters and digits/],
    ['nothing', '  ', /required/],
  ])('refuses a VIN with %s (422 on vin)', async (_label, vin, reason) => {
    const error = await refusal(service.decode(vin));
    expect(error.code).toBe('VALIDATION');
    expect(error.errors?.vin?.[0]).toMatch(reason);
  });

  describe('conformance check', () => {
    it('is only answered when asked', async () => {
      expect(await service.decode('5YJ3E1EA2JF000316')).not.toHaveProperty('conformanceCheck');
    });

    it('needs no Conformance Plus for a year/make/model already in the register, whatever the case', async () => {
      const tesla = await db.prisma.vehicle.count({ where: { yr: 2018, make: 'TESLA', model: 'Model 3' } });
      expect(tesla).toBeGreaterThan(0);
      expect((await service.decode('5YJ3E1EA2JF000316', { conformanceCheck: true })).conformanceCheck).toEqual({ requiresConformancePlus: false });
      await db.prisma.vehicle.updateMany({ where: { yr: 2018, make: 'TESLA', model: 'Model 3' }, data: { make: 'Tesla', model: 'MODEL 3' } });
      expect((await service.decode('5YJ3E1EA2JF000316', { conformanceCheck: true })).conformanceCheck).toEqual({ requiresConformancePlus: false });
    });

    it('needs Conformance Plus for a year/make/model never registered, and not once one is', async () => {
      expect((await service.decode('1GNEK13Z72R298984', { conformanceCheck: true })).conformanceCheck).toEqual({ requiresConformancePlus: true });
      const client = await db.prisma.client.findFirstOrThrow();
      await db.prisma.vehicle.create({ data: { vehiclevin: '1GNEK13Z72R298984', yr: 2002, make: 'CHEVROLET', model: 'TAHOE', clientid: client.clientid } });
      expect((await service.decode('1GNEK13Z72R298984', { conformanceCheck: true })).conformanceCheck).toEqual({ requiresConformancePlus: false });
    });

    it('cannot compare an undecoded vehicle and does not flag it', async () => {
      expect((await service.decode('1FTFW1EF0EFA00001', { conformanceCheck: true })).conformanceCheck).toEqual({ requiresConformancePlus: false });
    });
  });
});
