import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { hashPassword, needsRehash, verifyPassword } from '../password/password-hash.js';
import { conformityClass } from '../vin/patterns.js';
import {
  CLIENT,
  CLIENTS,
  CLIENT_AGENTS,
  CLIENT_DEFAULTS,
  CLIENT_DRIVERS,
  CLIENT_GROUPS,
  CLIENT_LOCATIONS,
  CLIENT_NOTES,
  CLIENT_TRANSPORTERS,
  DEMO_PASSWORD,
  RACK_RATE_OVERRIDES,
  USER,
  WEB_USERS,
  planDemoVehicles,
  type DemoVehicle,
} from './demo-data.js';
import { NHTSA_CONFORMITY_ITEMS } from './reference-data.js';
import { seedReference } from './reference.js';
import { Random, addDays, dayOf, todayUtc } from './random.js';
import { resetSequences } from './sequences.js';

export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-data.js';

export interface SeedDemoOptions {
  /** Anchor of the demo dates for vehicles created by this run (default: today, 00:00 UTC). */
  today?: Date;
  /** Progress messages (default: silent). */
  log?: (message: string) => void;
}

export interface SeedDemoResult {
  vehiclesCreated: number;
  vehiclesTotal: number;
}

/**
 * The demo data set: reference data, 8 clients (Alpha Motors and Borealis Imports with users), a client
 * group, users for every role, 320 vehicles with real VINs, notes, loads, locations, drivers,
 * transporters, invoice/master/paperwork batches, charges and the rest.
 *
 * Idempotent: reference data and demo users are upserted (users get back their demo role, client,
 * active flag and password); other demo rows are created only when missing, so a second run leaves
 * the same data.
 */
export async function seedDemo(prisma: PrismaClient, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const log = options.log ?? (() => undefined);
  const today = todayUtc(options.today ?? new Date());

  log('reference data');
  await seedReference(prisma);

  log('clients and users');
  for (const g of CLIENT_GROUPS) await prisma.clientGroup.upsert({ where: { id: g.id }, create: g, update: {} });
  for (const c of CLIENTS) await prisma.client.upsert({ where: { clientid: c.clientid }, create: c, update: {} });
  for (const d of CLIENT_DEFAULTS) await prisma.clientDefault.upsert({ where: { clientid: d.clientid }, create: d, update: {} });
  await seedUsers(prisma);
  for (const a of CLIENT_AGENTS) await prisma.clientAgent.upsert({ where: { id: a.id }, create: a, update: {} });
  for (const { days, ...n } of CLIENT_NOTES) {
    const data = { ...n, contactdate: addDays(today, -days), userid: USER.ADMIN, roleid: 2 };
    await prisma.clientNote.upsert({ where: { id: n.id }, create: data, update: {} });
  }
  for (const o of RACK_RATE_OVERRIDES) await prisma.rackRateOverride.upsert({ where: { id: o.id }, create: o, update: {} });

  log('locations, drivers, transporters, loads, batches');
  for (const l of CLIENT_LOCATIONS) await prisma.clientLocation.upsert({ where: { id: l.id }, create: l, update: {} });
  for (const { dob, ...d } of CLIENT_DRIVERS) {
    const data = { ...d, dob: new Date(`${dob}T00:00:00Z`) };
    await prisma.clientDriver.upsert({ where: { id: d.id }, create: data, update: {} });
  }
  for (const t of CLIENT_TRANSPORTERS) await prisma.clientTransporter.upsert({ where: { id: t.id }, create: t, update: {} });
  await seedLoadsAndBatches(prisma, today);

  log('vehicles');
  const plan = planDemoVehicles(today);
  assignDemoVehicles(plan);
  const vehiclesCreated = await seedVehicles(prisma, plan, today);
  await seedOneOffInvoices(prisma, today);
  await resetSequences(prisma);
  const vehiclesTotal = await prisma.vehicle.count();
  log(`demo seed done: ${vehiclesCreated} vehicles created, ${vehiclesTotal} in the database`);
  return { vehiclesCreated, vehiclesTotal };
}

