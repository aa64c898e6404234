import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { REPORTS_RESOURCES } from '../app.module.js';
import { addVehicle, vinsOf } from '../testing/report-fixtures.js';

let db: TestDatabase;
let engine: ResourceEngine;
let mine: number;
let other: number;
let stateid: number;
let batchId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, REPORTS_RESOURCES);
  mine = (await db.prisma.client.create({ data: { clientname: 'Report Test Motors' } })).clientid;
  other = (await db.prisma.client.create({ data: { clientname: 'Report Other Motors' } })).clientid;
  stateid = (await db.prisma.usState.findFirstOrThrow()).stateid;
  batchId = (await db.prisma.invoiceBatch.create({ data: { clientid: mine } })).invoiceid;
});

afterAll(async () => {
  await db?.drop();
});

/** The VINs a report lists for the test clients only (the demo data has vehicles of its own). */
async function reportVins(resource: string, who: Principal = STAFF, filters: string[] = []): Promise<string[]> {
  const answer = await engine.list(who, resource, { 'filters[]': [`clientid|in|${mine},${other}`, ...filters], per_page: '500' });
  return vinsOf(answer.data);
}

describe('pending titles of the client (document 3 §7)', () => {
  beforeAll(async () => {
    await addVehicle(db.prisma, mine, { vin: 'PT-OPEN' });
    await addVehicle(db.prisma, mine, { vin: 'PT-CANCELLED-FLAG', cancelled: 1 });
    await addVehicle(db.prisma, mine, { vin: 'PT-STATUS5', titlestatusid: 5 });
    await addVehicle(db.prisma, mine, { vin: 'PT-STATUS6', titlestatusid: 6 });
    await addVehicle(db.prisma, mine, { vin: 'PT-SENT', titlesenttoauctiondate: '2024-03-01' });
    await addVehicle(db.prisma, other, { vin: 'PT-OTHER-OPEN' });
  });

  it('leaves out cancelled vehicles, statuses 5 and 6 and titles sent to the auction', async () => {
    expect((await reportVins('vehicles_pending_titles', STAFF, ['vehiclevin|like|PT-'])).sort()).toEqual(['PT-OPEN', 'PT-OTHER-OPEN']);
  });

  it("shows a client user its own client's vehicles only, whatever its filters ask", async () => {
    const user = clientUser(mine);
    expect(await reportVins('vehicles_pending_titles', user, ['vehiclevin|like|PT-'])).toEqual(['PT-OPEN']);
    const asked = await engine.list(user, 'vehicles_pending_titles', { 'filters[]': [`clientid|eq|${other}`] });
    expect(asked.total).toBe(0);
  });

  it("refuses a client user the staff's title reports", async () => {
    for (const resource of [
      'vehicles_titles_pending',
      'vehicles_pending_dot',
      'vehicles_pending_bmv',
      'vehicles_vault_vs_bond',
      'vehicles_titles_sent',
      'vehicles_unbilled',
    ]) {
      expect((await refusal(engine.list(clientUser(mine), resource))).code).toBe('FORBIDDEN');
    }
  });
});

describe('titles/pending', () => {
  beforeAll(async () => {
    await addVehicle(db.prisma, mine, { vin: 'TP-OPEN-STATE', processstate: stateid });
    await addVehicle(db.prisma, mine, { vin: 'TP-NO-STATE' });
    await addVehicle(db.prisma, mine, { vin: 'TP-STATUS5', processstate: stateid, titlestatusid: 5 });
    await addVehicle(db.prisma, mine, { vin: 'TP-STATUS6', processstate: stateid, titlestatusid: 6 });
    await addVehicle(db.prisma, mine, { vin: 'TP-SENT', processstate: stateid, titlesenttoauctiondate: '2024-03-01' });
  });

  it('keeps statuses other than 5 and 6 with a process state and no title-sent-to-auction date', async () => {
    expect(await reportVins('vehicles_titles_pending', STAFF, ['vehiclevin|like|TP-'])).toEqual(['TP-OPEN-STATE']);
  });
});

describe('titles/pendingDOT', () => {
  beforeAll(async () => {
    const dot = { titleprocessingtype: 18, recordcreateddate: '2016-05-01T12:00:00Z' };
    await addVehicle(db.prisma, mine, { vin: 'PD-18', ...dot });
    await addVehicle(db.prisma, mine, { vin: 'PD-19', ...dot, titleprocessingtype: 19 });
    await addVehicle(db.prisma, mine, { vin: 'PD-27', ...dot, titleprocessingtype: 27 });
    await addVehicle(db.prisma, mine, { vin: 'PD-TYPE2', ...dot, titleprocessingtype: 2 });
    // 2014-12-31 and the first moment of 2015-01-01 in Indianapolis are not after 2015-01-01; later that day is.
    await addVehicle(db.prisma, mine, { vin: 'PD-2014-12-31', ...dot, recordcreateddate: '2014-12-31T18:00:00-05:00' });
    await addVehicle(db.prisma, mine, { vin: 'PD-2015-01-01-MIDNIGHT', ...dot, recordcreateddate: '2015-01-01T00:00:00-05:00' });
    await addVehicle(db.prisma, mine, { vin: 'PD-2015-01-01-NOON', ...dot, recordcreateddate: '2015-01-01T12:00:00-05:00' });
    await addVehicle(db.prisma, mine, { vin: 'PD-DOT-SUBMITTED', ...dot, submitteddotdate: '2016-06-01' });
    await addVehicle(db.prisma, mine, { vin: 'PD-VAULT', ...dot, vaultreleasedate: '2016-07-01' });
    await addVehicle(db.prisma, mine, { vin: 'PD-BOND', ...dot, bondreleasedate: '2016-07-01' });
  });

  it('keeps application types 18, 19 and 27 created after 2015-01-01 with no DOT, vault or bond date', async () => {
    expect(await reportVins('vehicles_pending_dot', STAFF, ['vehiclevin|like|PD-'])).toEqual(['PD-18', 'PD-19', 'PD-2015-01-01-NOON', 'PD-27']);
  });
});

