import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@portal/web-kit';
import { printableForms, refusalText, vehicleFormPath, vehiclePackages } from './document-links.js';

describe('the Documents tab', () => {
  it('lists every single form for staff, and only those without staff-only records for others', () => {
    const staff = printableForms(true).map((f) => f.n);
    const client = printableForms(false).map((f) => f.n);
    expect(staff).toEqual([1, 3, 4, 5, 7, 8, 9, 11, 18, 26, 27, 28, 29]);
    expect(client).not.toContain(18);
    expect(client).toContain(7);
  });

  it('asks the conformity document for its class and UVC, and the USMCA form for its signer', () => {
    const choices = { type: 'truck_heavy' as const, uvc: ' 2018TOY ', userId: 12 };
    expect(vehicleFormPath(5, 18, choices)).toBe('/api/vehicles/5/forms/18?type=truck_heavy&uvc=2018TOY');
    expect(vehicleFormPath(5, 29, choices, true)).toBe('/api/vehicles/5/forms/29?user_id=12&download=1');
    expect(vehicleFormPath(5, 7, choices)).toBe('/api/vehicles/5/forms/7');
  });

  it('links the IVR package in its order, and the Hudson package partially', () => {
    const [ivr, hudson, bond] = vehiclePackages(9, true);
    expect(ivr.path).toBe('/api/vehicles/9/multipleForms/0?docs=15,17,16,25,24,9');
    expect(hudson.path).toBe('/api/vehicles/9/multipleForms/0?docs=21,12,24,15&partial=1');
    expect(bond.path).toBe('/api/vehicles/9/multipleForms/0?docs=30');
  });

  it('offers client users the packages without staff-only parts', () => {
    expect(vehiclePackages(9, false).map((p) => p.key)).toEqual(['hudson', 'bondRelease']);
  });

  it("says why a document was refused in the server's words", () => {
    expect(refusalText(new ApiError('x', 422, 'Invalid', { docs: ['VIN1: Bill of Sale: no date', 'VIN1: HS-7: no entry'] }))).toBe(
      'VIN1: Bill of Sale: no date; VIN1: HS-7: no entry',
    );
    expect(refusalText(new ApiError('x', 403, 'Only staff print Conformity Document'))).toBe('Only staff print Conformity Document');
    expect(refusalText(new ApiError('Not found', 404))).toBe('Not found');
  });
});
