import { describe, expect, it } from '@jest/globals';
import { pageTitle, PORTAL_NAME } from './page-title.js';

describe('page titles', () => {
  it('uses the menu labels and the fixed titles', () => {
    expect(pageTitle('/vehicles')).toBe("Assignments Rec'd");
    expect(pageTitle('/vehicles/12')).toBe('Vehicle Details');
    expect(pageTitle('/vehicles/new')).toBe('Add Vehicle');
    expect(pageTitle('/vehicle_notes/incomplete')).toBe('Notes Queue');
    expect(pageTitle('/admin/clients/5')).toBe('Clients');
    expect(pageTitle('/client-reports/pending-titles')).toBe('Pending Titles');
    expect(pageTitle('/access/admin')).toBe('Access Denied');
    expect(pageTitle('/no/such/page')).toBe(PORTAL_NAME);
  });

  it("names a vehicle's conformance and IVR pages, not the vehicle list", () => {
    expect(pageTitle('/vehicles/12/conformance')).toBe('Conformance Plus');
    expect(pageTitle('/vehicles/12/vehicleIVR')).toBe('Vehicle IVR');
  });
});