describe('titles/pendingBMV', () => {
  beforeAll(async () => {
    await addVehicle(db.prisma, mine, { vin: 'PB-AT-STATE', titlesenttobmvdate: '2024-02-01' });
    await addVehicle(db.prisma, mine, { vin: 'PB-NOT-SENT' });
    await addVehicle(db.prisma, mine, { vin: 'PB-WHITE-COPY', titlesenttobmvdate: '2024-02-01', state_white_copy_date: '2024-02-10' });
    await addVehicle(db.prisma, mine, { vin: 'PB-BACK', titlesenttobmvdate: '2024-02-01', titlebackfrombmvdate: '2024-02-10' });
    await addVehicle(db.prisma, mine, { vin: 'PB-STATUS5', titlesenttobmvdate: '2024-02-01', titlestatusid: 5 });
    await addVehicle(db.prisma, mine, { vin: 'PB-STATUS6', titlesenttobmvdate: '2024-02-01', titlestatusid: 6 });
  });

  it('keeps open titles sent to the BMV whose white copy or title has not come back', async () => {
    expect(await reportVins('vehicles_pending_bmv', STAFF, ['vehiclevin|like|PB-'])).toEqual(['PB-AT-STATE']);
  });
});

describe('titles/vaultVsBond and titles/titlesSent', () => {
  beforeAll(async () => {
    await addVehicle(db.prisma, mine, { vin: 'VB-VAULT', vaultreleasedate: '2025-03-10', bondreleasedate: '2025-03-12' });
    await addVehicle(db.prisma, mine, { vin: 'VB-VAULT-OUT-OF-RANGE', vaultreleasedate: '2025-04-10' });
    await addVehicle(db.prisma, mine, { vin: 'VB-NO-VAULT', bondreleasedate: '2025-03-12' });
    await addVehicle(db.prisma, mine, { vin: 'VB-CANCELLED', vaultreleasedate: '2025-03-10', cancelled: 1, titlestatusid: 5 });
    await addVehicle(db.prisma, mine, { vin: 'TS-2019-08-31', titlesenttoauctiondate: '2019-08-31' });
    await addVehicle(db.prisma, mine, { vin: 'TS-2019-09-01', titlesenttoauctiondate: '2019-09-01' });
    await addVehicle(db.prisma, mine, { vin: 'TS-2025-03-05', titlesenttoauctiondate: '2025-03-05' });
  });

  it('lists the vault releases of the range asked, not cancelled', async () => {
    const range = ['vaultreleasedate|>=|2025-03-09', 'vaultreleasedate|<=|2025-03-11'];
    expect(await reportVins('vehicles_vault_vs_bond', STAFF, ['vehiclevin|like|VB-', ...range])).toEqual(['VB-VAULT']);
  });

  it('lists titles sent from 2019-09-01 on, and the range asked within it', async () => {
    expect(await reportVins('vehicles_titles_sent', STAFF, ['vehiclevin|like|TS-'])).toEqual(['TS-2019-09-01', 'TS-2025-03-05']);
    const march = ['titlesenttoauctiondate|>=|2025-03-01', 'titlesenttoauctiondate|<=|2025-03-31'];
    expect(await reportVins('vehicles_titles_sent', STAFF, ['vehiclevin|like|TS-', ...march])).toEqual(['TS-2025-03-05']);
  });
});

describe('accounting/unbilled-units (document 3 §7)', () => {
  beforeAll(async () => {
    await addVehicle(db.prisma, mine, { vin: 'UB-2017', recordcreateddate: '2017-01-01T00:00:00-05:00' });
    await addVehicle(db.prisma, mine, { vin: 'UB-2016-12-31', recordcreateddate: '2016-12-31T23:59:00-05:00' });
    await addVehicle(db.prisma, mine, { vin: 'UB-INVOICED', recordcreateddate: '2020-01-01T12:00:00Z', invoiceid: batchId });
    await addVehicle(db.prisma, mine, { vin: 'UB-CANCELLED', recordcreateddate: '2020-01-01T12:00:00Z', cancelled: 1 });
    await addVehicle(db.prisma, mine, { vin: 'UB-STATUS6', recordcreateddate: '2020-01-01T12:00:00Z', titlestatusid: 6 });
  });

  it('keeps vehicles created since 2017-01-01 in no invoice batch and not cancelled, 50 a page', async () => {
    expect(await reportVins('vehicles_unbilled', STAFF, ['vehiclevin|like|UB-'])).toEqual(['UB-2017', 'UB-STATUS6']);
    expect((await engine.list(STAFF, 'vehicles_unbilled')).per_page).toBe(50);
  });
});
