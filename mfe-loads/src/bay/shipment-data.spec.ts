import { describe, expect, it } from '@jest/globals';
import { LOAD_TEXT } from '@portal/contracts/constants';
import { shipmentRows } from './shipment-data.js';

describe('the bay shipment data of a carrier load', () => {
  it('lists the shipment id, status, BKG#, the vehicles the bay holds and its refusals', () => {
    const rows = Object.fromEntries(
      shipmentRows({
        id: 1,
        external_id: 'SHP-9',
        status: 'open',
        updated_at: null,
        data: {
          bkg_number: 'BKG-1',
          vehicles: [
            { id: 'v1', vin: 'VIN1' },
            { id: 'v2', vin: 'VIN2' },
          ],
          errors: ['missing driver'],
        },
      }),
    );
    expect(rows).toMatchObject({ Shipment: 'SHP-9', Status: 'open', 'BKG Number': 'BKG-1', 'Vehicles in Bay': '2: VIN1, VIN2', Errors: 'missing driver' });
  });

  it('says "no errors" and shows dashes for what the bay did not send', () => {
    const rows = Object.fromEntries(shipmentRows({ id: 1, external_id: null, status: null, data: null }));
    expect(rows).toMatchObject({ Shipment: '—', Status: '—', 'BKG Number': '—', 'Vehicles in Bay': '0', Errors: LOAD_TEXT.NO_ERRORS });
  });
});
