// A local stand-in for Blackbook's VIN decode API: `POST /oauth/token`, `GET /vin/{vin}` answering the
// used-vehicle entries of a VIN from its own table (a few demo VINs, and any VIN added with
// `PUT /vin/{vin}`), with the test switches of control.mjs.
//   node tools/stand-ins/blackbook-server.mjs --port 4311
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { applyControl, createControl, readJson, sendJson } from './control.mjs';

/** Decodes by the model-year letter of the VIN (10th character) and its maker code, as Blackbook would. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const MAKERS = { '1HG': ['HONDA', 'ACCORD'], '2HG': ['HONDA', 'CIVIC'], '1FT': ['FORD', 'F-150'], '2T1': ['TOYOTA', 'COROLLA'], '5YJ': ['TESLA', 'MODEL 3'] };

function decode(vin) {
  const maker = MAKERS[vin.slice(0, 3)];
  if (!maker) return null;
  const index = YEAR_CODES.indexOf(vin[9]);
  const year = index < 0 ? null : 2010 + index;
  return { vin, model_year: year, make: maker[0], model: maker[1], series: 'BASE', class_name: 'Passenger', gvw: 2100, uvc: `${vin.slice(0, 8)}${vin[9]}` };
}

export function createBlackbookServer() {
  const control = createControl();
  const added = new Map();
  const tokens = new Set();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    try {
      if (await applyControl(control, req, res, url.pathname)) return;
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return sendJson(res, 200, { access_token: token, expires_in: 600 });
      }
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !tokens.has(token)) return sendJson(res, 401, { message: 'sign in first' });
      const match = /^\/vin\/([A-Za-z0-9]{1,17})$/.exec(url.pathname);
      if (!match) return sendJson(res, 404, { message: 'Not found' });
      const vin = match[1].toUpperCase();
      if (req.method === 'PUT') {
        added.set(vin, { vin, ...((await readJson(req)) ?? {}) });
        return sendJson(res, 200, added.get(vin));
      }
      const entry = added.get(vin) ?? decode(vin);
      return entry ? sendJson(res, 200, { used_vehicles: [entry] }) : sendJson(res, 404, { message: 'VIN not found' });
    } catch (error) {
      return sendJson(res, 500, { message: String(error?.message ?? error) });
    }
  });
  return { server, control };
}

export async function startBlackbookServer({ port = 0, host = '127.0.0.1' } = {}) {
  const instance = createBlackbookServer();
  await new Promise((resolve) => instance.server.listen(port, host, resolve));
  const address = instance.server.address();
  return { ...instance, url: `http://${host}:${address.port}`, close: () => new Promise((resolve) => instance.server.close(resolve)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--port');
  const { url } = await startBlackbookServer({ port: Number(i > 0 ? process.argv[i + 1] : (process.env.PORT ?? 4311)) });
  console.log(`Blackbook stand-in listening on ${url}`);
}
