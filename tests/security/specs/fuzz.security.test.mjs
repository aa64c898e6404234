// The bad-input fuzzer: generated list queries, bodies, call inputs and uploads, aimed by the catalog at
// every resource and call, sent as staff and as a client user. Every answer must be a 2xx or a 4xx with a
// message, never a 5xx, and none may show a stack trace, SQL or a path on the server. The public calls are
// fuzzed without a token too, and their throttles are set high so the fuzzed inputs reach the parsers; the
// report counts the answers a throttle (429) or an access rule (401, 403) gave apart from the rest.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { after, before, describe, it } from 'node:test';
import { pathParams } from '@portal/contracts';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';
import { recordCount } from '../../../tools/test/counts.mjs';
import { writeRequests } from '../support/fuzz/bodies.mjs';
import { callRequests, callRequestsEach } from '../support/fuzz/calls.mjs';
import { allFieldNames, learnGrammars } from '../support/fuzz/grammar.mjs';
import { listRequests } from '../support/fuzz/list-queries.mjs';
import { fuzz, generatedRequest, sendNamed } from '../support/fuzz/property.mjs';
import { paramValuesFrom, resourceOfSegment, targetIds, visibleRows } from '../support/fuzz/samples.mjs';
import { BATCH, FUZZ_ONLY, FUZZ_SEED, RUNS, selected } from '../support/fuzz/settings.mjs';
import { accessOf, fuzzedCalls, listedResources, uploadCalls, weightFor, writeTargets } from '../support/fuzz/targets.mjs';
import { PNG } from '../support/fuzz/files.mjs';
import { namedUploads, uploadRequests } from '../support/fuzz/uploads.mjs';

const STAFF = 'admin';
const CLIENT_USER = 'alpha.user';
const CALLERS = [STAFF, CLIENT_USER];
/** A caller without a token: only the public calls answer it anything but a 401. */
const NO_TOKEN = 'no token';
/** Uploads of a caller to a call it may not make: a few, the refusal must be clean too, but most go where parsers read them. */
const REFUSED_UPLOAD_RUNS = 1;
/**
 * The public throttles (per address, overall, reset e-mails per login, sign-in) set far above what the
 * fuzzer sends, so its public calls and uploads reach their parsers; the limits are proven in tests/contract.
 */
const UNTHROTTLED = Object.fromEntries(
  ['PUBLIC_LIMIT_ADDRESS', 'PUBLIC_LIMIT_GLOBAL', 'RESET_LIMIT_LOGIN', 'SIGNIN_LIMIT_ACCOUNT', 'SIGNIN_LIMIT_ADDRESS', 'SIGNIN_LIMIT_GLOBAL'].map((name) => [
    name,
    '1000000/60',
  ]),
);

let portal;
/** username → { apiUrl, token, username, api } */
const sessions = new Map();
let grammars;
let fieldPool;
/** { rows, ids } by caller: see readAims. */
let aims;
const resources = listedResources();
/** kind → { sent, failed, statuses } */
const tallies = new Map();
/** What the generated requests were aimed at (`list vehicles`, `update clients`, a call's name). */
const aimed = new Set();

function tally(kind) {
  if (!tallies.has(kind)) tallies.set(kind, { sent: 0, failed: 0, serverErrors: 0, leaks: 0, statuses: {} });
  return tallies.get(kind);
}

/** Answers given before any parser read the input: no session, no access, or a throttle. */
const GATE_STATUSES = [401, 403, 429];

/**
 * Counts each answer by its class of status, the gates' (401, 403, 429) apart, so the report shows how many
 * inputs reached a parser, and notes the request's aim.
 */
function countStatus(kind) {
  return (request, answer) => {
    if (request.aim) aimed.add(request.aim);
    const key = answer.error ? 'none' : GATE_STATUSES.includes(answer.status) ? String(answer.status) : `${String(answer.status)[0]}xx`;
    tally(kind).statuses[key] = (tally(kind).statuses[key] ?? 0) + 1;
  };
}

/**
 * What each caller's generated writes and calls aim at: the rows it sees before any fuzzing (staff spares
 * the client user's). Read once, so a property replayed alone (FUZZ_ONLY) generates the same requests.
 */
async function readAims() {
  const rows = new Map();
  for (const username of CALLERS) rows.set(username, await visibleRows(sessions.get(username).api, resources, CALLERS));
  const ids = new Map([
    [STAFF, targetIds(grammars, rows.get(STAFF), rows.get(CLIENT_USER))],
    [CLIENT_USER, targetIds(grammars, rows.get(CLIENT_USER))],
  ]);
  return { rows, ids };
}

