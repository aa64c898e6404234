// The little the access matrix cannot read from RESOURCE_ROUTES, CALLS, the engine's definitions and
// the schema's metadata. Everything else is generated. When the generator meets a resource or a call it
// cannot classify, the matrix fails and names the key to add here; nothing is ever skipped quietly.

import { PNG } from './http.mjs';

/** Links to these models record who acted (an author, an uploader), never whose row it is. */
export const ACTOR_MODELS = ['WebUser'];

/**
 * Data the demo lacks, made before the matrix runs so that a request is refused for access reasons
 * only: images (the demo has none; they arrive through the upload call) on each client's first
 * vehicle, and registered importers' documents complete (else registering their vehicles is refused).
 */
export async function prepareData(ctx, clientIds) {
  await ctx.prisma.client.updateMany({ where: { clientid: { in: clientIds }, is_ri: 1 }, data: { ri_reg_docs_complete: 1 } });
  const uploads = clientIds.map(async (clientid) => {
    const vehicle = await ctx.prisma.vehicle.findFirstOrThrow({ where: { clientid }, orderBy: { vehicleid: 'asc' } });
    const res = await ctx.upload(ctx.staff, vehicle.vehicleid);
    if (res.status !== 201) throw new Error(`uploading a fixture image: ${res.status} ${res.text}`);
  });
  await Promise.all(uploads);
  // An import staff may undo (the undo call's record): one vehicle, nothing changed since.
  const client = await ctx.prisma.client.findFirstOrThrow({ where: { clientid: { in: clientIds } } });
  const body = { clientid: client.clientid, titleprocessingtype: ctx.reference.titleApplicationType, rows: [{ row: 1, vin: ctx.newVin() }] };
  const queued = await ctx.staff.request('POST', '/api/vehicles/import', body);
  if (queued.status !== 202) throw new Error(`making an import to undo: ${queued.status} ${queued.text}`);
  ctx.importJob = queued.body.id;
  ctx.importToUndo = (await finishedImport(ctx, queued.body.id)).importId;
  // A check of a file staff queued (the check job's record).
  const check = await ctx.staff.request('POST', '/api/vehicles/import/checks', { vinColumn: 0, hasHeaders: false, data: [[ctx.newVin()]] });
  if (check.status !== 202) throw new Error(`queuing an import check: ${check.status} ${check.text}`);
  ctx.importCheckJob = check.body.id;
  // An invoice line of each client's own vehicle (the demo bills only some clients): a copy of another
  // client's line would carry that client's VIN.
  for (const clientid of clientIds) {
    if (await ctx.prisma.invoice.count({ where: { clientid } })) continue;
    const vehicle = await ctx.prisma.vehicle.findFirstOrThrow({ where: { clientid }, orderBy: { vehicleid: 'asc' } });
    const batch = await ctx.prisma.invoiceBatch.create({ data: { clientid, invoicedate: new Date() } });
    await ctx.prisma.invoice.create({
      data: { invoicebatchid: batch.invoiceid, clientid, vehicleid: vehicle.vehicleid, serialnumber: vehicle.vehiclevin, totalcost: '90.00' },
    });
  }
  // A titles-sent row of each client's own vehicle, for the same reason.
  for (const clientid of clientIds) {
    if (await ctx.prisma.titleSent.count({ where: { client_id: clientid } })) continue;
    const vehicle = await ctx.prisma.vehicle.findFirstOrThrow({ where: { clientid }, orderBy: { vehicleid: 'asc' } });
    await ctx.prisma.titleSent.create({
      data: {
        sent_to_auction_date: new Date(),
        client_id: clientid,
        client_name: `Client ${clientid}`,
        vehicle_id: vehicle.vehicleid,
        vin: vehicle.vehiclevin,
      },
    });
  }
}

