import { describe, expect, it } from '@jest/globals';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { LOW_MILEAGE, RI_DOCS_INCOMPLETE, RI_NEW_VEHICLE, vehicleBanners } from './vehicle-banners.js';
import { vehicleDates } from './vehicle-dates.js';

const base: Vehicle = { vehicleid: 1, vehiclevin: 'X' };
const texts = (v: Vehicle) => vehicleBanners(v).map((b) => b.text);

describe('vehicle banners (document 3 §2.2)', () => {
  it('warns when an RI client has not completed its documents', () => {
    expect(texts({ ...base, client: { clientid: 1, clientname: 'A', is_ri: 1, ri_reg_docs_complete: 0 } })).toEqual([RI_DOCS_INCOMPLETE]);
    expect(texts({ ...base, client: { clientid: 1, clientname: 'A', is_ri: 0, ri_reg_docs_complete: 0 } })).toEqual([]);
    expect(texts({ ...base, client: { clientid: 1, clientname: 'A', is_ri: 1, ri_reg_docs_complete: 1 } })).toEqual([]);
    expect(texts({ ...base, client: { clientid: 1, clientname: 'A', is_ri: 1 } })).toEqual([]);
  });

  it('flags an RI new vehicle, and its low mileage', () => {
    expect(texts({ ...base, is_ri_new_vehicle: 1, mileage: 999 })).toEqual([RI_NEW_VEHICLE, LOW_MILEAGE]);
    expect(texts({ ...base, is_ri_new_vehicle: 1, mileage: 1000 })).toEqual([RI_NEW_VEHICLE]);
    expect(texts({ ...base, is_ri_new_vehicle: 0, mileage: 5 })).toEqual([]);
  });

  it('counts down the RI DOT deadline, flagged at 30 and 10 days left and once overdue', () => {
    const banner = (days_left: number, level: 'overdue' | 'due10' | 'due30' | 'ok') =>
      vehicleBanners({ ...base, ri_dot_deadline: { deadline: '2026-03-01', days_left, level } })[0];
    expect(banner(-3, 'overdue')).toEqual({ intent: 'error', text: 'DOT submission overdue by 3 days (due 03/01/2026, 120 days from crossing)' });
    expect(banner(10, 'due10')).toEqual({ intent: 'error', text: 'DOT submission: 10 days left (due 03/01/2026, 120 days from crossing)' });
    expect(banner(30, 'due30').intent).toBe('warning');
    expect(banner(31, 'ok').intent).toBe('info');
    expect(texts({ ...base, ri_dot_deadline: null })).toEqual([]);
  });
});

describe('vehicle dates', () => {
  it('lists only the dates that are set, as YYYY-MM-DD', () => {
    const dates = vehicleDates({ ...base, submitteddotdate: '2024-03-02', vaultreleasedate: null, recordcreateddate: '2024-01-05T03:00:00.000Z' });
    expect(dates).toEqual([
      { label: 'Record Created', value: '2024-01-04' },
      { label: 'Submitted to DOT', value: '2024-03-02' },
    ]);
  });
});