before(async () => {
  console.log(`# fuzz seed: ${FUZZ_SEED} (FUZZ_SEED=${FUZZ_SEED} replays this run)`);
  portal = await startPortal({ serverEnv: UNTHROTTLED });
  for (const username of CALLERS) {
    const api = await Api.signIn(portal.apiUrl, username, DEMO_PASSWORD);
    sessions.set(username, { apiUrl: portal.apiUrl, token: api.token, username, api });
  }
  sessions.set(NO_TOKEN, { apiUrl: portal.apiUrl, token: undefined, username: NO_TOKEN, api: new Api(portal.apiUrl) });
  grammars = await learnGrammars(sessions.get(STAFF).api, resources, portal.db.prisma);
  fieldPool = allFieldNames(portal.db.prisma);
  await attachOneFileEach();
  aims = await readAims();
});

/** One real file on a vehicle of each caller, so the calls that read a vehicle's files have one to find. */
async function attachOneFileEach() {
  for (const username of CALLERS) {
    const session = sessions.get(username);
    const vehicle = (await session.api.get('/api/vehicles?per_page=1')).body.data[0].vehicleid;
    // The uploads that attach a file to a vehicle (its path names the vehicle); a spreadsheet import attaches nothing.
    for (const call of uploadCalls().filter((c) => /\/:[A-Za-z_]\w*\//.test(c.path))) {
      const form = new FormData();
      form.append('photo', new Blob([PNG], { type: 'image/png' }), 'front.png');
      const res = await fetch(`${portal.apiUrl}${call.path.replace(/:([A-Za-z_]\w*)/g, vehicle)}`, {
        method: call.method,
        headers: { authorization: `Bearer ${session.token}` },
        body: form,
      });
      assert.equal(res.status, call.status ?? 200, await res.text());
    }
  }
}

after(async () => {
  const kinds = [...tallies.entries()];
  const gated = (t) => GATE_STATUSES.reduce((n, status) => n + (t.statuses[status] ?? 0), 0) + (t.statuses.none ?? 0);
  for (const [kind, t] of kinds) {
    const problems = `${t.failed} failed (${t.serverErrors} 5xx, ${t.leaks} leaks)`;
    console.log(`# fuzz ${kind}: ${t.sent} sent, ${t.sent - gated(t)} reached a parser, ${problems}, answers ${JSON.stringify(t.statuses)}`);
  }
  const sum = (pick) => kinds.reduce((n, [, t]) => n + pick(t), 0);
  const sent = sum((t) => t.sent);
  const detail = {
    failed: sum((t) => t.failed),
    '5xx': sum((t) => t.serverErrors),
    leaks: sum((t) => t.leaks),
    'reached a parser': sent - sum(gated),
    throttled: sum((t) => t.statuses['429'] ?? 0),
    seed: FUZZ_SEED,
  };
  if (sent) recordCount('fuzz cases', sent, { ...detail, ...Object.fromEntries(kinds.map(([kind, t]) => [kind, t.sent])) });
  await portal?.stop();
});

describe('the grammar learnt from the running portal', () => {
  it('knows the declared fields, relations and appends, so near-valid queries reach the engine', () => {
    const vehicles = grammars.get('vehicles');
    assert.ok(vehicles.filterable.includes('vehiclevin'), JSON.stringify(vehicles.filterable));
    assert.ok(Object.keys(vehicles.relations).includes('client'));
    assert.ok(vehicles.relations.client.filterable.length > 0);
    assert.ok(vehicles.appends.length > 0);
    assert.equal(vehicles.model, 'Vehicle');
    assert.equal(vehicles.types.get('recordcreateddate')?.type, 'DateTime');
    // vehicles_register answers only an exact VIN, so it declares nothing to learn.
    const learnt = [...grammars.values()].filter((g) => g.filterable.length > 0);
    assert.ok(learnt.length >= grammars.size - 1, `learnt ${learnt.length} of ${grammars.size}`);
  });
});

describe('list queries', () => {
  for (const username of CALLERS) {
    const name = `list queries as ${username}`;
    it(`answers ${RUNS.list * BATCH} generated ${name}`, { skip: !selected(name) }, async () => {
      const weightOf = (resource) => weightFor(accessOf(resource, 'list'), username === STAFF);
      const arbitrary = listRequests({ grammars, resources, fieldPool, weightOf });
      await fuzz({ name, caller: sessions.get(username), arbitrary, runs: RUNS.list, tally: tally('list queries'), after: countStatus('list queries') });
    });
  }
});

describe('bodies of every create and update', () => {
  for (const username of CALLERS) {
    const name = `bodies as ${username}`;
    it(`answers ${RUNS.bodies * BATCH} generated ${name}`, { skip: !selected(name) }, async () => {
      const { ids } = aims;
      const weightOf = (target) => weightFor(target.access, username === STAFF);
      const arbitrary = writeRequests({ targets: writeTargets(), grammars, ids: ids.get(username), fieldPool, weightOf });
      await fuzz({ name, caller: sessions.get(username), arbitrary, runs: RUNS.bodies, tally: tally('bodies'), after: countStatus('bodies') });
    });
  }
});

/** The callers of a call: the signed-in ones, and no token for a public call. */
const callersOf = (call) => (call.access === 'public' ? [...CALLERS, NO_TOKEN] : CALLERS);

/** The values a caller's uploads put in the call's path (a vehicle id, an exit photo's VIN); no token takes the client user's. */
function uploadTargets(call, username) {
  const { rows, ids } = aims;
  const from = username === NO_TOKEN ? CLIENT_USER : username;
  return paramValuesFrom(rows.get(from), ids.get(from), resources)(call, pathParams(call.path)[0] ?? 'id');
}

describe('uploads', () => {
  for (const call of uploadCalls()) {
    for (const username of callersOf(call)) {
      it(`refuses clearly, or takes, each named bad upload to ${call.name} as ${username}`, { skip: !selected(`named uploads as ${username}`) }, async () => {
        const vehicle = uploadTargets(call, username)[0] ?? 0;
        const path = call.path.replace(/:([A-Za-z_]\w*)/g, String(vehicle));
        const cases = namedUploads().map(([label, contentType, body]) => [
          label,
          generatedRequest({ aim: call.name, method: call.method, path, contentType, body }),
        ]);
        const failures = await sendNamed({ caller: sessions.get(username), cases, tally: tally('uploads'), after: countStatus('uploads') });
        assert.deepEqual(failures, []);
      });

      const name = `uploads to ${call.name} as ${username}`;
      const runs = call.access === 'staff' && username !== STAFF ? REFUSED_UPLOAD_RUNS : RUNS.uploads;
      it(`answers ${runs * BATCH} generated ${name}`, { skip: !selected(name) }, async () => {
        const arbitrary = uploadRequests({ call, ids: uploadTargets(call, username) });
        await fuzz({ name, caller: sessions.get(username), arbitrary, runs, tally: tally('uploads'), after: countStatus('uploads') });
      });
    }
  }
});

describe('custom calls: their path parameters, queries and bodies', () => {
  for (const username of CALLERS) {
    const name = `call inputs as ${username}`;
    it(`answers ${RUNS.calls * BATCH} generated ${name}`, { skip: !selected(name) }, async () => {
      const { rows, ids } = aims;
      const grammarFor = (call) => grammars.get(resourceOfSegment(call.path.split('/').at(-1), resources));
      const paramValues = paramValuesFrom(rows.get(username), ids.get(username), resources);
      const calls = fuzzedCalls();
      const arbitrary = callRequests({ calls, paramValues, grammarFor, fieldPool });
      await fuzz({ name, caller: sessions.get(username), arbitrary, runs: RUNS.calls, tally: tally('call inputs'), after: countStatus('call inputs') });
      // Every call at least once whatever the draw gave the others: one generated input of each, same seed.
      const each = callRequestsEach({ calls, paramValues, grammarFor, fieldPool });
      const cases = each.map((one, i) => [calls[i].name, fc.sample(one, { seed: FUZZ_SEED, numRuns: 1 })[0]]);
      const failures = await sendNamed({ caller: sessions.get(username), cases, tally: tally('call inputs'), after: countStatus('call inputs') });
      assert.deepEqual(failures, []);
    });
  }

  // The public calls as anyone on the internet makes them: no token at all.
  const name = `public call inputs as ${NO_TOKEN}`;
  it(`answers ${RUNS.publicCalls * BATCH} generated ${name}`, { skip: !selected(name) }, async () => {
    const { rows, ids } = aims;
    const paramValues = paramValuesFrom(rows.get(CLIENT_USER), ids.get(CLIENT_USER), resources);
    const calls = fuzzedCalls().filter((call) => call.access === 'public');
    assert.ok(calls.length > 0, 'the catalog has public calls');
    const arbitrary = callRequests({ calls, paramValues, grammarFor: () => undefined, fieldPool });
    await fuzz({ name, caller: sessions.get(NO_TOKEN), arbitrary, runs: RUNS.publicCalls, tally: tally('call inputs'), after: countStatus('call inputs') });
  });
});

describe('after the fuzzing', () => {
  it('aimed at every listed resource, every create and update, and every call of the catalog', { skip: !!FUZZ_ONLY }, () => {
    const expected = [
      ...resources.map((resource) => `list ${resource}`),
      ...writeTargets().map(({ resource, action }) => `${action} ${resource}`),
      ...[...fuzzedCalls(), ...uploadCalls()].map((call) => call.name),
    ];
    assert.deepEqual(
      expected.filter((aim) => !aimed.has(aim)),
      [],
    );
  });

  it('still has every service up: health is good and a plain list answers each caller', async () => {
    const health = await sessions.get(STAFF).api.get('/api/health');
    assert.equal(health.status, 200, health.text);
    for (const username of CALLERS) {
      const list = await sessions.get(username).api.get('/api/vehicles?per_page=5');
      assert.equal(list.status, 200, `${username}: ${list.text}`);
      assert.ok(list.body.data.length > 0);
    }
  });
});
