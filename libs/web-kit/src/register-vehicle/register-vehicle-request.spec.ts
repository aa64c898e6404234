import { describe, expect, it } from '@jest/globals';
import { onVehicleRegistrationRequest, registeredVehiclePath, requestVehicleRegistration } from './register-vehicle-request.js';

describe('register vehicle request', () => {
  it('reaches every listener until it unsubscribes', () => {
    let calls = 0;
    const stop = onVehicleRegistrationRequest(() => calls++);
    requestVehicleRegistration();
    expect(calls).toBe(1);
    stop();
    requestVehicleRegistration();
    expect(calls).toBe(1);
  });

  it('carries a VIN to start from and where the new vehicle opens; a plain request opens its detail page', () => {
    const heard: unknown[] = [];
    const stop = onVehicleRegistrationRequest((request) => heard.push(request));
    requestVehicleRegistration({ vin: ' 1HGCM82633A004352 ', opens: 'photos' });
    requestVehicleRegistration();
    stop();
    expect(heard).toEqual([
      { vin: '1HGCM82633A004352', opens: 'photos' },
      { vin: undefined, opens: 'vehicle' },
    ]);
    expect(registeredVehiclePath(7, 'photos')).toBe('/photoupload/7');
    expect(registeredVehiclePath(7, 'vehicle')).toBe('/vehicles/7');
  });
});
