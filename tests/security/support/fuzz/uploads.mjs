// Bad uploads: too large, empty, mislabelled, cut short, and multipart bodies of the wrong shape, written
// byte by byte so that even a body no browser would send can be sent.
import fc from 'fast-check';
import { MAX_UPLOAD_BYTES } from '@portal/contracts';
import { CSV, GIF, JPEG, PDF, PNG, WEBP, XLSX, XLS_START } from './files.mjs';
import { generatedRequest } from './property.mjs';
import { hostileText } from './values.mjs';

const BOUNDARY = 'fuzz-boundary-7d93a1';
const CRLF = '\r\n';

/**
 * A multipart/form-data body. Each part: `{ name, filename?, type?, data }`; `headers` replaces a part's
 * headers outright (for broken ones).
 */
export function multipart(parts, { boundary = BOUNDARY, close = true, lineEnd = CRLF } = {}) {
  const chunks = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const headers = part.headers ?? [disposition, ...(part.type === undefined ? [] : [`Content-Type: ${part.type}`])];
    chunks.push(Buffer.from(`--${boundary}${lineEnd}${headers.join(lineEnd)}${lineEnd}${lineEnd}`), Buffer.from(part.data), Buffer.from(lineEnd));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--${lineEnd}`));
  return Buffer.concat(chunks);
}

const FORM = `multipart/form-data; boundary=${BOUNDARY}`;
const photo = (data, filename = 'photo.jpg', type = 'image/jpeg') => ({ name: 'photo', filename, type, data });
const fileOf = (data, filename, type) => ({ name: 'file', filename, type, data });
const field = (name, value) => ({ name, data: value });
const FIELDS = [field('note', 'fuzz'), field('type', '0')];

/** The bad uploads the portal must refuse clearly (or, for a mislabelled but real file, accept), by name. */
export function namedUploads() {
  const oversized = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
  JPEG.copy(oversized);
  return [
    ['a photo one byte over the limit', FORM, multipart([photo(oversized), ...FIELDS])],
    ['an empty photo', FORM, multipart([photo(Buffer.alloc(0)), ...FIELDS])],
    ['an empty file', FORM, multipart([fileOf(Buffer.alloc(0), 'empty.pdf', 'application/pdf'), ...FIELDS])],
    ['text named photo.jpg', FORM, multipart([photo('just some text, not a photo')])],
    ['JPEG bytes declared as a PDF', FORM, multipart([fileOf(JPEG, 'scan.pdf', 'application/pdf'), ...FIELDS])],
    ['a PDF sent as a photo', FORM, multipart([photo(PDF, 'scan.jpg')])],
    ['a JPEG cut in half', FORM, multipart([photo(JPEG.subarray(0, JPEG.length >> 1))])],
    ['a JPEG without its last bytes', FORM, multipart([photo(JPEG.subarray(0, JPEG.length - 2))])],
    ['a PNG cut short', FORM, multipart([photo(PNG.subarray(0, 300), 'photo.png', 'image/png')])],
    ['a PDF without its end', FORM, multipart([fileOf(PDF.subarray(0, 40), 'scan.pdf', 'application/pdf')])],
    ['fields and no file', FORM, multipart(FIELDS)],
    ['the file under another name', FORM, multipart([{ ...photo(JPEG), name: 'image' }])],
    ['two files', FORM, multipart([photo(JPEG), fileOf(PDF, 'a.pdf', 'application/pdf')])],
    ['eleven fields', FORM, multipart([photo(JPEG), ...Array.from({ length: 11 }, (_, i) => field(`f${i}`, 'x'))])],
    ['thirteen parts', FORM, multipart(Array.from({ length: 13 }, (_, i) => field(`f${i}`, 'x')))],
    ['a note over the field size', FORM, multipart([photo(JPEG), field('note', 'n'.repeat(10_001))])],
    ['a JSON body', 'application/json', JSON.stringify({ photo: JPEG.toString('base64') })],
    ['no boundary', 'multipart/form-data', multipart([photo(JPEG)])],
    ['another boundary', 'multipart/form-data; boundary=not-the-one', multipart([photo(JPEG)])],
    ['no closing boundary', FORM, multipart([photo(JPEG)], { close: false })],
    ['a body cut inside the file', FORM, multipart([photo(JPEG)]).subarray(0, 200)],
    ['bare line feeds', FORM, multipart([photo(JPEG)], { lineEnd: '\n' })],
    ['a part without a name', FORM, multipart([{ headers: ['Content-Disposition: form-data; filename="a.jpg"'], data: JPEG }])],
    ['a part without headers', FORM, multipart([{ headers: [], data: JPEG }])],
    ['a file name that climbs folders', FORM, multipart([photo(JPEG, '../../../../etc/passwd.jpg')])],
    ['a file name of 1,000 characters', FORM, multipart([photo(JPEG, `${'n'.repeat(996)}.jpg`)])],
    ['an empty file name', FORM, multipart([photo(JPEG, '')])],
    ['odd type, latitude and longitude', FORM, multipart([photo(JPEG), field('type', 'abc'), field('latitude', 'NaN'), field('longitude', '1e999')])],
    ['no body at all', FORM, undefined],
    ['a GIF photo', FORM, multipart([photo(GIF, 'photo.gif', 'image/gif')])],
    ['a WebP photo', FORM, multipart([photo(WEBP, 'photo.webp', 'image/webp')])],
    ...SPREADSHEETS.map(([label, data, filename, type]) => [label, FORM, multipart([fileOf(data, filename, type), ...FIELDS])]),
  ];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spreadsheets whole, cut short, mislabelled and empty, for the calls that read a sheet (sent to every upload call). */
const SPREADSHEETS = [
  ['a CSV sheet', CSV, 'vins.csv', 'text/csv'],
  ['an XLSX workbook', XLSX, 'vins.xlsx', XLSX_TYPE],
  ['an XLSX cut short', XLSX.subarray(0, XLSX.length >> 1), 'vins.xlsx', XLSX_TYPE],
  ['an XLSX named .csv', XLSX, 'vins.csv', 'text/csv'],
  ['an old XLS cut short', XLS_START, 'vins.xls', 'application/vnd.ms-excel'],
  ['an empty sheet', Buffer.alloc(0), 'vins.csv', 'text/csv'],
  ['a CSV named .xlsx', CSV, 'vins.xlsx', XLSX_TYPE],
];

const DATA = [
  ['a JPEG', JPEG],
  ['a PNG', PNG],
  ['a GIF', GIF],
  ['a WebP', WEBP],
  ['a PDF', PDF],
  ['a CSV', CSV],
  ['an XLSX', XLSX],
  ['an old XLS', XLS_START],
];

/** File bytes: real ones, cut anywhere, with bytes flipped, or random. */
function fileBytes() {
  return fc.oneof(
    fc.constantFrom(...DATA).map(([, data]) => data),
    fc.tuple(fc.constantFrom(...DATA), fc.nat()).map(([[, data], n]) => data.subarray(0, n % data.length)),
    fc.tuple(fc.constantFrom(...DATA), fc.nat(), fc.integer({ min: 0, max: 255 })).map(([[, data], at, byte]) => {
      const copy = Buffer.from(data);
      copy[12 + (at % (copy.length - 12))] = byte;
      return copy;
    }),
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    hostileText({ maxLength: 300 }).map((text) => Buffer.from(text)),
  );
}

const safeHeader = (text) => text.replace(/[\r\n"]/g, '_');

/** A file part of any name, file name, declared type and bytes. */
function filePart(names) {
  return fc
    .tuple(
      fc.constantFrom(...names),
      fc.oneof(fc.constantFrom('photo.jpg', 'scan.pdf', 'vins.csv', 'vins.xlsx', 'vins.xls', 'vins.txt', 'x', ''), hostileText({ maxLength: 60 })),
      fc.option(
        fc.oneof(
          fc.constantFrom('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'text/csv', XLSX_TYPE, 'text/html', 'image/svg+xml'),
          hostileText({ maxLength: 30 }),
        ),
        {
          nil: undefined,
        },
      ),
      fileBytes(),
    )
    .map(([name, filename, type, data]) => ({ name, filename: safeHeader(filename), type: type && safeHeader(type), data }));
}

const fieldPart = fc
  .tuple(fc.constantFrom('note', 'type', 'latitude', 'longitude', 'keys', 'extension'), hostileText({ maxLength: 400 }))
  .map(([name, value]) => field(name, value));

/**
 * A generated multipart upload: mostly the form's shape (one file under `photo` or `file`, a few fields)
 * with bad bytes, names and values in it; now and then parts of any shape; now and then cut short.
 */
function generatedUpload() {
  const shaped = fc.tuple(filePart(['photo', 'file']), fc.array(fieldPart, { maxLength: 3 })).map(([file, fields]) => [...fields, file]);
  const anyShape = fc.array(fc.oneof(filePart(['photo', 'file', 'image', '']), fieldPart), { minLength: 1, maxLength: 4 });
  return fc
    .tuple(
      fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: anyShape }),
      fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.nat() }),
    )
    .map(([parts, cut]) => {
      const body = multipart(parts);
      return cut === undefined ? body : body.subarray(0, cut % body.length);
    });
}

/**
 * Upload requests to `call`: generated bodies, aimed mostly at a vehicle the caller may attach to (`ids`).
 * @param {{ call: object, ids: unknown[] }} o
 */
export function uploadRequests({ call, ids }) {
  const id = ids.length
    ? fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...ids.map(String)) }, { weight: 1, arbitrary: fc.constantFrom('0', '-1', 'abc', '99999999999') })
    : fc.constantFrom('0', '-1', 'abc');
  return fc
    .tuple(id, generatedUpload())
    .map(([vehicle, body]) =>
      generatedRequest({ aim: call.name, method: call.method, path: call.path.replace(/:([A-Za-z_]\w*)/g, vehicle), contentType: FORM, body }),
    );
}
