import { describe, expect, it } from '@jest/globals';
import type { FormContext, Row } from '../data/form-context.js';
import { hudsonCheckResults, type HudsonLookup } from './hudson-check.js';

const READY = {
  vehicleid: 1,
  vehiclevin: '2T1BURHE0JC000001',
  yr: 2018,
  make: 'Toyota',
  model: 'Corolla',
  crossedborderdate: '2026-11-02',
  titleregownershipdate: '2026-11-05',
};
const NOT_YET = { ...READY, vehicleid: 2, vehiclevin: '2T1BURHE0JC000002', crossedborderdate: null, titleregownershipdate: null };
const TWICE = { ...READY, vehicleid: 3, vehiclevin: '2T1BURHE0JC000003' };

function lookup(vehicles: Row[], docsComplete = 1): HudsonLookup & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    vehiclesByVin: async (vins) => {
      asked.push([...vins]);
      return vehicles.filter((v) => vins.includes(String(v.vehiclevin)));
    },
    context: async (vehicleid) =>
      ({ vehicle: vehicles.find((v) => v.vehicleid === vehicleid)!, client: { ri_reg_docs_complete: docsComplete } }) as unknown as FormContext,
  };
}

describe('Hudson Paperwork Download (document 3 §2.8, §3)', () => {
  it('gives each Hudson form of a ready vehicle as a success', async () => {
    const [result] = await hudsonCheckResults(lookup([READY]), READY.vehiclevin);
    expect(result).toEqual({
      vin: READY.vehiclevin,
      validVin: true,
      vehicle: { vehicleid: 1, vehiclevin: READY.vehiclevin, yr: 2018, make: 'Toyota', model: 'Corolla' },
      errors: [],
      successes: ['Power of Attorney', 'Bill of Sale', 'DOT Conformance Bond (HS-474)', 'HS-7 Declaration'],
    });
  });

  it('names why each form a vehicle cannot have yet is missing, keeping the others as successes', async () => {
    const [result] = await hudsonCheckResults(lookup([NOT_YET], 0), NOT_YET.vehiclevin.toLowerCase());
    expect(result.validVin).toBe(true);
    expect(result.errors).toEqual([
      'Power of Attorney: the client has not completed its registration documents',
      'Bill of Sale: the title/registration ownership date is not recorded',
      'HS-7 Declaration: the crossed border date is not recorded',
    ]);
    expect(result.successes).toEqual(['DOT Conformance Bond (HS-474)']);
  });

  it('marks a VIN without a vehicle the caller may see, or with several, as not valid; reads all VINs at once', async () => {
    const fake = lookup([READY, TWICE, { ...TWICE, vehicleid: 4 }]);
    const results = await hudsonCheckResults(fake, `NOSUCHVIN00000000\n${TWICE.vehiclevin}, ${READY.vehiclevin}`);
    expect(results.map((r) => [r.vin, r.validVin, r.errors])).toEqual([
      ['NOSUCHVIN00000000', false, ['VIN Invalid']],
      [TWICE.vehiclevin, false, ['2 vehicles have this VIN']],
      [READY.vehiclevin, true, []],
    ]);
    expect(fake.asked).toEqual([['NOSUCHVIN00000000', TWICE.vehiclevin, READY.vehiclevin]]);
  });

  it('refuses a paste without a VIN, or with too many', async () => {
    await expect(hudsonCheckResults(lookup([]), ' ,\n ')).rejects.toMatchObject({ code: 'VALIDATION', errors: { text: ['has no VIN'] } });
    const many = Array.from({ length: 201 }, (_, i) => `VIN${i}`).join('\n');
    await expect(hudsonCheckResults(lookup([]), many)).rejects.toMatchObject({ code: 'VALIDATION', errors: { text: ['at most 200 VINs at a time'] } });
  });
});
