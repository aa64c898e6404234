import { describe, expect, it } from '@jest/globals';
import { cleanVin, placeholderResult, registerLabel, registrationBody, riDocsIncomplete, type DecoderResult } from './register-rules.js';

const clean: DecoderResult = {
  vin: '1HGCM82633A004352',
  modelyear: 2003,
  make: 'HONDA',
  model: 'Accord',
  bodyclass: 'Coupe',
  vehicletype: 'PASSENGER CAR',
  errorcode: 0,
  errortext: '0 - clean',
  tpms: [],
};

describe('register button wording', () => {
  it('reads Register Vehicle for a clean decode, Register Invalid VIN for a decoder error, Register DUPLICATE for a known VIN', () => {
    expect(registerLabel(clean, false)).toBe('Register Vehicle');
    expect(registerLabel({ ...clean, errorcode: 1 }, false)).toBe('Register Invalid VIN');
    expect(registerLabel({ ...clean, errorcode: '0' }, false)).toBe('Register Vehicle');
    expect(registerLabel(placeholderResult('X'), false)).toBe('Register Invalid VIN');
    expect(registerLabel(clean, true)).toBe('Register DUPLICATE');
    expect(registerLabel({ ...clean, errorcode: 1 }, true)).toBe('Register DUPLICATE');
  });
});

describe('RI clients', () => {
  it('flags an RI client whose registration documents are not complete', () => {
    expect(riDocsIncomplete({ clientid: 1, clientname: 'A', is_ri: 1, ri_reg_docs_complete: 0 })).toBe(true);
    expect(riDocsIncomplete({ clientid: 1, clientname: 'A', is_ri: 1, ri_reg_docs_complete: 1 })).toBe(false);
    expect(riDocsIncomplete({ clientid: 1, clientname: 'A', is_ri: 0, ri_reg_docs_complete: 0 })).toBe(false);
    expect(riDocsIncomplete(undefined)).toBe(false);
  });
});

describe('the registration', () => {
  it('sends the fields of document 1 §7.5 with process type 1 and the client as bill-to', () => {
    expect(registrationBody({ result: clean, clientid: 7, titleprocessingtype: 3, enteredby: 4, recordcreateddate: '2026-11-23 09:00:00' })).toEqual({
      enteredby: 4,
      vehiclevin: '1HGCM82633A004352',
      yr: 2003,
      make: 'HONDA',
      model: 'Accord',
      vehicletype: 'PASSENGER CAR',
      clientid: 7,
      billtoclientid: 7,
      titleprocessingtype: 3,
      processtype: 1,
      recordcreateddate: '2026-11-23 09:00:00',
    });
  });

  it('sends no year for the placeholder', () => {
    expect(registrationBody({ result: placeholderResult('ABC'), clientid: 7, titleprocessingtype: 3, enteredby: 4, recordcreateddate: 'x' })).toMatchObject({
      yr: null,
      make: 'UNKNOWN',
      model: 'UNKNOWN',
    });
  });

  it('keeps only letters and digits of a typed VIN, upper case, at most 17', () => {
    expect(cleanVin(' 1hgcm826-33a004352 9')).toBe('1HGCM82633A004352');
  });
});
