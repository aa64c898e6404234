// The matrix generator itself, without a portal: the real routes and calls classify cleanly, and a
// resource or call it cannot classify is a problem naming what to declare, never a silent skip.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CALLS, READ_ONLY, STAFF_ONLY, readUser, saveConformance } from '@portal/contracts';
import { MODEL_META, createPrismaClient, databaseUrl } from '@portal/db';
import { ModelCatalog } from '@portal/server-kit';
import { planCall } from '../support/cases/calls.mjs';
import { refTargets, refValue } from '../support/cases/ref-inputs.mjs';
import { classifyResources } from '../support/classify.mjs';
import { loadDefinitions } from '../support/definitions.mjs';
import { Owners } from '../support/owners.mjs';

let prisma;
let definitions;
let owners;

before(async () => {
  // The catalog of models is read from the client; nothing here connects to a database.
  prisma = createPrismaClient(databaseUrl());
  definitions = await loadDefinitions();
  owners = new Owners(prisma, ModelCatalog.fromClient(prisma, MODEL_META), definitions);
});

after(async () => {
  await prisma?.$disconnect();
});

/** The definitions of the services, plus `extra` ones, and the problems of classifying `routes`. */
function problemsOf(routes, extra = []) {
  const all = new Map(definitions);
  for (const def of extra) all.set(def.name, { def, service: 'vehicles' });
  return classifyResources(all, new Owners(prisma, owners.catalog, all), routes).problems;
}

const vehicleView = (overrides) => ({
  name: 'vehicles_everyone',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  filterable: [],
  sortable: [],
  defaultOrder: [],
  pageSize: { default: 10, max: 10 },
  access: READ_ONLY,
  scope: { none: true, reason: 'a test view' },
  ...overrides,
});

describe('the matrix generator', () => {
  it('classifies every resource of RESOURCE_ROUTES and plans every call of CALLS', () => {
    const { resources, problems } = classifyResources(definitions, owners);
    assert.deepEqual(problems, []);
    assert.deepEqual(
      CALLS.flatMap((call) => planCall(call, resources).problems),
      [],
    );
  });

  it('names a routed resource that no service defines', () => {
    assert.match(problemsOf({ ghost_rows: { service: 'vehicles', access: READ_ONLY } }).join('\n'), /ghost_rows: routed to the vehicles service/);
  });

  it("asks to scope, or to declare, a view of clients' rows that client users may read unscoped", () => {
    const problems = problemsOf({ vehicles_everyone: { service: 'vehicles', access: READ_ONLY } }, [vehicleView()]);
    assert.match(problems.join('\n'), /vehicles_everyone: scope "none".*declare RESOURCES\.vehicles_everyone\.unscoped/);
  });

  it("names a scope that is not the model's client column, and an access the route table does not give", () => {
    const route = { vehicles_everyone: { service: 'vehicles', access: READ_ONLY } };
    assert.match(problemsOf(route, [vehicleView({ scope: { field: 'billtoclientid' } })]).join('\n'), /client column is clientid/);
    assert.match(
      problemsOf(route, [vehicleView({ access: STAFF_ONLY, scope: { field: 'clientid' } })]).join('\n'),
      /list is "signed-in" in RESOURCE_ROUTES but "staff"/,
    );
  });

  it('asks what a path parameter is, what body to send, and what a public call sends', () => {
    const { resources } = classifyResources(definitions, owners);
    const problems = (call) => planCall(call, resources).problems.join('\n');
    assert.match(problems({ ...readUser, name: 'identity.things.read', path: '/api/things/:thing' }), /declare what :thing of \/api\/things\/:thing is/);
    assert.match(problems({ ...saveConformance, name: 'vehicles.things.save' }), /\{\} is not a valid body; declare CALLS\['vehicles.things.save'\]\.body/);
    assert.match(problems({ ...readUser, name: 'identity.things.open', access: 'public' }), /a public call; declare the request/);
    assert.match(problems({ ...readUser, name: 'identity.things.list', refs: { 'query.clientId': 'clients' } }), /refs\['query.clientId'\] names no input/);
    assert.match(
      problems({ ...readUser, name: 'identity.things.get', refs: { 'params.id': 'ghost_rows' } }),
      /refs\['params.id'\] names no resource "ghost_rows"/,
    );
  });

  it("reads each record input's form from its schema, and sends it in that form", () => {
    const { resources } = classifyResources(definitions, owners);
    const refOf = (name) =>
      planCall(
        CALLS.find((call) => call.name === name),
        resources,
      ).refs[0];
    const cases = [
      ['documents.jobs.queue', { list: 'array', number: true }, [7, 8], [7, 8]],
      ['documents.forms.render', { list: 'commas', number: false }, [7, 8], '7,8'],
      ['reports.dashboard.read', { list: null, number: false }, [7], '7'],
      ['loads.client-loads.quick-add', { list: null, number: false }, [7], '7'],
    ];
    for (const [name, form, keys, sent] of cases) {
      const ref = refOf(name);
      assert.deepEqual({ list: ref.list, number: ref.number }, form, name);
      assert.deepEqual(refValue(ref, keys), sent, name);
    }
    // A path list adds only the mixed case (its ids are varied one at a time already); a query input all four.
    assert.deepEqual(
      refTargets(refOf('documents.forms.render')).map((t) => t.name),
      ["own and another client's params.id"],
    );
    assert.equal(refTargets(refOf('reports.dashboard.read')).length, 3);
    assert.equal(refTargets(refOf('documents.jobs.queue')).length, 4);
  });
});