/** The outcome of an import job staff queued, once it ran. */
async function finishedImport(ctx, id) {
  for (let i = 0; i < 240; i++) {
    const status = await ctx.staff.request('GET', `/api/vehicles/import/jobs/${id}`);
    if (status.body?.state === 'completed') return status.body.result;
    if (status.body?.state === 'failed') throw new Error(`the import to undo failed: ${status.body.failedReason}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the import to undo did not finish (job ${id})`);
}

/** A small import request of staff's: a dry run, so the matrix creates nothing with it. */
async function importBody(ctx) {
  const client = await ctx.prisma.client.findFirstOrThrow({ orderBy: { clientid: 'asc' } });
  return { clientid: client.clientid, titleprocessingtype: ctx.reference.titleApplicationType, dryRun: true, rows: [{ row: 1, vin: ctx.newVin() }] };
}

/**
 * Per resource, only where the generated request would be refused for a reason other than access:
 * - `create.body(ctx)`: fields a valid create needs beyond the owner and the `required` fields
 *   (the owner link and required fields are generated from the schema); `create.freshOwner`: the
 *   owner may hold one row only, so the create is made for a new client;
 * - `update.field`: the field a successful update changes (default: the first updatable text field);
 * - `unscoped`: for a view that is deliberately not limited to the caller's clients (`scope: none`)
 *   while client users may list it: why, the list query it answers (`query(ctx)`, and `where(ctx)` the
 *   same rows in Prisma's terms), and the only fields a client user may see of another client's rows
 *   (`clientFields`).
 */
export const RESOURCES = {
  vehicles: {
    // The register's rules want a real VIN and an application type; client users may edit transit_number.
    create: { body: (ctx) => ({ vehiclevin: ctx.newVin(), titleprocessingtype: ctx.reference.titleApplicationType }) },
    update: { field: 'transit_number' },
  },
  vehicles_register: {
    unscoped: {
      reason: 'a duplicate VIN anywhere in the register must be flagged; a client user learns only that the VIN exists',
      query: (ctx) => ({ filters: [`vehiclevin|eq|${ctx.otherVin}`] }),
      where: (ctx) => ({ vehiclevin: ctx.otherVin }),
      clientFields: ['vehiclevin'],
    },
  },
  vehicle_notes: { create: { body: () => ({ note: 'A note from the access matrix' }) } },
  // One row per client: a create is made for a client that has none yet.
  client_defaults: { create: { freshOwner: true } },
  // One link per rack rate and application type: a new rate makes the pair new.
  rack_rate_title_app_types: { create: { body: async (ctx) => ({ rack_rate_id: (await ctx.fixtures.makeRow('RackRate', null)).id }) } },
  vehicle_timers: { create: { body: () => ({ type: 'start', date: new Date().toISOString().slice(0, 10) }) } },
  vehicle_notes_open: { update: { field: 'complete' } },
  // The charge dialog marks amount and note required; an open charge (no batch) of the owner's vehicle.
  vehicle_charges: {
    create: { body: () => ({ chargeamt: '1.00', chargenote: 'A charge from the access matrix', invoiceid: 0 }) },
    update: { field: 'chargenote' },
  },
  invoice_batches: { update: { field: 'overnighttrackingno' } },
  // Add Manual Invoice: a line without a vehicle on a batch of the owner client (the required invoicebatchid) with its amount.
  invoices: { create: { body: () => ({ totalcost: '1.00' }) }, update: { field: 'invoicedate' } },
};

/**
 * Per custom call, what its path parameters are and what it sends. A parameter `:id` right after
 * `/api/{resource}/` is that resource's record without any entry here. Otherwise a parameter is
 * - `{ resource }`: a record of that resource (the matrix tries the caller's own, another client's, none);
 * - `{ resource, parentParam }`: a record of that resource belonging to the record in `parentParam`;
 * - `{ value(ctx, role) }`: a value that belongs to no client, or one the calling role names or makes for itself (its own job).
 * `body(ctx, role)` is the JSON body (when `{}` is not valid), `query(ctx)` the query string's values,
 * `upload` a multipart upload, `public` the
 * request (`body`, or a multipart `form`) of a call that needs no session and the status every caller gets whatever token it holds,
 * `prepare(ctx, ids)` what must exist before a successful call (run as staff).
 */
/** A 1 x 1 PNG as the signature pad sends it. */
const SIGNATURE_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A one-VIN sheet for the public vehicle check. */
const VIN_SHEET = { field: 'file', type: 'text/csv', name: 'vins.csv', bytes: Buffer.from('VIN\r\n1HGCM82633A004352\r\n') };

/** Shaped like a reset token; no one holds it. */
const UNKNOWN_RESET_TOKEN = 'matrix-reset-token-nobody-holds-0123456789';

export const CALLS = {
  'identity.auth.authenticate': { public: { body: {}, status: 422 } },
  'identity.auth.refresh': { public: { body: {}, status: 422 } },
  'identity.auth.revoke': { public: { body: {}, status: 422 } },
  'identity.users.read': { params: { id: { resource: 'web_users' } } },
  // The public account calls: the matrix sends each one without its required fields (a 422 for anyone,
  // whatever token is held); a reset token nobody holds reads as expired (200) for anyone.
  'identity.accounts.register': { public: { body: {}, status: 422 } },
  'identity.accounts.check-email': { public: { body: {}, status: 422 } },
  // The public vehicle check answers anyone's sheet of VINs; it reads no vehicle of the register.
  'vehicles.checks.vins': { public: { form: { file: VIN_SHEET }, status: 200 } },
  'vehicles.checks.vins-file': { public: { form: { file: VIN_SHEET }, status: 200 } },
  // The public exit photo: any caller, whatever token it holds, learns the four fields of any registered VIN
  // (another client's too: it belongs to no caller) and may add its exit photo; tests/contract checks what is revealed.
  'vehicles.exit-photo.lookup': { params: { vin: { value: (ctx) => ctx.otherVin } }, public: { status: 200 } },
  'vehicles.exit-photo.register': {
    params: { vin: { value: (ctx) => ctx.otherVin } },
    public: { form: { file: { field: 'photo', type: 'image/png', name: 'exit.png', bytes: PNG } }, status: 201 },
  },
  'identity.accounts.forgot-password': { public: { body: {}, status: 422 } },
  'identity.accounts.reset-token-data': { params: { token: { value: () => UNKNOWN_RESET_TOKEN } }, public: { status: 200 } },
  'identity.accounts.reset-token-update': { params: { token: { value: () => UNKNOWN_RESET_TOKEN } }, public: { body: {}, status: 422 } },
  // Staff send a user the reset link; an address is given so a user without one is not a 422.
  'identity.accounts.send-password-reset': { body: () => ({ email: 'matrix@example.test' }) },
  'identity.signatures.set': { body: () => ({ photo: SIGNATURE_PNG }) },
  // A vehicle's physical inspection signature: the id is the vehicle's, so another client's is a 404 like any vehicle's.
  'vehicles.signatures.physical-inspection': { body: () => ({ photo: SIGNATURE_PNG }) },
  // A user's signature is the user's own: the caller's own user id, which every signed-in caller may read;
  // a user of another client's is refused to a client user (staff reads any), and one that does not exist is a 404.
  'identity.signatures.read': {
    params: {
      userId: {
        value: (ctx, role) => String((role.principal ?? ctx.staffPrincipal).userid),
        other: async (ctx, role) => String((await ctx.prisma.webUser.findFirstOrThrow({ where: { clientid: role.other }, orderBy: { userid: 'asc' } })).userid),
        missing: async (ctx) => String(await ctx.fixtures.missingKey('WebUser')),
      },
    },
  },
  // A VIN nobody registered: the decoder reads any VIN, and answers with it.
  'vehicles.nhtsa.decode': { params: { vin: { value: (ctx) => ctx.unregisteredVin } } },
  // vPIC's own data, the same for every signed-in caller: a real Accord pattern and model.
  'vehicles.vin10.pattern': { params: { vin: { value: () => '1HGCM82633' } } },
  'vehicles.vin10.dimensions': { params: { year: { value: () => '2003' }, make: { value: () => 'Honda' }, model: { value: () => 'Accord' } } },
  'vehicles.conformance.save': {
    body: () => ({ items: [] }),
    prepare: (ctx, ids) => ctx.staff.request('POST', `/api/vehicles/${ids.id}/conformance`),
  },
  'vehicles.images.register': { upload: { field: 'photo', type: 'image/png', name: 'matrix.png' } },
  // Staff only: a tyre pressure on the newest vehicle (the matrix checks every other caller is refused).
  'vehicles.mass-update.apply': {
    body: async (ctx) => ({
      vehicleids: [(await ctx.prisma.vehicle.findFirstOrThrow({ orderBy: { vehicleid: 'desc' } })).vehicleid],
      changes: { front_psi: 35 },
    }),
  },
  'vehicles.imports.read-file': {
    upload: { field: 'file', type: 'text/csv', name: 'matrix.csv', bytes: Buffer.from('VIN,Odometer\r\n1G1ZT53826F109149,1000\r\n') },
  },
  // Staff only: a sheet whose VIN no vehicle has (the matrix checks every other caller is refused).
  'vehicles.bond-releases.apply': {
    upload: { field: 'file', type: 'text/csv', name: 'bond.csv', bytes: Buffer.from('VIN,Release Date\r\n1G1ZT53826F109149,2026-11-20\r\n') },
  },
  'vehicles.imports.check': { body: () => ({ vinColumn: 0, hasHeaders: false, data: [['1G1ZT53826F109149']] }) },
  'vehicles.imports.run': { body: importBody },
  'vehicles.imports.undo': { params: { id: { value: (ctx) => ctx.importToUndo } } },
  // Staff's import job (a job is followed by whoever queued it and staff; the call is staff only).
  'vehicles.imports.job': { params: { id: { value: (ctx) => ctx.importJob } } },
  'vehicles.imports.check-queue': { body: () => ({ vinColumn: 0, hasHeaders: false, data: [['1G1ZT53826F109149']] }) },
  'vehicles.imports.check-job': { params: { id: { value: (ctx) => ctx.importCheckJob } } },
  'vehicles.imports.gst-check': {
    body: () => ({
      dateColumn: 0,
      bgkColumn: 1,
      supplierColumn: 2,
      vinColumn: 3,
      gstColumn: 4,
      hasHeaders: false,
      data: [['11/20/2026', 'BKG-1', 'Maple Auto Sales', '1G1ZT53826F109149', '1,250.00']],
    }),
  },
  // Public: a blank form, the same for everyone, whatever token is held.
  'documents.registration.render': { params: { form: { value: () => 'cbp-5106' } }, public: { status: 200 } },
  // Staff only: the GST document prints the lines it is sent and reads no vehicle.
  'documents.gst.render': {
    body: () => ({ rows: [{ vin: '1G1ZT53826F109149', gst: 1250, bgk: 'BKG-1', date: '2026-11-20', supplier: 'Maple Auto Sales' }] }),
  },
  'vehicles.images.locate': {
    params: { imageId: { resource: 'vehicle_images', parentParam: 'id' } },
    prepare: (ctx, ids) => ctx.upload(ctx.staff, ids.id),
  },
  // The load is the first path segment after /api/client/.
  'loads.client-loads.delete': { params: { id: { resource: 'client_loads' } } },
  // The live stream of a load's bay changes: the load is the record after /api/live/client_loads/.
  'loads.live.bay-changes': { params: { id: { resource: 'client_loads' } } },
  'loads.client-loads.quick-add': { body: () => ({ name: `MATRIX ${Date.now()}` }) },
  // A VIN the Blackbook stand-in knows (a Honda maker code).
  'vehicles.blackbook.decode': { params: { vin: { value: () => '1HGCM82633A004352' } } },
  // A vehicle joins only without a load: the copy made for the call is taken out of its load first.
  'vehicles.loads.add': {
    params: { vehicleId: { resource: 'vehicles' } },
    prepare: (ctx, ids) => setLoad(ctx, ids.vehicleId, null),
  },
  // A vehicle leaves only the load it is in.
  'vehicles.loads.remove': {
    params: { vehicleId: { resource: 'vehicles' } },
    prepare: (ctx, ids) => setLoad(ctx, ids.vehicleId, Number(ids.id)),
  },
  // A form's mapping names where values come from, no client's data: every signed-in user's documents are filled with it.
  'admin.pdf-forms.mapping': { params: { id: { value: () => '7', missing: async (ctx) => String(await ctx.fixtures.missingKey('PdfForm')) } } },
  // The RI label: printable for any vehicle the caller may see, staff-only records untouched.
  'documents.forms.render': { params: { n: { value: () => '26' } } },
  'documents.packages.render': { query: () => ({ docs: '26' }) },
  'reports.dashboard.read': { query: () => ({ days: '90' }) },
  'reports.accounting.monthly-summary': { query: () => ({ year: '2026', month: '11' }) },
  'reports.accounting.user-time': { body: (ctx) => ({ start: '2026-11-01', end: '2026-11-30', userId: ctx.staffPrincipal.userid }) },
  'reports.accounting.tax': { body: () => ({ year: '2026', month: '11' }) },
  'reports.accounting.invoice-summary': { query: () => ({ start: '2026-11-01', end: '2026-11-30' }) },
  'reports.accounting.invoice-summary-pdf': { query: () => ({ start: '2026-11-01', end: '2026-11-30' }) },
  'reports.management.charge-breakdown': { body: () => ({ start: '2026-11-01', end: '2026-11-30' }) },
  'reports.management.customer-stats': { params: { year: { value: () => '2026' } } },
  'reports.management.customer-stats-monthly': { params: { year: { value: () => '2026' }, clientid: { resource: 'clients' } } },
  'reports.management.customer-volumes': { body: () => ({ start: '2026-01-01', end: '2026-11-30' }) },
  'reports.management.staff-volume': { query: () => ({ start: '2026-11-01', end: '2026-11-30' }) },
  'reports.management.title-activity': { query: () => ({ start: '2026-11-01', end: '2026-11-30', type: 'notes' }) },
  // Staff only, and it takes nothing: every period and year is the server's own, from today.
  'reports.management.customs-submitted-stats': {},
  // Any signed-in user checks VINs; a VIN of another client's vehicle reads as "VIN Invalid" (tests/contract).
  'documents.hudson.check': { upload: { field: 'file', type: 'text/csv', name: 'hudson.csv', bytes: Buffer.from('VIN\r\n1HGCM82633A004352\r\n') } },
  // Staff only; an empty body changes nothing ("Don't Change" everywhere), so any vehicle will do.
  'vehicles.ivr.update': { params: { vehicleid: { resource: 'vehicles' } } },
  // A job of the caller's own client's first vehicle (any vehicle for staff); another client's is refused in tests/contract.
  'documents.jobs.queue': { body: (ctx, role) => ownLabelJob(ctx, role) },
  // The caller's own job (a job belongs to whoever queued it, and staff); staff's job of another client's
  // vehicle, which only staff may follow; and a job id nobody was given.
  'documents.jobs.status': { params: { id: { value: (ctx, role) => queuedJob(ctx, role), other: otherJob, missing: () => '999999999' } } },
  'documents.jobs.file': {
    params: {
      id: {
        value: (ctx, role) => queuedJob(ctx, role, { finished: true }),
        other: (ctx, role) => otherJob(ctx, role, { finished: true }),
        missing: () => '999999999',
      },
    },
  },
  // Staff only: statements of conformity of a vehicle that crossed the border with its Blackbook info, signed by staff.
  'documents.load.soc': { body: (ctx) => socBody(ctx) },
  // Staff only: the inspection report of a vehicle whose Conformance Plus is completed.
  'documents.load.conformity-inspection': {
    body: async (ctx) => ({ vehicles: [(await ctx.prisma.vehicleConformancePlus.findFirstOrThrow({ where: { completed_date: { not: null } } })).vehicleid] }),
  },
  // Staff only: the recall warranty letter of the newest vehicle (the matrix checks every other caller is refused).
  'documents.bay.recall-warranty': {
    body: async (ctx) => ({ vehicles: [(await ctx.prisma.vehicle.findFirstOrThrow({ orderBy: { vehicleid: 'desc' } })).vehicleid] }),
  },
  // Staff only: the title paperwork of the newest vehicle, queued (the matrix checks every other caller is refused).
  'documents.bay.title-docs': {
    body: async (ctx) => ({ vehicles: [(await ctx.prisma.vehicle.findFirstOrThrow({ orderBy: { vehicleid: 'desc' } })).vehicleid] }),
  },
  // Staff only: a batch's forms need a vehicle in the batch; one in no batch joins it when it has none.
  'documents.paperwork.forms': { prepare: (ctx, ids) => paperworkWithVehicle(ctx, ids.id) },
  // A vehicle of the batch's client, confirmed (it may have been invoiced before).
  // The vehicle is a fresh one of the caller's own client, on no batch: a copy of a demo vehicle would
  // carry its batch link, and moving it would change that batch while other callers watch it.
  'invoicing.batches.add-vehicle': {
    params: { vehicleId: { value: (ctx, role) => unbilledVehicle(ctx, role) } },
    body: () => ({ confirm: true }),
    prepare: (ctx, ids) => sameClient(ctx, ids.id, ids.vehicleId),
  },
  // A vehicle leaves only the batch it is on: the vehicle is put on it first, unless it is already.
  'invoicing.batches.remove-vehicle': {
    params: { vehicleId: { resource: 'vehicles' } },
    prepare: async (ctx, ids) => {
      await sameClient(ctx, ids.id, ids.vehicleId);
      const on = await ctx.prisma.invoice.count({ where: { invoicebatchid: Number(ids.id), vehicleid: Number(ids.vehicleId) } });
      return on ? { status: 200 } : ctx.staff.request('POST', `/api/invoice_batches/${ids.id}/add/${ids.vehicleId}`, { confirm: true });
    },
  },
  'invoicing.batches.vehicle-search': { query: () => ({ vin: '1HG' }) },
  // A fresh vehicle of the caller's own client, in no paperwork batch (a demo vehicle may already be in one).
  'invoicing.paperwork.add-vehicle': { params: { vehicleId: { value: (ctx, role) => unbilledVehicle(ctx, role) } } },
  // A vehicle leaves only the paperwork batch it is in: it is put in it first, unless it is already.
  'invoicing.paperwork.remove-vehicle': {
    params: { vehicleId: { resource: 'vehicles' } },
    prepare: (ctx, ids) => inPaperwork(ctx, ids.id, ids.vehicleId),
  },
  // The batch's client needs an invoice e-mail address (document 2 §4); the message goes to the stand-in.
  'invoicing.batches.send': { body: () => ({ email: 'matrix@example.test' }), prepare: (ctx, ids) => invoiceEmailOf(ctx, ids.id) },
  // Staff only: a new batch of a client, in no master batch yet (a batch joins at most one).
  'invoicing.master-batches.create': {
    body: async (ctx) => {
      const client = await ctx.prisma.client.findFirstOrThrow({ orderBy: { clientid: 'asc' } });
      const batch = await ctx.prisma.invoiceBatch.create({ data: { clientid: client.clientid, invoicedate: new Date() } });
      return { invoiceBatchIds: [batch.invoiceid] };
    },
  },
  // A batch of the master batch (of its client), put in it first: a throwaway master batch has none.
  'invoicing.master-batches.remove-batch': {
    params: { batchId: { resource: 'invoice_batches', parentParam: 'id' } },
    prepare: async (ctx, ids) => {
      const master = await ctx.prisma.masterInvoiceBatch.findUniqueOrThrow({ where: { id: Number(ids.id) } });
      if (!(await ctx.prisma.invoiceBatch.count({ where: { master_invoice_batch_id: master.id } })))
        await ctx.prisma.invoiceBatch.create({ data: { clientid: master.clientid, invoicedate: new Date(), master_invoice_batch_id: master.id } });
      return { status: 200 };
    },
  },
  'invoicing.master-batches.xlsx': { params: { id: { resource: 'master_invoice_batches' } } },
  // Staff only: a titles-sent group of no client, printed and e-mailed to the stand-in.
  'invoicing.titles-sent.pdf': { query: () => MATRIX_TITLES, prepare: (ctx) => matrixTitles(ctx) },
  'invoicing.titles-sent.send': {
    body: async (ctx) => (await matrixTitles(ctx), { ...MATRIX_TITLES, email: 'matrix@example.test' }),
  },
};

const MATRIX_TITLES = { sent_to_auction_date: '2020-01-02', client_id: '0', auction_name: 'Matrix Auction' };

/** A titles-sent row of no client for the print and e-mail calls, made once, answering like a request. */
async function matrixTitles(ctx) {
  const where = { sent_to_auction_date: new Date('2020-01-02T00:00:00Z'), client_id: null, auction_name: MATRIX_TITLES.auction_name };
  if (!(await ctx.prisma.titleSent.count({ where }))) await ctx.prisma.titleSent.create({ data: { ...where, client_name: 'Matrix', vin: 'MATRIX-TITLE' } });
  return { status: 200 };
}

/** Gives a batch a client with an invoice e-mail address, changing only what lacks one, answering like a request. */
async function invoiceEmailOf(ctx, batchId) {
  const batch = await ctx.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: Number(batchId) }, include: { client: true } });
  if (!batch.client) {
    const client = await ctx.prisma.client.findFirstOrThrow({ where: { invoiceemailaddress: { contains: '@' } }, orderBy: { clientid: 'asc' } });
    await ctx.prisma.invoiceBatch.update({ where: { invoiceid: batch.invoiceid }, data: { clientid: client.clientid } });
  } else if (!batch.client.invoiceemailaddress?.trim()) {
    await ctx.prisma.client.update({ where: { clientid: batch.client.clientid }, data: { invoiceemailaddress: 'billing@example.test' } });
  }
  return { status: 200 };
}

