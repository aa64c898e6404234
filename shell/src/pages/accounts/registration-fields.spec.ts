import { describe, expect, it } from '@jest/globals';
import { EMPTY_REGISTRATION, isAcuityPath, registrationComplete } from './registration-fields.js';

const filled = {
  ...EMPTY_REGISTRATION,
  firstName: 'Robin',
  lastName: 'Importer',
  username: 'robin@example.test',
  password: 'secret-123',
  phone: '555',
  businessName: 'Robin Imports',
  street: '1 Main',
  city: 'Windsor',
  state: 'ON',
  zip: 'N9A',
};

describe('registration form', () => {
  it('is complete with every required field, the CBP number being optional', () => {
    expect(registrationComplete(filled)).toBe(true);
    expect(registrationComplete({ ...filled, cbp: '' })).toBe(true);
    for (const field of ['firstName', 'lastName', 'username', 'password', 'phone', 'businessName', 'street', 'city', 'state', 'zip'] as const)
      expect(registrationComplete({ ...filled, [field]: '  ' })).toBe(false);
  });

  it('picks the acuity variant from the path', () => {
    expect(isAcuityPath('/register/acuity')).toBe(true);
    expect(isAcuityPath('/register')).toBe(false);
  });
});
