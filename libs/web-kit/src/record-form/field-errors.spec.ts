import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../api/errors.js';
import { fieldErrorLines, readableFieldName, saveFailureText, unplacedErrors } from './field-errors.js';

const FIELDS = [{ name: 'vehicle_release_days', label: 'Vehicle Release Days' }];

describe('field errors as a person reads them', () => {
  it('names a field by its label, else by a readable name', () => {
    expect(fieldErrorLines({ vehicle_release_days: ['expects a whole number'], gvwr_kg: ['expects a whole number', 'is too large'] }, FIELDS)).toEqual([
      'Vehicle Release Days: expects a whole number',
      'GVWR (kg): expects a whole number; is too large',
    ]);
    expect(readableFieldName('late_fee_in_days')).toBe('Late Fee In Days');
    expect(readableFieldName('client.clientname')).toBe('Clientname');
    expect(readableFieldName('vehiclevin')).toBe('Vehiclevin');
    expect(readableFieldName('charge_amount')).toBe('Charge Amount');
  });

  it('tells a refusal by its field errors, not by the service summary that names columns', () => {
    const refusal = new ApiError('vehicle_release_days: expects a whole number, got "abc"', 422, undefined, {
      vehicle_release_days: ['expects a whole number, got "abc"'],
    });
    expect(saveFailureText(refusal, FIELDS)).toBe('Vehicle Release Days: expects a whole number, got "abc"');
    expect(saveFailureText(new ApiError('Client is in use', 409))).toBe('Client is in use');
    expect(saveFailureText(new Error('The server could not be reached.'))).toBe('The server could not be reached.');
  });

  it('keeps only the errors of fields without an input', () => {
    expect(unplacedErrors({ vehicle_release_days: ['x'], gvwr_kg: ['y'], name: undefined }, FIELDS)).toEqual({ gvwr_kg: ['y'] });
  });
});
