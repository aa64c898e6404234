// The fuzzer's own parts, without a portal: the check of an answer catches what it must (so a fuzzing run
// can fail), and the generators never send the text the check looks for (so an echo is never mistaken for
// a leak, and a leak never for an echo).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { answerProblems, carriesSignature } from '../support/fuzz/answer-check.mjs';
import { writeRequests } from '../support/fuzz/bodies.mjs';
import { sentText } from '../support/fuzz/http.mjs';
import { listRequests } from '../support/fuzz/list-queries.mjs';
import { uploadRequests } from '../support/fuzz/uploads.mjs';

const json = (status, body) => ({ status, contentType: 'application/json; charset=utf-8', text: JSON.stringify(body) });

describe('the check of an answer', () => {
  for (const [label, answer] of [
    ['a 500', json(500, { message: 'The request could not be completed' })],
    ['a 503', json(503, { message: 'The vehicles service is not available' })],
    ['no answer at all', { error: 'TypeError: ECONNRESET' }],
    ['a 422 without a message', json(422, { errors: { yr: ['must be a whole number'] } })],
    ['a 400 in HTML', { status: 400, contentType: 'text/html', text: '<h1>Bad Request</h1>' }],
    ['a 404 whose errors are not reasons', json(404, { message: 'Not found', errors: { id: 'missing' } })],
    ['a stack trace', json(422, { message: 'Error: bad\n    at parse (/srv/app/dist/parse.js:12:7)' })],
    ['a source line', json(400, { message: 'failed in engine.ts:120' })],
    ['SQL', json(422, { message: 'SELECT "vehicleid" FROM "vehicles" WHERE 1' })],
    ['a Prisma invocation', json(422, { message: 'Invalid `prisma.vehicle.findMany()` invocation' })],
    ['a constraint', json(409, { message: 'duplicate key value violates unique constraint' })],
    ['a path on the server', json(404, { message: 'ENOENT: /work/portal/var/storage/a.jpg' })],
    ['a path into node_modules', json(200, { data: ['node_modules/.prisma/client'] })],
  ]) {
    it(`fails ${label}`, () => {
      assert.notDeepEqual(answerProblems(answer, 'GET /api/vehicles'), []);
    });
  }

  it('passes a 2xx, a 4xx with a message, and a refusal that echoes what was sent', () => {
    assert.deepEqual(answerProblems(json(200, { data: [], total: 0 }), 'GET /api/vehicles'), []);
    assert.deepEqual(answerProblems(json(422, { message: 'yr: must be a whole number', errors: { yr: ['must be a whole number'] } }), ''), []);
    assert.deepEqual(answerProblems({ status: 200, contentType: 'image/jpeg', text: '(352 bytes of image/jpeg)' }, ''), []);
    const sent = 'GET /api/vehicles?filters[]=note|eq|SELECT 1';
    assert.deepEqual(answerProblems(json(422, { message: '"SELECT 1" is not allowed' }), sent), []);
  });
});

describe('the generators', () => {
  const types = new Map([
    ['vehicleid', { type: 'Int' }],
    ['vehiclevin', { type: 'String', maxLength: 17 }],
    ['recordcreateddate', { type: 'DateTime' }],
    ['cancelled', { type: 'Boolean' }],
    ['fees', { type: 'Decimal', decimal: [12, 2] }],
    ['data', { type: 'Json' }],
  ]);
  const grammar = {
    resource: 'vehicles',
    primaryKey: 'vehicleid',
    filterable: [...types.keys()],
    sortable: ['vehicleid', 'vehiclevin'],
    relations: { client: { filterable: ['clientname'], sortable: ['clientname'], types: new Map([['clientname', { type: 'String' }]]) } },
    appends: ['year_make_model'],
    rowFields: [...types.keys(), 'id'],
    rows: [{ id: 1, vehicleid: 1, vehiclevin: '1HGCM82633A004352', recordcreateddate: '2024-01-01T00:00:00.000Z', cancelled: false, fees: 1.5, data: null }],
    types,
  };
  const grammars = new Map([['vehicles', grammar]]);
  const fieldPool = ['vehicleid', 'clientid', 'note', 'password'];

  for (const [kind, arbitrary] of [
    ['list queries', listRequests({ grammars, resources: ['vehicles'], fieldPool })],
    ['bodies', writeRequests({ targets: [{ resource: 'vehicles', action: 'update' }], grammars, ids: new Map([['vehicles', [1]]]), fieldPool })],
    ['uploads', uploadRequests({ call: { name: 'upload', method: 'POST', path: '/api/vehicles/:id/images' }, ids: [1] })],
  ]) {
    it(`send no text an answer is checked for (${kind}), and the same requests from the same seed`, () => {
      const requests = fc.sample(arbitrary, { seed: 7, numRuns: 1500 });
      assert.deepEqual(requests.map(sentText).filter(carriesSignature), []);
      assert.deepEqual(fc.sample(arbitrary, { seed: 7, numRuns: 20 }).map(sentText), requests.slice(0, 20).map(sentText));
    });
  }
});