/** A vehicle ready for its statement of conformity, and staff as a user who may sign it. */
async function socBody(ctx) {
  const vehicle = await ctx.prisma.vehicle.findFirstOrThrow({ orderBy: { vehicleid: 'asc' } });
  await ctx.prisma.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { crossedborderdate: vehicle.crossedborderdate ?? new Date() } });
  // Every role asks at once: a plain insert that ignores the row another role already made.
  await ctx.prisma.blackbookInfo.createMany({ data: [{ vehicleid: vehicle.vehicleid, class_name: 'Car' }], skipDuplicates: true });
  await ctx.prisma.webUser.update({ where: { userid: ctx.staffPrincipal.userid }, data: { can_sign_soc: 1 } });
  return {
    replacements: { name: 'Matrix Signer', date: '11/25/2026', designation: 'Compliance' },
    soc_signer: ctx.staffPrincipal.userid,
    vehicles: [vehicle.vehicleid],
  };
}

/** A new vehicle of the role's own client (the first client for staff), never invoiced. */
async function unbilledVehicle(ctx, role) {
  const clientid = role.own ?? (await ctx.prisma.client.findFirstOrThrow({ orderBy: { clientid: 'asc' } })).clientid;
  const vehicle = await ctx.prisma.vehicle.create({ data: { vehiclevin: ctx.newVin(), clientid, titleprocessingtype: ctx.reference.titleApplicationType } });
  return String(vehicle.vehicleid);
}

