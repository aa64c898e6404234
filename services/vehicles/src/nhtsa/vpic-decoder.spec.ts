import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VpicDecoder, firstErrorCode } from './vpic-decoder.js';

/** A stand-in for vpic.nhtsa.dot.gov with the same path and answer shape. */
let server: Server;
let baseUrl: string;
const seen: string[] = [];

const ROWS: Record<string, object> = {
  '1HGCM82633A004352': {
    ModelYear: '2003',
    Make: 'HONDA',
    Model: 'Accord',
    BodyClass: 'Coupe',
    VehicleType: 'PASSENGER CAR',
    ErrorCode: '0',
    ErrorText: '0 - VIN decoded clean. Check Digit (9th position) is correct',
  },
  '1HGCM82643A004352': {
    ModelYear: '2003',
    Make: 'HONDA',
    Model: 'Accord',
    BodyClass: 'Coupe',
    VehicleType: 'PASSENGER CAR',
    ErrorCode: '1',
    ErrorText: '1 - Check Digit (9th position) does not calculate properly',
  },
  ZZZZZZZZZZZZZZZZZ: { ModelYear: '', Make: '', Model: '', BodyClass: '', VehicleType: '', ErrorCode: '7,11', ErrorText: '7 - Manufacturer is not registered' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const match = /^\/api\/vehicles\/DecodeVinValuesExtended\/([^/?]+)\?format=json$/.exec(req.url ?? '');
    const vin = match ? decodeURIComponent(match[1]!) : '';
    if (vin === 'SLOWSLOWSLOWSLOW1') return; // never answers: the adapter's deadline must end the call
    if (vin === 'BROKENBROKEN00000') {
      res.writeHead(500).end('upstream failure');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Count: 1, Message: 'Results returned successfully', Results: ROWS[vin] ? [ROWS[vin]] : [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/vehicles`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('VpicDecoder', () => {
  it('asks DecodeVinValuesExtended in JSON and maps the answer to the decoder result', async () => {
    const decoder = new VpicDecoder({ baseUrl });
    await expect(decoder.decode('1HGCM82633A004352')).resolves.toEqual({
      vin: '1HGCM82633A004352',
      modelyear: 2003,
      make: 'HONDA',
      model: 'Accord',
      bodyclass: 'Coupe',
      vehicletype: 'PASSENGER CAR',
      errorcode: 0,
      errortext: '0 - VIN decoded clean. Check Digit (9th position) is correct',
      source: 'vpic',
    });
    expect(seen).toContain('/api/vehicles/DecodeVinValuesExtended/1HGCM82633A004352?format=json');
  });

  it('passes on vPIC error codes and fills what it could not decode with UNKNOWN', async () => {
    const decoder = new VpicDecoder({ baseUrl });
    expect(await decoder.decode('1HGCM82643A004352')).toMatchObject({ errorcode: 1, errortext: expect.stringContaining('Check Digit') });
    expect(await decoder.decode('ZZZZZZZZZZZZZZZZZ')).toMatchObject({ modelyear: 'UNKNOWN', make: 'UNKNOWN', model: 'UNKNOWN', errorcode: 7 });
  });

  it('fails (so the placeholder is used) on a non-OK answer, an empty answer or a timeout', async () => {
    const decoder = new VpicDecoder({ baseUrl, timeoutMs: 300 });
    await expect(decoder.decode('BROKENBROKEN00000')).rejects.toThrow(/500/);
    await expect(decoder.decode('NOTKNOWNNOTKNOWN0')).rejects.toThrow(/without a result/);
    const started = Date.now();
    await expect(decoder.decode('SLOWSLOWSLOWSLOW1')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('fails when nothing listens at the address', async () => {
    const decoder = new VpicDecoder({ baseUrl: 'http://127.0.0.1:9/api/vehicles', timeoutMs: 1000 });
    await expect(decoder.decode('1HGCM82633A004352')).rejects.toThrow();
  });
});

describe('firstErrorCode', () => {
  it.each([
    ['0', 0],
    ['', 0],
    [undefined, 0],
    ['1', 1],
    ['0,14', 14],
    ['1,11', 1],
  ])('%s → %s', (codes, expected) => {
    expect(firstErrorCode(codes)).toBe(expected);
  });
});
