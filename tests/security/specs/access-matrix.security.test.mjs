// The access matrix and writes across clients, against one running portal. The matrix: every generic
// resource with each of its actions and every custom call of the catalog, for every kind of caller,
// aimed at the caller's own client, another client and a record that does not exist. The writes: a
// client user pointing a record at another client. Both are generated from RESOURCE_ROUTES, CALLS,
// the engine's definitions and the schema, so what is added later is covered without a new test.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CALLS, RESOURCE_ACTIONS, RESOURCE_ROUTES } from '@portal/contracts';
import { recordCount } from '../../../tools/test/counts.mjs';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { callCases } from '../support/cases/calls.mjs';
import { crossClientCases, writableByClients } from '../support/cases/cross-client.mjs';
import { listCases, readCases } from '../support/cases/resource-reads.mjs';
import { createCases, deleteCases, updateCases } from '../support/cases/resource-writes.mjs';
import { createContext } from '../support/context.mjs';
import { createTally, runTriples, triplesOf } from '../support/run.mjs';

const CASES = { list: listCases, read: readCases, create: createCases, update: updateCases, delete: deleteCases };
// Side by side, except creates: a row count read back after a refused create must belong to it alone.
// Updates, deletes and calls that may succeed each work on a throwaway row of their own.
const CONCURRENCY = { list: 6, read: 6, create: 1, update: 4, delete: 4, call: 4 };

const matrix = createTally();
const crossClient = createTally();
let portal;
let ctx;

before(async () => {
  portal = await startPortal();
  ctx = await createContext(portal);
});

after(async () => {
  recordCount('access matrix triples', matrix.ran, { failed: matrix.failed.length });
  recordCount('cross-client writes refused and read back', crossClient.ran, { failed: crossClient.failed.length });
  await portal?.stop();
});

/** Runs the triples and fails with every failure named (entry | role | case: why). */
async function expectAllPass(triples, tally, concurrency) {
  assert.ok(triples.length > 0, 'no triple to run');
  const failures = await runTriples(triples, { tally, concurrency });
  assert.equal(failures.length, 0, `${failures.length} of ${triples.length} triples failed:\n${failures.slice(0, 40).join('\n')}`);
}

function classified(kind, name) {
  const found = kind === 'call' ? ctx.calls.get(name) : ctx.resources.get(name);
  const problems = ctx.problems.filter((p) => p.startsWith(`${name}:`));
  assert.ok(found && (kind !== 'call' || found.problems.length === 0), `${name} cannot be classified:\n${problems.join('\n')}`);
  return found;
}

describe('the access matrix', () => {
  it('classifies every resource and call, or names what to declare', () => {
    assert.deepEqual(ctx.problems, []);
  });

  // Reads first: the totals they compare with the database must not move under them.
  for (const action of RESOURCE_ACTIONS) {
    describe(`${action} of every resource`, () => {
      for (const name of Object.keys(RESOURCE_ROUTES)) {
        it(`${name} ${action}`, async (t) => {
          const info = classified('resource', name);
          const call = info.servedBy(action);
          if (call) {
            t.diagnostic(`${action} of ${name} is answered by the catalog call ${call.name}, covered with the calls`);
            return;
          }
          const triples = triplesOf(`${name} ${action}`, ctx.roles, (role) => CASES[action](ctx, info, role));
          await expectAllPass(triples, matrix, CONCURRENCY[action]);
        });
      }
    });
  }

  describe('every custom call', () => {
    for (const call of CALLS) {
      it(`${call.method} ${call.path} (${call.name})`, async () => {
        const plan = classified('call', call.name);
        // A write naming a client in its input watches that client's records: no other triple may add to them meanwhile.
        const concurrency = plan.refs.length && call.method !== 'GET' ? 1 : CONCURRENCY.call;
        await expectAllPass(
          triplesOf(call.name, ctx.roles, (role) => callCases(ctx, plan, role)),
          matrix,
          concurrency,
        );
      });
    }

    it("read the text of the PDFs and workbooks client users were given, looking for another client's", () => {
      const clientNames = ctx.roles.filter((role) => role.kind === 'client').map((role) => role.name);
      const read = [...ctx.binaryAnswersRead].filter((label) => clientNames.some((name) => label.includes(`| ${name} |`)));
      for (const kind of ['pdf', 'xlsx'])
        assert.ok(
          read.some((label) => label.startsWith(`${kind} `)),
          `no ${kind} answer of a client user was read`,
        );
    });
  });
});

// A client user cannot create a record for another client, move its record there, link another
// client's load, agent, driver, bill-to client or user to it, nor upload onto another client's record,
// nor name another client's record in a call's path, query or body beside its own.
describe('writes across clients', () => {
  const clientRoles = () => ctx.roles.filter((role) => role.kind === 'client');

  it('refuses every create or update that points a record at another client, and writes nothing', async () => {
    const triples = writableByClients(ctx).flatMap(({ info, action }) =>
      triplesOf(`${info.name} ${action}`, clientRoles(), (role) => crossClientCases(ctx, info, action, role)),
    );
    await expectAllPass(triples, crossClient, 1);
  });

  it("refuses every write call (an upload, a change) aimed at another client's record, and changes nothing there", async () => {
    const plans = [...ctx.calls.values()].filter((plan) => plan.call.method !== 'GET' && plan.call.access === 'signed-in');
    const triples = plans.flatMap((plan) =>
      triplesOf(plan.call.name, clientRoles(), (role) => callCases(ctx, plan, role).filter((c) => c.name.includes('another client'))),
    );
    await expectAllPass(triples, crossClient, 1);
  });
});