/**
 * Gives a batch its vehicle's client and the vehicle a status that may be invoiced, changing only what
 * differs (the matrix watches a refused caller's records for changes), answering like a request.
 */
async function sameClient(ctx, batchId, vehicleId) {
  const vehicle = await ctx.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: Number(vehicleId) } });
  if (vehicle.titlestatusid === 5 || vehicle.cancelled) {
    await ctx.prisma.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { titlestatusid: 2, cancelled: 0 } });
  }
  const batch = await ctx.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: Number(batchId) } });
  if (batch.clientid !== vehicle.clientid)
    await ctx.prisma.invoiceBatch.update({ where: { invoiceid: batch.invoiceid }, data: { clientid: vehicle.clientid } });
  return { status: 200 };
}

/** Puts a vehicle in a paperwork batch straight in the database, changing only what differs, answering like a request. */
async function inPaperwork(ctx, batchId, vehicleId) {
  const vehicle = await ctx.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: Number(vehicleId) } });
  if (vehicle.titledocsbatchid !== Number(batchId))
    await ctx.prisma.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { titledocsbatchid: Number(batchId), printtitledocuments: 1 } });
  return { status: 200 };
}

/** A paperwork batch with at least one vehicle: a vehicle in no batch joins it when it has none. */
async function paperworkWithVehicle(ctx, batchId) {
  if (await ctx.prisma.vehicle.count({ where: { titledocsbatchid: Number(batchId) } })) return { status: 200 };
  const free = await ctx.prisma.vehicle.findFirstOrThrow({
    where: { OR: [{ titledocsbatchid: null }, { titledocsbatchid: 0 }] },
    orderBy: { vehicleid: 'desc' },
  });
  return inPaperwork(ctx, batchId, free.vehicleid);
}

