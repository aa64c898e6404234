import { describe, expect, it } from '@jest/globals';
import { LOAD_TEXT } from '@portal/contracts/constants';
import { bayRecordsVerdict } from './bay-vehicle-fix.js';

describe('the Bay Vehicle Fix verdict', () => {
  it('offers the fix only when the bay holds exactly one record of the VIN', () => {
    expect(bayRecordsVerdict([])).toEqual({ message: LOAD_TEXT.BAY_VEHICLE_NOT_FOUND, canFix: false });
    expect(bayRecordsVerdict([{ id: 'VEH-1', vin: 'V' }])).toEqual({ message: null, canFix: true });
    expect(
      bayRecordsVerdict([
        { id: 'VEH-1', vin: 'V' },
        { id: 'VEH-2', vin: 'V' },
      ]),
    ).toEqual({ message: LOAD_TEXT.BAY_VEHICLE_SEVERAL, canFix: false });
  });
});
