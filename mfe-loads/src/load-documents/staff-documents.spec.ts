import { describe, expect, it } from '@jest/globals';
import type { ClientLoad } from '../load-detail/load-types.js';
import { bayVehicleIds, signingProblems, socBody } from './staff-documents.js';

const vehicle = (vehicleid: number, sent: boolean) =>
  ({
    vehicleid,
    vehiclevin: `VIN${vehicleid}`,
    bay_vehicle: sent ? { external_id: 'X', status: null, bay_shipment: { external_id: 'S', status: null, data: null } } : null,
  }) as never;

const load = (extra: Partial<ClientLoad>): ClientLoad =>
  ({
    id: 1,
    name: 'L',
    client_id: 1,
    load_type: 'single',
    paps_number: null,
    bkg_number: null,
    vehicles: [vehicle(1, true), vehicle(2, false)],
    ...extra,
  }) as ClientLoad;

describe('the staff documents of a load', () => {
  it('SOC from Bay Directly takes every vehicle of a carrier load sent to the bay, else the vehicles sent on their own', () => {
    expect(bayVehicleIds(load({}))).toEqual([1]);
    expect(bayVehicleIds(load({ load_type: 'multiple', bay_shipment: { id: 3, external_id: 'S', status: null, data: null } }))).toEqual([1, 2]);
    expect(bayVehicleIds(load({ vehicles: [] }))).toEqual([]);
  });

  it('signs only with a signer, a name, a MM/DD/YYYY date and a designation', () => {
    expect(signingProblems({ signer: 4, name: 'A', date: '11/25/2026', designation: 'Officer' })).toEqual({});
    expect(Object.keys(signingProblems({ signer: null, name: ' ', date: '2026-11-25', designation: '' })).sort()).toEqual([
      'date',
      'designation',
      'name',
      'signer',
    ]);
  });

  it('sends the replacements, the signer and the vehicles, and marks the bay version', () => {
    const choice = { signer: 4, name: ' Sam ', date: '11/25/2026', designation: 'Officer ' };
    expect(socBody(choice, [1, 2], false)).toEqual({
      replacements: { name: 'Sam', date: '11/25/2026', designation: 'Officer' },
      soc_signer: 4,
      socBay: false,
      vehicles: [1, 2],
    });
    expect(socBody(choice, [1], true)).toMatchObject({ socBay: true, title: 'Statement of Conformity', vehicles: [1] });
  });
});
