import { describe, expect, it } from '@jest/globals';
import { changedValues, inputText, missingRequired, storedValue } from './field-values.js';
import type { FormFieldDef } from './types.js';

const money: FormFieldDef = { name: 'charge_amount', label: 'Charge Amount', kind: 'money', required: true };
const bucket: FormFieldDef = { name: 'bucket_id', label: 'Bucket', kind: 'choice' };
const country: FormFieldDef = { name: 'clientcountrycode', label: 'Country', kind: 'choice', text: true };
const every: FormFieldDef = { name: 'every_vehicle', label: 'Every Vehicle', kind: 'yesNo', boolean: true };
const flag: FormFieldDef = { name: 'is_ri', label: 'RI', kind: 'yesNo' };

describe('form field values', () => {
  it('turns choices into their stored type and keeps typed numbers as text for the service to judge', () => {
    expect(storedValue(bucket, '2')).toBe(2);
    expect(storedValue(bucket, '')).toBeNull();
    expect(storedValue(country, 'CA')).toBe('CA');
    expect(storedValue(every, '1')).toBe(true);
    expect(storedValue(flag, '0')).toBe(0);
    expect(storedValue(money, ' ten ')).toBe('ten');
    expect(storedValue(money, '')).toBeNull();
  });

  it('shows booleans and 0/1 flags the same way', () => {
    expect(inputText(every, true)).toBe('1');
    expect(inputText(every, false)).toBe('0');
    expect(inputText(flag, 1)).toBe('1');
    expect(inputText(money, null)).toBe('');
  });

  it('sends only the fields that changed', () => {
    const record = { charge_amount: 10, bucket_id: 1, every_vehicle: false };
    expect(changedValues([money, bucket, every], record, { ...record, charge_amount: '10', bucket_id: 3 })).toEqual({ bucket_id: 3 });
  });

  it('names the required fields left empty', () => {
    expect(missingRequired([money, bucket], { charge_amount: ' ', bucket_id: 1 })).toEqual({ charge_amount: ['is required'] });
  });
});