async function seedUsers(prisma: PrismaClient): Promise<void> {
  let hash: string | undefined;
  for (const { userid, ...user } of WEB_USERS) {
    const existing = await prisma.webUser.findUnique({ where: { username: user.username } });
    if (existing) {
      // A hash made with older parameters is made again, so every demo hash has today's.
      const keep = !needsRehash(existing.password) && (await verifyPassword(existing.password, DEMO_PASSWORD));
      hash = keep ? existing.password : (hash ?? (await hashPassword(DEMO_PASSWORD)));
      await prisma.webUser.update({
        where: { userid: existing.userid },
        data: { roleid: user.roleid, clientid: user.clientid ?? null, active: user.active ?? 0, password: hash },
      });
      continue;
    }
    hash ??= await hashPassword(DEMO_PASSWORD);
    const idTaken = await prisma.webUser.findUnique({ where: { userid } });
    await prisma.webUser.create({ data: { ...user, ...(idTaken ? {} : { userid }), password: hash } });
  }
}

// ---------------------------------------------------------------------------------------------
// Loads, bay shipments, batches
// ---------------------------------------------------------------------------------------------

const LOADS = [
  {
    id: 1,
    name: 'LOAD-1001',
    client_id: CLIENT.ALPHA,
    load_type: 'multiple',
    client_transporter_id: 1,
    location_from_id: 1,
    location_to_id: 2,
    location_pickup_id: 1,
    port: 'Indianapolis',
    days: 12,
  },
  {
    id: 2,
    name: 'BOR-2001',
    client_id: CLIENT.BOREALIS,
    load_type: 'single',
    client_transporter_id: 2,
    location_from_id: 3,
    location_to_id: 4,
    location_pickup_id: 3,
    client_driver_id: 2,
    port: 'Windsor',
    port_us: 'Detroit',
    days: 20,
  },
  {
    id: 3,
    name: 'BOR-2002',
    client_id: CLIENT.BOREALIS,
    load_type: 'multiple',
    client_transporter_id: 2,
    location_from_id: 3,
    location_to_id: 4,
    location_pickup_id: 3,
    paps_number: 'GLCR4410028817',
    bkg_number: 'BKG-556120',
    bay_shipment_id: 1,
    port: 'Windsor',
    port_us: 'Detroit',
    days: 35,
  },
  {
    id: 4,
    name: 'CAS-3001',
    client_id: CLIENT.CASCADE,
    load_type: 'multiple',
    client_transporter_id: 3,
    location_from_id: 5,
    location_to_id: 6,
    location_pickup_id: 5,
    port: 'Fort Erie',
    port_us: 'Buffalo',
    days: 8,
  },
  { id: 5, name: 'NEW LOAD multiple', client_id: 0, load_type: 'multiple', days: 1 },
] as const;

/** Vehicles each load / batch receives, chosen among the planned vehicles. */
const LOAD_SIZES: Record<number, number> = { 1: 3, 2: 3, 3: 2, 4: 2 };

