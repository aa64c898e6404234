// A local stand-in for the logistics partner's bay shipment API: the same HTTP surface as the partner
// (token, shipments, photos, documents, vehicle look-up), shipments kept in its own storage (memory, and
// a JSON file when one is given), and the test switches of control.mjs.
//   node tools/stand-ins/bay-server.mjs --port 4310 [--data var/stand-ins/bay.json]
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { applyControl, createControl, readJson, sendJson } from './control.mjs';

const DOCUMENT_NAMES = ['Bill of Lading', 'Customs Entry (7501)', 'PAPS Manifest', 'DOT HS-7'];

/** The partner's own checks of a shipment: what it refuses is listed in `errors`. */
function shipmentErrors(input) {
  const errors = [];
  if (!Array.isArray(input.vehicles) || input.vehicles.length === 0) errors.push('Shipment has no vehicles');
  if (input.kind === 'carrier' && !String(input.paps_number ?? '').trim()) errors.push('PAPS number is required for a carrier shipment');
  if (!input.from?.name) errors.push('Origin location is required');
  if (!input.to?.name) errors.push('Destination location is required');
  for (const vehicle of input.vehicles ?? []) {
    if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(String(vehicle.vin ?? ''))) errors.push(`${vehicle.vin}: VIN must be 17 characters`);
    if (!(Number(vehicle.value_usd) > 0)) errors.push(`${vehicle.vin}: value in USD is required`);
  }
  return errors;
}

export function createBayServer({ dataFile } = {}) {
  const control = createControl();
  const store = { shipments: {}, tokens: {} };
  if (dataFile && existsSync(dataFile)) Object.assign(store, JSON.parse(readFileSync(dataFile, 'utf8')));
  const save = () => {
    if (!dataFile) return;
    mkdirSync(dirname(dataFile), { recursive: true });
    writeFileSync(dataFile, JSON.stringify(store));
  };
  const id = (prefix) => `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;

  function upsert(existing, input) {
    const known = new Map((existing?.vehicles ?? []).map((v) => [v.vin, v.id]));
    return {
      ...(existing ?? {}),
      id: existing?.id ?? id('SHP'),
      kind: input.kind,
      reference: input.reference,
      paps_number: input.paps_number ?? null,
      bkg_number: input.bkg_number || existing?.bkg_number || id('BKG'),
      from: input.from ?? null,
      to: input.to ?? null,
      transporter: input.transporter ?? null,
      driver: input.driver ?? null,
      status: 'submitted',
      vehicles: (input.vehicles ?? []).map((v) => ({ ...v, id: known.get(v.vin) ?? id('VEH') })),
      errors: [],
      photos: existing?.photos ?? {},
      updated_at: new Date().toISOString(),
    };
  }

  /**
   * What the partner does to a shipment on its own side, for tests that play the partner: a new status,
   * its own errors, vehicles it dropped. Answers the shipment, or null when there is none of that id.
   */
  function changeShipment(shipmentId, change) {
    const shipment = store.shipments[shipmentId];
    if (!shipment) return null;
    if (typeof change.status === 'string') shipment.status = change.status;
    if (Array.isArray(change.errors)) shipment.errors = change.errors.map(String);
    if (Array.isArray(change.drop_vins)) shipment.vehicles = shipment.vehicles.filter((v) => !change.drop_vins.includes(v.vin));
    shipment.updated_at = new Date().toISOString();
    save();
    return shipment;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    try {
      // POST /__control/shipments/{id} {status?, errors?, drop_vins?}: a change on the partner's side.
      const partnerSide = /^\/__control\/shipments\/([^/]+)$/.exec(path);
      if (partnerSide && req.method === 'POST') {
        const changed = changeShipment(decodeURIComponent(partnerSide[1]), (await readJson(req)) ?? {});
        return changed ? sendJson(res, 200, changed) : sendJson(res, 404, { message: 'No such shipment' });
      }
      if (await applyControl(control, req, res, path)) return;
      if (req.method === 'POST' && path === '/oauth/token') {
        const body = (await readJson(req)) ?? {};
        if (!body.client_id || !body.client_secret) return sendJson(res, 401, { message: 'client_id and client_secret are required' });
        const token = randomBytes(16).toString('hex');
        store.tokens[token] = Date.now() + 600_000;
        return sendJson(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 600 });
      }
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !(store.tokens[token] > Date.now())) return sendJson(res, 401, { message: 'sign in first' });

      if (req.method === 'GET' && path === '/vehicles') {
        const vin = url.searchParams.get('vin') ?? '';
        const vehicles = Object.values(store.shipments).flatMap((s) =>
          s.vehicles.filter((v) => v.vin === vin).map((v) => ({ id: v.id, vin: v.vin, shipment_id: s.id })),
        );
        return sendJson(res, 200, { vehicles });
      }
      if (req.method === 'POST' && path === '/shipments') {
        const input = await readJson(req);
        if (!input) return sendJson(res, 400, { errors: ['The body is not JSON'] });
        const errors = shipmentErrors(input);
        if (errors.length) return sendJson(res, 422, { errors });
        const shipment = upsert(null, input);
        store.shipments[shipment.id] = shipment;
        save();
        return sendJson(res, 201, shipment);
      }
      const match = /^\/shipments\/([^/]+)(\/photos|\/documents)?$/.exec(path);
      const shipment = match ? store.shipments[decodeURIComponent(match[1])] : undefined;
      if (match && !shipment) return sendJson(res, 404, { message: 'No such shipment' });
      if (match && !match[2] && req.method === 'GET') return sendJson(res, 200, shipment);
      if (match && !match[2] && req.method === 'PUT') {
        const input = await readJson(req);
        if (!input) return sendJson(res, 400, { errors: ['The body is not JSON'] });
        const errors = shipmentErrors(input);
        if (errors.length) return sendJson(res, 422, { errors });
        store.shipments[shipment.id] = upsert(shipment, input);
        save();
        return sendJson(res, 200, store.shipments[shipment.id]);
      }
      if (match?.[2] === '/photos' && req.method === 'POST') {
        const body = (await readJson(req)) ?? {};
        const vehicles = (body.vehicles ?? []).map((v) => {
          const photos = Array.isArray(v.photos) ? v.photos : [];
          shipment.photos[v.vin] = photos;
          return { vin: v.vin, status: photos.length ? 'received' : 'missing', warnings: photos.length < 2 ? ['At least 2 photos are expected'] : [] };
        });
        save();
        return sendJson(res, 200, { vehicles });
      }
      if (match?.[2] === '/documents' && req.method === 'GET') {
        const received = Object.keys(shipment.photos).length > 0;
        const documents = DOCUMENT_NAMES.map((name, i) => ({ name, status: i === 0 ? true : i === 2 ? received : null, url: null }));
        return sendJson(res, 200, { documents });
      }
      return sendJson(res, 404, { message: 'Not found' });
    } catch (error) {
      return sendJson(res, 500, { message: String(error?.message ?? error) });
    }
  });
  return { server, control, store, changeShipment };
}

export async function startBayServer({ port = 0, host = '127.0.0.1', dataFile } = {}) {
  const instance = createBayServer({ dataFile });
  await new Promise((resolve) => instance.server.listen(port, host, resolve));
  const address = instance.server.address();
  return { ...instance, url: `http://${host}:${address.port}`, close: () => new Promise((resolve) => instance.server.close(resolve)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const { url } = await startBayServer({ port: Number(arg('port', process.env.PORT ?? 4310)), dataFile: arg('data') });
  console.log(`bay stand-in listening on ${url}`);
}
