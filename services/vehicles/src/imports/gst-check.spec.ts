import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PrismaClient } from '@portal/db';
import { withCheckDigit } from '@portal/db';
import { STAFF, clientUser, refusal } from '@portal/server-kit/testing';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { OfflineDecoder } from '../nhtsa/offline-decoder.js';
import { VinDecodeService } from '../nhtsa/vin-decode.service.js';
import type { DecodeVin } from './import-check.js';
import { gstAmount, processGstSheet } from './gst-check.js';

const shared = join(process.cwd(), '..', '..', 'var', 'corgi', 'vpic.lite.db');
if (!process.env.CORGI_DATABASE_PATH && existsSync(shared)) process.env.CORGI_DATABASE_PATH = shared;

let decoder: OfflineDecoder;
let decode: DecodeVin;

const malibu = (serial: number) => withCheckDigit(`1G1ZT538X6F${String(serial).padStart(6, '0')}`);
const COLUMNS = { dateColumn: 0, bgkColumn: 1, supplierColumn: 2, vinColumn: 3, gstColumn: 4, hasHeaders: true };
const HEADER = ['Date', 'BKG', 'Supplier', 'VIN', 'GST'];

beforeAll(async () => {
  decoder = await OfflineDecoder.open();
  // The GST check never asks for the conformance check, the only part of the service that reads the database.
  const service = new VinDecodeService(decoder, {} as PrismaClient);
  decode = (vin) => service.decode(vin);
}, 180_000);

afterAll(async () => {
  await decoder?.close();
});

describe('GST amounts', () => {
  it('reads dollars and cents as people type them, and nothing else', () => {
    expect(gstAmount('1,234.56')).toBe(1234.56);
    expect(gstAmount('$980')).toBe(980);
    expect(gstAmount('CA$ 1,000.5')).toBe(1000.5);
    expect(gstAmount('')).toBeNull();
    expect(gstAmount('-12')).toBeNaN();
    expect(gstAmount('12.345')).toBeNaN();
    expect(gstAmount('five')).toBeNaN();
  });
});

describe('GST sheet', () => {
  it('reads each line, decodes its VIN, and flags what cannot go on the document', async () => {
    const data = [
      HEADER,
      ['11/20/2026', 'BKG-1', 'Maple Auto Sales', malibu(1), '1,250.00'],
      ['2026-11-21', 'BKG-1', 'Maple Auto Sales', malibu(2).toLowerCase(), '$980.50'],
      ['', '', '', '', ''],
      ['13/45/2026', 'BKG-2', '', '1G1ZT53826F109148', 'lots'],
      ['11/22/26', 'BKG-2', 'Lakeshore Motors', malibu(1), '100'],
    ];
    const rows = await processGstSheet(decode, STAFF, { ...COLUMNS, data });
    expect(rows.map((r) => r.row)).toEqual([2, 3, 5, 6]);
    expect(rows[0]).toMatchObject({
      vin: malibu(1),
      gst: 1250,
      bgk: 'BKG-1',
      date: '2026-11-20',
      supplier: 'Maple Auto Sales',
      year: 2006,
      make: 'CHEVROLET',
      validVin: true,
      flags: [],
      checked: true,
    });
    expect(rows[1]).toMatchObject({ vin: malibu(2), gst: 980.5, date: '2026-11-21', checked: true });
    expect(rows[2]!.checked).toBe(false);
    expect(rows[2]!.gst).toBeNull();
    expect(rows[2]!.flags).toEqual(
      expect.arrayContaining([expect.stringMatching(/^VIN does not decode/), 'GST is not an amount', 'date is not a date', 'has no supplier']),
    );
    expect(rows[3]).toMatchObject({ date: '2026-11-22', checked: false, flags: ['repeats an earlier row'] });
  });

  it('refuses a column the sheet does not have, or one column chosen for two fields, naming the field', async () => {
    const data = [HEADER, ['11/20/2026', 'B', 'S', malibu(1), '1']];
    const missing = await refusal(processGstSheet(decode, STAFF, { ...COLUMNS, gstColumn: 7, data }));
    expect(missing).toMatchObject({ code: 'VALIDATION', errors: { gstColumn: ['the file has no column 8'] } });
    const twice = await refusal(processGstSheet(decode, STAFF, { ...COLUMNS, supplierColumn: 1, data }));
    expect(twice).toMatchObject({ code: 'VALIDATION', errors: { supplierColumn: ['is the column of another field'] } });
    const empty = await refusal(processGstSheet(decode, STAFF, { ...COLUMNS, data: [] }));
    expect(empty).toMatchObject({ code: 'VALIDATION', errors: { data: ['the file has no rows'] } });
  });

  it('is for staff only', async () => {
    const refused = await refusal(processGstSheet(decode, clientUser(1), { ...COLUMNS, data: [HEADER] }));
    expect(refused).toMatchObject({ code: 'FORBIDDEN' });
  });
});