async function seedLoadsAndBatches(prisma: PrismaClient, today: Date): Promise<void> {
  await prisma.bayShipment.upsert({
    where: { id: 1 },
    create: {
      id: 1,
      external_id: 'BAY-778812',
      status: 'Submitted',
      data: { id: 'BAY-778812', paps: 'GLCR4410028817', bkg: 'BKG-556120', port: 'Detroit', status: 'Submitted' },
    },
    update: {},
  });
  for (const { days, ...load } of LOADS) {
    const data = {
      ...load,
      created_at: addDays(today, -days),
      created_by: USER.ADMIN,
      date_departure: 'port' in load ? dayOf(addDays(today, -days + 2)) : null,
    };
    await prisma.clientLoad.upsert({ where: { id: load.id }, create: data, update: {} });
  }
  await prisma.masterInvoiceBatch.upsert({
    where: { id: 1 },
    create: { id: 1, master_invoice_number: 'MIB-2026-0001', clientid: CLIENT.ALPHA, userid: USER.ADMIN, created_at: addDays(today, -15) },
    update: {},
  });
  const batches = [
    { invoiceid: 1, clientid: CLIENT.ALPHA, days: 18, overnightcharge: null, overnighttrackingno: null, master_invoice_batch_id: 1, emailed: true },
    {
      invoiceid: 2,
      clientid: CLIENT.BOREALIS,
      days: 10,
      overnightcharge: '25.00',
      overnighttrackingno: '1Z999AA10123456784',
      master_invoice_batch_id: null,
      emailed: true,
    },
    {
      invoiceid: 3,
      clientid: CLIENT.FAIRWAY,
      days: 4,
      overnightcharge: '25.00',
      overnighttrackingno: '7749 1234 5678',
      master_invoice_batch_id: null,
      emailed: false,
    },
  ];
  for (const { days, emailed, ...b } of batches) {
    const email = CLIENTS.find((c) => c.clientid === b.clientid)?.invoiceemailaddress ?? null;
    const data = {
      ...b,
      invoicedate: dayOf(addDays(today, -days)),
      userid: USER.ADMIN,
      created_at: addDays(today, -days),
      emailed: emailed ? addDays(today, -days + 1) : null,
      emailinfo: emailed ? email : null,
    };
    await prisma.invoiceBatch.upsert({ where: { invoiceid: b.invoiceid }, create: data, update: {} });
  }
  if ((await prisma.invoiceBatchAttachment.count({ where: { invoice_batch_id: { in: [1, 2] } } })) === 0) {
    await prisma.invoiceBatchAttachment.createMany({
      data: [
        { invoice_batch_id: 1, cloud_url: 'invoices/batch-1.pdf', sent_to: 'billing@alphamotors.example', created_at: addDays(today, -17) },
        { invoice_batch_id: 2, cloud_url: 'invoices/batch-2.pdf', sent_to: 'ap@borealisimports.example', created_at: addDays(today, -9) },
      ],
    });
  }
  if ((await prisma.payment.count({ where: { invoiceid: 1 } })) === 0) {
    await prisma.payment.create({ data: { invoiceid: 1, paymentdate: dayOf(addDays(today, -5)), paymentamount: '360.00', shortageamount: '0.00' } });
  }
  await prisma.paperworkBatch.upsert({
    where: { printtitledocsid: 1 },
    create: {
      printtitledocsid: 1,
      printtitledocsdate: dayOf(addDays(today, -6)),
      printtitledocspersonprinting: USER.ADMIN,
      person_signing: 'ADA ADMIN',
      created_at: addDays(today, -6),
    },
    update: {},
  });
}

interface Assignment {
  loadId?: number;
  invoiceId?: number;
  paperwork?: boolean;
}

const assignments = new WeakMap<DemoVehicle, Assignment>();

/** Puts some planned vehicles into the demo loads, invoice batches and the paperwork batch. */
function assignDemoVehicles(plan: DemoVehicle[]): void {
  const used = new Set<number>();
  const take = (count: number, test: (v: DemoVehicle) => boolean, set: Assignment): void => {
    for (const v of plan) {
      if (count === 0) return;
      if (used.has(v.index) || v.data.cancelled === 1 || !test(v)) continue;
      used.add(v.index);
      assignments.set(v, set);
      count -= 1;
    }
  };
  const dot = (v: DemoVehicle): boolean => v.data.submitteddotdate != null;
  take(LOAD_SIZES[1]!, (v) => v.data.clientid === CLIENT.ALPHA && v.data.titlesenttoauctiondate == null, { loadId: 1 });
  take(LOAD_SIZES[2]!, (v) => v.data.clientid === CLIENT.BOREALIS && v.data.submittedtocustomsdate != null && !dot(v), { loadId: 2 });
  take(LOAD_SIZES[3]!, (v) => v.data.clientid === CLIENT.BOREALIS && dot(v), { loadId: 3 });
  take(LOAD_SIZES[4]!, (v) => v.data.clientid === CLIENT.CASCADE && v.data.crossedborderdate != null, { loadId: 4 });
  take(4, (v) => v.data.clientid === CLIENT.ALPHA && v.data.titlesenttoauctiondate != null, { invoiceId: 1 });
  take(6, (v) => v.data.clientid === CLIENT.BOREALIS && v.data.bondreleasedate != null, { invoiceId: 2 });
  take(3, (v) => v.data.clientid === CLIENT.FAIRWAY && v.data.titlesenttoauctiondate != null, { invoiceId: 3 });
  take(3, (v) => v.data.titleregownershipdate != null && v.data.titlesenttobmvdate != null && !v.ri, { paperwork: true });
}

// ---------------------------------------------------------------------------------------------
// Vehicles and their children
// ---------------------------------------------------------------------------------------------

