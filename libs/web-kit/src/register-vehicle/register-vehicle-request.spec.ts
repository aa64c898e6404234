import { describe, expect, it } from '@jest/globals';
import { onVehicleRegistrationRequest, requestVehicleRegistration } from './register-vehicle-request.js';

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
});
