// Requests as the browser makes them: a bearer token when the caller has one, JSON or a multipart form.
import { streamOpening } from '../../../tools/stack/test-portal.mjs';

// A 1x1 PNG: real bytes, which the gateway decodes and resizes like any photo.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * One request; the answer's status, text, parsed JSON (when it is JSON) and headers. `form` sends
 * multipart/form-data: `{ file: { field, type, name, bytes }, fields }`.
 */
export async function send(api, method, path, { body, form } = {}) {
  const headers = {};
  if (api.token) headers.authorization = `Bearer ${api.token}`;
  let payload;
  if (form) {
    payload = new FormData();
    payload.append(form.file.field, new Blob([form.file.bytes], { type: form.file.type }), form.file.name);
    for (const [name, value] of Object.entries(form.fields ?? {})) payload.append(name, value);
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${api.baseUrl}${path}`, { method, headers, body: payload });
  const type = res.headers.get('content-type') ?? '';
  const bytes = type.startsWith('text/event-stream') ? Buffer.from(await streamOpening(res)) : Buffer.from(await res.arrayBuffer());
  const text = type.startsWith('application/json') || type.startsWith('text/') ? bytes.toString('utf8') : '';
  let json;
  if (type.startsWith('application/json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, type, text, body: json, bytes, headers: res.headers };
}

/** `/api/{resource}?...` or `/api/{resource}/export.csv?...` from the list grammar. */
export function listUrl(resource, { filters = [], with: relations = [], appends = [], columns = [], per_page } = {}, suffix = '') {
  const params = new URLSearchParams();
  if (per_page !== undefined) params.append('per_page', String(per_page));
  for (const f of filters) params.append('filters[]', f);
  for (const r of relations) params.append('with[]', r);
  for (const a of appends) params.append('appends[]', a);
  for (const c of columns) params.append('columns[]', c);
  const qs = params.toString();
  return `/api/${resource}${suffix}${qs ? `?${qs}` : ''}`;
}

/** The first column of each data line of a CSV (the header line left out). */
export function csvFirstColumn(text) {
  const lines = text.split('\r\n').filter((line) => line !== '');
  return lines.slice(1).map((line) => line.split(',')[0].replace(/^"|"$/g, ''));
}