/** Puts a vehicle in a load (or none), neither sent to the bay, straight in the database, answering like a request. */
async function setLoad(ctx, vehicleId, loadId) {
  await ctx.prisma.vehicle.update({ where: { vehicleid: Number(vehicleId) }, data: { client_load_id: loadId, bay_shipment_id: null } });
  await ctx.prisma.bayVehicle.deleteMany({ where: { vehicleid: Number(vehicleId) } });
  if (loadId) await ctx.prisma.clientLoad.update({ where: { id: loadId }, data: { bay_shipment_id: null } });
  return { status: 200 };
}

/** A package job of RI labels of one vehicle the role may see. */
async function ownLabelJob(ctx, role) {
  const clientid = role.kind === 'staff' || !role.own ? undefined : role.own;
  const vehicle = await ctx.prisma.vehicle.findFirstOrThrow({ where: clientid ? { clientid } : {}, orderBy: { vehicleid: 'asc' } });
  return { vehicleIds: [vehicle.vehicleid], docs: [26] };
}

/** A job staff queued for a vehicle of the role's other client (for staff too: its own job, of that client). */
function otherJob(ctx, role, options) {
  return queuedJob(ctx, { kind: 'client', own: role.other, api: ctx.staff }, options);
}

/** A job the role queued itself (a refused role gets an id that exists for nobody), finished when asked. */
async function queuedJob(ctx, role, { finished = false } = {}) {
  const queued = await role.api.request('POST', '/api/document_jobs', await ownLabelJob(ctx, role));
  if (queued.status !== 202) return '999999999';
  for (let i = 0; finished && i < 120; i++) {
    const status = await role.api.request('GET', `/api/document_jobs/${queued.body.id}`);
    if (status.body?.state === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return queued.body.id;
}
