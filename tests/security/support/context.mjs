// Everything the matrix needs about one running portal: the engine's definitions sorted by how their
// rows belong to clients, the catalog's calls planned, the roles signed in, fixtures and checks.
import { CALLS } from '@portal/contracts';
import { MODEL_META, VIN_PATTERNS, buildVin } from '@portal/db';
import { ModelCatalog } from '@portal/server-kit';
import { planCall } from './cases/calls.mjs';
import { classifyResources } from './classify.mjs';
import { loadDefinitions } from './definitions.mjs';
import { prepareData } from './entries.mjs';
import { Fixtures, baseWhere } from './fixtures.mjs';
import { PNG, send } from './http.mjs';
import { Owners } from './owners.mjs';
import { createRoles } from './roles.mjs';
import { ScopeCheck } from './scope-check.mjs';

export async function createContext(portal) {
  const prisma = portal.db.prisma;
  const definitions = await loadDefinitions();
  const catalog = ModelCatalog.fromClient(prisma, MODEL_META);
  const owners = new Owners(prisma, catalog, definitions);
  const { resources, problems } = classifyResources(definitions, owners);
  const calls = CALLS.map((call) => planCall(call, resources));
  problems.push(...calls.flatMap((plan) => plan.problems));
  const roles = await createRoles(portal);
  const staff = roles.find((role) => role.kind === 'staff');
  const vehicleOf = (clientid) => prisma.vehicle.findFirstOrThrow({ where: { clientid }, orderBy: { vehicleid: 'asc' } });
  const ownVehicle = await vehicleOf(staff.own);
  // Serials far above the demo's, so a new VIN is never one the register already holds.
  let serial = 900_000 + Math.floor(Math.random() * 90_000);
  const ctx = {
    portal,
    prisma,
    catalog,
    owners,
    resources: new Map(resources.map((info) => [info.name, info])),
    calls: new Map(calls.map((plan) => [plan.call.name, plan])),
    problems,
    roles,
    fixtures: new Fixtures(prisma, catalog, owners),
    check: new ScopeCheck(prisma, catalog, owners),
    staff: staff.api,
    staffPrincipal: staff.principal,
    baseOf: baseWhere,
    ownVin: ownVehicle.vehiclevin,
    otherVin: (await vehicleOf(staff.other)).vehiclevin,
    reference: { titleApplicationType: ownVehicle.titleprocessingtype },
    // The PDFs and workbooks whose text a successful call's check read (`pdf entry | role | case`).
    binaryAnswersRead: new Set(),
    newVin: () => buildVin(VIN_PATTERNS[0], serial++),
    // A photo (type 1), which a client user may delete from its own vehicle's photo screen; deleting files
    // (type 0) is staff work, checked in services/vehicles.
    upload: (api, vehicleId) =>
      send(api, 'POST', `/api/vehicles/${vehicleId}/images`, {
        form: { file: { field: 'photo', type: 'image/png', name: 'matrix.png', bytes: PNG }, fields: { type: '1' } },
      }),
  };
  ctx.unregisteredVin = ctx.newVin();
  // What several roles' cases would each work out the same way (a filter aimed at the same client).
  const memos = new Map();
  ctx.memo = (key, make) => {
    const text = JSON.stringify(key);
    if (!memos.has(text)) memos.set(text, make());
    return memos.get(text);
  };
  await prepareData(ctx, [...new Set(roles.flatMap((role) => [role.own, role.other, ...(role.scope ?? [])]))]);
  return ctx;
}