async function seedVehicles(prisma: PrismaClient, plan: DemoVehicle[], today: Date): Promise<number> {
  const vins = plan.map((v) => v.data.vehiclevin);
  const existing = new Set((await prisma.vehicle.findMany({ where: { vehiclevin: { in: vins } }, select: { vehiclevin: true } })).map((v) => v.vehiclevin));
  const missing = plan.filter((v) => !existing.has(v.data.vehiclevin));
  if (missing.length === 0) return 0;

  const rows: Prisma.VehicleCreateManyInput[] = missing.map((v) => {
    const a = assignments.get(v) ?? {};
    const row: Prisma.VehicleCreateManyInput = { ...v.data };
    if (a.loadId) {
      row.client_load_id = a.loadId;
      if (v.data.statusid === 1) row.statusid = 2;
      if (a.loadId === 2) {
        row.client_driver_id = 2;
        row.transit_number = `TR-${40000 + v.index}`;
        row.scac_code = 'GLCR';
        row.bkg_number = `BKG-55${6200 + v.index}`;
      }
      if (a.loadId === 3) row.bay_shipment_id = 1;
    }
    if (a.invoiceId) row.invoiceid = a.invoiceId;
    if (a.paperwork) {
      row.titledocsbatchid = 1;
      row.printtitledocuments = 1;
    }
    return row;
  });

  await prisma.$transaction(
    async (tx) => {
      const created = await tx.vehicle.createManyAndReturn({ data: rows, select: { vehicleid: true, vehiclevin: true } });
      const idByVin = new Map(created.map((c) => [c.vehiclevin, c.vehicleid]));
      await seedVehicleChildren(tx, missing, idByVin, today);
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  return missing.length;
}

const CHARGE = { TITLE: 1, DVS: 4, OVERNIGHT: 5, RI: 9, BOND: 10 } as const;

async function seedVehicleChildren(tx: Prisma.TransactionClient, vehicles: DemoVehicle[], idByVin: Map<string, number>, today: Date): Promise<void> {
  const rnd = new Random(4242);
  const notes: Prisma.VehicleNoteCreateManyInput[] = [];
  const activity: Prisma.VehicleActivityCreateManyInput[] = [];
  const timers: Prisma.VehicleTimerCreateManyInput[] = [];
  const charges: Prisma.VehicleChargeCreateManyInput[] = [];
  const invoices: Prisma.InvoiceCreateManyInput[] = [];
  const blackbook: Prisma.BlackbookInfoCreateManyInput[] = [];
  const transport: Prisma.VehicleTransportCreateManyInput[] = [];
  const bayVehicles: Prisma.BayVehicleCreateManyInput[] = [];
  const titlesSent: Prisma.TitleSentCreateManyInput[] = [];
  const history: Prisma.HistoryItemCreateManyInput[] = [];
  const conformance: Array<{ vehicleid: number; v: DemoVehicle }> = [];

  for (const v of vehicles) {
    const vehicleid = idByVin.get(v.data.vehiclevin);
    if (!vehicleid) continue;
    const a = assignments.get(v) ?? {};
    const d = v.data;
    const created = d.recordcreateddate;

    for (const n of v.notes) {
      notes.push({ vehicleid, note: n.note, userid: n.userid, roleid: n.roleid, complete: n.complete, notedate: addDays(created, n.daysAfterCreated) });
      activity.push({ vehicleid, userid: n.userid, activitytype: 'notes', activitytimedate: addDays(created, n.daysAfterCreated) });
    }
    activity.push({ vehicleid, userid: d.enteredby ?? USER.ADMIN, activitytype: 'created', activitytimedate: created });
    const stamp = (date: unknown, type: string): void => {
      if (date instanceof Date)
        activity.push({ vehicleid, userid: USER.ADMIN, activitytype: type, activitytimedate: new Date(date.getTime() + 15 * 3_600_000) });
    };
    stamp(d.submittedtocustomsdate, 'submittedtocustoms');
    stamp(d.submitteddotdate, 'submittedtodot');
    stamp(d.titlesenttobmvdate, 'senttostate');
    stamp(d.titlesenttoauctiondate, 'senttoauction');

    if (v.ri && d.submitteddotdate instanceof Date) {
      const dot = d.submitteddotdate;
      if (v.index % 7 === 0) {
        timers.push({ vehicle_id: vehicleid, category: 'dot', type: 'start', date: dot, userid: USER.ADMIN });
        timers.push({ vehicle_id: vehicleid, category: 'dot', type: 'stop', date: addDays(dot, 10), userid: USER.ADMIN });
        timers.push({ vehicle_id: vehicleid, category: 'dot', type: 'start', date: addDays(dot, 14), userid: USER.ADMIN });
      } else if (v.index % 7 === 1) {
        timers.push({ vehicle_id: vehicleid, category: 'dot', type: 'extend', date: addDays(dot, 25), days: 15, userid: USER.ADMIN });
      }
      if (conformance.length < 12) conformance.push({ vehicleid, v });
    }
    if (v.ri && (a.loadId || d.crossedborderdate)) {
      blackbook.push({
        vehicleid,
        model_year: v.pattern.yr,
        make: v.pattern.make,
        model: v.pattern.model,
        series: v.pattern.series,
        class_name: v.pattern.vehicletype === 'TRUCK' ? 'Pickup' : v.pattern.vehicletype === 'PASSENGER CAR' ? 'Sedan' : 'SUV',
        gvw: v.pattern.gvwrLbs,
        uvc: `${v.pattern.yr}${v.pattern.prefix.slice(0, 3)}${String(100 + (v.index % 900))}`,
      });
    }
    if (d.clientid === CLIENT.BOREALIS && v.index % 6 === 0) {
      transport.push({
        vehicleid,
        transporter: 'Great Lakes Carriers',
        driver: 'Jean Gagnon',
        location_pickup: 'Borealis Windsor Yard',
        location_dropoff: 'Borealis Detroit Receiving',
        is_ready_pickup: d.submittedtocustomsdate ? 1 : 0,
        has_vehicle_arrived: d.crossedborderdate ? 1 : 0,
        has_recall: d.has_recall ?? null,
        is_recall_completed: 0,
      });
    }
    if (a.loadId === 2) {
      bayVehicles.push({
        vehicleid,
        vin: d.vehiclevin,
        external_id: `BV-${90000 + v.index}`,
        status: 'Created',
        data: { vin: d.vehiclevin, status: 'Created' },
      });
    }
    if (a.loadId === 3) bayVehicles.push({ vehicleid, bay_shipment_id: 1, vin: d.vehiclevin, external_id: `BV-${90000 + v.index}`, status: 'In Shipment' });

    // Charges: invoiced vehicles carry their invoice lines; a few unbilled vehicles have pending charges.
    const lineCharges: Array<[number, string]> = [
      [CHARGE.TITLE, '15.00'],
      [CHARGE.DVS, d.clientid === CLIENT.ALPHA ? '65.00' : '75.00'],
    ];
    if (v.ri) lineCharges.push([CHARGE.RI, d.clientid === CLIENT.BOREALIS ? '400.00' : '450.00'], [CHARGE.BOND, '150.00']);
    if (a.invoiceId) {
      const batchDay = dayOf(addDays(today, a.invoiceId === 1 ? -18 : a.invoiceId === 2 ? -10 : -4));
      let total = 0;
      for (const [chargetype, amount] of lineCharges) {
        charges.push({ vehicleid, chargetype, chargeamt: amount, chargedate: batchDay, enteredby: USER.ADMIN, invoiceid: a.invoiceId, chargenote: null });
        total += Number(amount);
      }
      invoices.push({
        invoicebatchid: a.invoiceId,
        clientid: d.clientid,
        invoicedate: batchDay,
        vehicleid,
        serialnumber: d.vehiclevin,
        date_added_to_batch: batchDay,
        totalcost: total.toFixed(2),
      });
      if (a.invoiceId === 3 && d.titlesenttoauctiondate instanceof Date) {
        titlesSent.push({
          sent_to_auction_date: d.titlesenttoauctiondate,
          client_id: CLIENT.FAIRWAY,
          client_name: 'Fairway Auto Auction',
          auction_id: 1,
          auction_name: 'Indianapolis Auto Auction',
          vehicle_id: vehicleid,
          vin: d.vehiclevin,
          overnight_tracking_number: '7749 1234 5678',
          sent_to: 'titles@fairwayauction.example',
          userid: USER.ADMIN,
        });
      }
    } else if (d.cancelled === 0 && v.index % 17 === 2) {
      charges.push({
        vehicleid,
        chargetype: CHARGE.TITLE,
        chargeamt: '15.00',
        chargedate: dayOf(created),
        enteredby: USER.ADMIN,
        invoiceid: 0,
        chargenote: 'Pending invoice',
      });
    }

    if (d.titlestatusid !== 2 && v.index % 9 === 0) {
      history.push({
        object_type: 'vehicle',
        object_type_id: vehicleid,
        target_field: 'titlestatusid',
        value: String(d.titlestatusid),
        userid: USER.ADMIN,
        created_at: addDays(created, 3),
      });
    }
    if (a.loadId) {
      history.push({
        object_type: 'client_load',
        object_type_id: a.loadId,
        target_field: 'vehicles',
        value: `added ${d.vehiclevin}`,
        userid: USER.ADMIN,
        created_at: addDays(today, -1),
      });
    }
  }

  await tx.vehicleNote.createMany({ data: notes });
  await tx.vehicleActivity.createMany({ data: activity });
  await tx.vehicleTimer.createMany({ data: timers });
  await tx.vehicleCharge.createMany({ data: charges });
  await tx.invoice.createMany({ data: invoices });
  await tx.blackbookInfo.createMany({ data: blackbook });
  await tx.vehicleTransport.createMany({ data: transport });
  await tx.bayVehicle.createMany({ data: bayVehicles });
  await tx.titleSent.createMany({ data: titlesSent });
  await tx.historyItem.createMany({ data: history });

  for (const { vehicleid, v } of conformance) {
    const cls = conformityClass(v.pattern);
    const done = v.data.bondreleasedate != null;
    const completed = done && v.data.submitteddotdate instanceof Date ? addDays(v.data.submitteddotdate, -2) : null;
    await tx.vehicleConformancePlus.create({
      data: {
        vehicleid,
        completed_date: completed,
        completed_by: completed ? USER.ADMIN : null,
        items: {
          create: NHTSA_CONFORMITY_ITEMS.filter((item) => item[cls] === 1).map((item) => ({
            nhtsa_conformity_item_id: item.id,
            description: `FMVSS ${item.fmvss_number} ${item.fmvss_name}`,
            is_remediated: completed ? (item[`${cls}_default`] === 'M' ? 2 : rnd.pick([0, 1])) : null,
            remedy_notes: completed && item[`${cls}_default`] === 'M' ? 'Modified to conform; label and documentation on file.' : null,
            completed_date: completed,
            completed_by: completed ? USER.ADMIN : null,
          })),
        },
      },
    });
  }
  if (conformance[0]) {
    await tx.documentSignature.create({
      data: {
        vehicleid: conformance[0].vehicleid,
        document_type: 'physicalInspection',
        url: `signatures/vehicle-${conformance[0].vehicleid}-physical-inspection.png`,
        userid: USER.ADMIN,
      },
    });
  }
}

async function seedOneOffInvoices(prisma: PrismaClient, today: Date): Promise<void> {
  const rows = [
    {
      id: 1,
      client_id: CLIENT.HUDSON,
      client_name: 'Hudson Auto Exchange',
      client_email: 'billing@hudsonauto.example',
      street: '6510 W Jefferson Blvd',
      city: 'Fort Wayne',
      state: 'IN',
      zip: '46804',
      phone: '260-555-0180',
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'HONDA',
      model: 'Accord',
      amount: '350.00',
      pickup_location: 'Fort Wayne, IN',
      delivery_location: 'Indianapolis, IN',
      driver_name: 'Miguel Santos',
      created_at: addDays(today, -3),
    },
    {
      id: 2,
      client_id: null,
      client_name: 'Walk-in: R. Patel',
      client_email: 'rpatel@mail.example',
      street: '12 Elm St',
      city: 'Carmel',
      state: 'IN',
      zip: '46032',
      phone: '317-555-0177',
      vin: '5YJ3E1EA2JF000316',
      year: 2018,
      make: 'TESLA',
      model: 'Model 3',
      amount: '125.00',
      pickup_location: null,
      delivery_location: null,
      driver_name: null,
      created_at: addDays(today, -1),
    },
  ];
  for (const r of rows) await prisma.oneOffInvoice.upsert({ where: { id: r.id }, create: r, update: {} });
}
