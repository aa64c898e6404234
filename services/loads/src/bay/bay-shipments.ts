import { createHash } from 'node:crypto';
import { LOAD_HISTORY, LOAD_TEXT, LOAD_TYPE, type BayCheckStatus, type Principal } from '@portal/contracts';
import type { Prisma, PrismaClient } from '@portal/db';
import { NotFoundError, PartnerUnavailable, UnavailableError, writeHistory, type HistoryEntry, type ResourceEngine } from '@portal/server-kit';
import { bayReadiness } from '../client-loads/load-rules.js';
import type { BayChangeSink } from './bay-announcer.js';
import type { BayPort, BayShipment, BayWriteResult } from './bay-port.js';
import { loadForBay, photosOf, shipmentInput, vehicleShipment, type LoadForBay, type LoadVehicle } from './load-for-bay.js';

/** A partner outage is a 503 with a clear message; nothing was written before the partner answered. */
async function partner<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PartnerUnavailable) throw new UnavailableError(LOAD_TEXT.BAY_UNAVAILABLE);
    throw error;
  }
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;

/** JSON with its object keys sorted, so equal content gives equal text whatever order the partner sent. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The digest of a check's result as a screen shows it: the moment of the check and the partner's own
 * timestamp are left out, so a re-check that finds the same shipment gives the same digest.
 */
export function checkFingerprint(result: unknown): string {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      const { checkedAt: _checked, updated_at: _updated, ...rest } = value as Record<string, unknown>;
      return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, strip(v)]));
    }
    return value;
  };
  return createHash('sha256')
    .update(canonical(strip(result)))
    .digest('hex');
}

function readinessOf(load: LoadForBay) {
  return bayReadiness({
    load_type: load.load_type,
    location_from_id: load.location_from_id,
    location_to_id: load.location_to_id,
    paps_number: load.paps_number,
    bay_shipment_id: load.bay_shipment_id,
    vehicles: load.vehicles.length,
    vehiclesWithShipment: load.vehicles.filter((v) => vehicleShipment(v) || v.bay_shipment_id).length,
  });
}

type ShipmentAction = typeof LOAD_HISTORY.BAY_SHIPMENT_CREATED | typeof LOAD_HISTORY.BAY_SHIPMENT_UPDATED;

/** The load's history line of a shipment the bay took: the bay's shipment id, and in a caravan load the vehicle's VIN. */
function shipmentLine(loadId: number, action: ShipmentAction, shipment: BayShipment, vin?: string): HistoryEntry {
  const value = vin ? `${shipment.id} (${vin})` : shipment.id;
  return { object_type: LOAD_HISTORY.OBJECT_TYPE, object_type_id: loadId, target_field: action, value, old_value: null };
}

/** Why a create or update cannot be sent, listed like the partner's refusals (document 2 §7: the answer is an errors array). */
function typeMismatch(load: LoadForBay, type: string): string[] {
  return load.load_type === type ? [] : [`This is a ${load.load_type} load; use the ${load.load_type} load's bay buttons`];
}

/**
 * The bay shipment system seen from a load (document 2 §4, §7, §8). A carrier (multiple) load is one
 * shipment; a caravan (single) load has a shipment per vehicle, linked through the vehicle's bay record.
 */
export class BayShipments {
  constructor(
    private readonly db: PrismaClient,
    private readonly engine: ResourceEngine,
    private readonly bay: BayPort,
    private readonly changes: BayChangeSink,
  ) {}

  private async recordVehicles(tx: Prisma.TransactionClient, shipmentId: number, shipment: BayShipment, vehicles: LoadVehicle[]): Promise<void> {
    for (const v of vehicles) {
      const external = shipment.vehicles.find((b) => b.vin === v.vehiclevin)?.id ?? null;
      const data = { bay_shipment_id: shipmentId, external_id: external, vin: v.vehiclevin, status: shipment.status };
      await tx.bayVehicle.upsert({ where: { vehicleid: v.vehicleid }, create: { vehicleid: v.vehicleid, ...data }, update: data });
    }
  }

  private async storeShipment(tx: Prisma.TransactionClient, shipment: BayShipment, existingId?: number): Promise<number> {
    const data = { external_id: shipment.id, status: shipment.status, data: json(shipment) };
    if (existingId) {
      await tx.bayShipment.update({ where: { id: existingId }, data });
      return existingId;
    }
    return (await tx.bayShipment.create({ data })).id;
  }

  /**
   * Update Photos: the bay answers a status and warnings per VIN; both are kept on the vehicle as its
   * `bay_image_status` (document 2 §3) that the Bay tab shows, and with its bay record. Written together
   * once the bay answered: an outage midway writes nothing.
   */
  private async sendPhotos(externalId: string, vehicles: LoadVehicle[]): Promise<void> {
    const statuses = await this.bay.uploadPhotos(
      externalId,
      vehicles.map((v) => ({ vin: v.vehiclevin, photos: photosOf(v) })),
    );
    await this.db.$transaction(async (tx) => {
      for (const status of statuses) {
        const vehicle = vehicles.find((v) => v.vehiclevin === status.vin);
        if (!vehicle) continue;
        const image = json({ status: status.status, warnings: status.warnings ?? [] });
        await tx.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { bay_image_status: image } });
        await tx.bayVehicle.upsert({
          where: { vehicleid: vehicle.vehicleid },
          create: { vehicleid: vehicle.vehicleid, vin: vehicle.vehiclevin, data: { image_status: image } },
          update: { data: { image_status: image } },
        });
      }
    });
  }

  /** Create Bay Shipment (carrier): only a ready load (document 2 §4); the partner's refusals come back as errors. */
  async createMultiple(principal: Principal, id: string): Promise<{ errors: string[] }> {
    const load = await loadForBay(this.db, this.engine, principal, id);
    const readiness = readinessOf(load);
    const refused = [...typeMismatch(load, LOAD_TYPE.MULTIPLE), ...readiness.reasons];
    if (refused.length) return { errors: refused };
    const result = await partner(() => this.bay.createShipment(shipmentInput(load, load.vehicles, 'carrier')));
    if (!result.shipment) return { errors: result.errors };
    const shipment = result.shipment;
    await this.db.$transaction(async (tx) => {
      const shipmentId = await this.storeShipment(tx, shipment);
      await tx.clientLoad.update({ where: { id: load.id }, data: { bay_shipment_id: shipmentId, bkg_number: load.bkg_number || shipment.bkg_number } });
      await this.recordVehicles(tx, shipmentId, shipment, load.vehicles);
      await writeHistory(tx, principal, [shipmentLine(load.id, LOAD_HISTORY.BAY_SHIPMENT_CREATED, shipment)]);
    });
    this.changes.announce(load.id, load.client_id ?? 0);
    return { errors: result.errors };
  }

  /** Update Bay Shipment (carrier), and the photos with `photos=1`. */
  async updateMultiple(principal: Principal, id: string, photos: boolean): Promise<{ errors: string[] }> {
    const load = await loadForBay(this.db, this.engine, principal, id);
    const stored = load.bay_shipment;
    const refused = [...typeMismatch(load, LOAD_TYPE.MULTIPLE), ...(stored?.external_id ? [] : [LOAD_TEXT.NO_BAY_SHIPMENT])];
    if (refused.length || !stored?.external_id) return { errors: refused };
    const externalId = stored.external_id;
    const result = await partner(() => this.bay.updateShipment(externalId, shipmentInput(load, load.vehicles, 'carrier')));
    if (!result.shipment) return { errors: result.errors };
    const shipment = result.shipment;
    await this.db.$transaction(async (tx) => {
      await this.storeShipment(tx, shipment, stored.id);
      await this.recordVehicles(tx, stored.id, shipment, load.vehicles);
      await writeHistory(tx, principal, [shipmentLine(load.id, LOAD_HISTORY.BAY_SHIPMENT_UPDATED, shipment)]);
    });
    try {
      if (photos) await partner(() => this.sendPhotos(externalId, load.vehicles));
    } finally {
      this.changes.announce(load.id, load.client_id ?? 0);
    }
    return { errors: result.errors };
  }

  /** Check Bay System (carrier): the load against the bay's shipment; kept as the shipment's check status. */
  async checkMultiple(principal: Principal, id: string): Promise<BayCheckStatus> {
    const load = await loadForBay(this.db, this.engine, principal, id);
    const loadVins = load.vehicles.map((v) => ({ vehicleid: v.vehicleid, vehiclevin: v.vehiclevin }));
    const base = {
      loadHasVehicles: loadVins.length > 0,
      loadNumVehicles: loadVins.length,
      checkedAt: new Date().toISOString(),
    };
    const stored = load.bay_shipment;
    if (!stored?.external_id) {
      return {
        status: 'no_shipment',
        hasShipment: false,
        shipmentJson: null,
        errors: [],
        bayHasVehicles: false,
        bayNumVehicles: 0,
        inLoadNotInBay: loadVins,
        inBayNotInLoad: [],
        ...base,
      };
    }
    const externalId = stored.external_id;
    const shipment = await partner(() => this.bay.getShipment(externalId));
    const bayVins = shipment?.vehicles.map((v) => v.vin) ?? [];
    const inLoadNotInBay = loadVins.filter((v) => !bayVins.includes(v.vehiclevin));
    const inBayNotInLoad = bayVins.filter((vin) => !loadVins.some((v) => v.vehiclevin === vin)).map((vin) => ({ vin }));
    const errors = shipment ? (shipment.errors ?? []) : [LOAD_TEXT.NO_BAY_SHIPMENT];
    const status: BayCheckStatus['status'] = !shipment
      ? 'no_shipment'
      : loadVins.length === 0
        ? 'no_vehicles'
        : inLoadNotInBay.length || inBayNotInLoad.length
          ? 'mismatch'
          : errors.length
            ? 'errors'
            : 'ok';
    const check: BayCheckStatus = {
      status,
      hasShipment: !!shipment,
      shipmentJson: (shipment as Record<string, unknown> | null) ?? null,
      errors,
      bayHasVehicles: bayVins.length > 0,
      bayNumVehicles: bayVins.length,
      inLoadNotInBay,
      inBayNotInLoad,
      ...base,
    };
    const fingerprint = checkFingerprint(check);
    await this.db.bayShipment.update({
      where: { id: stored.id },
      data: { status, data: json({ ...(shipment ?? {}), check }), check_fingerprint: fingerprint },
    });
    if (fingerprint !== stored.check_fingerprint) this.changes.announce(load.id, load.client_id ?? 0);
    return check;
  }

  /** Create Bay Shipments (caravan): one per vehicle that has none; each vehicle's refusals are named by its VIN. */
  async createSingle(principal: Principal, id: string): Promise<{ errors: string[] }> {
    const load = await loadForBay(this.db, this.engine, principal, id);
    const readiness = readinessOf(load);
    const refused = [...typeMismatch(load, LOAD_TYPE.SINGLE), ...readiness.reasons];
    if (refused.length) return { errors: refused };
    const waiting = load.vehicles.filter((v) => !vehicleShipment(v));
    const send = (v: LoadVehicle) => this.bay.createShipment(shipmentInput(load, [v], 'caravan'));
    return this.eachVehicle(principal, load, waiting, LOAD_HISTORY.BAY_SHIPMENT_CREATED, send);
  }

  /** Update Bay Shipments (caravan): every vehicle that has one; photos too with `photos=1`. */
  async updateSingle(principal: Principal, id: string, photos: boolean): Promise<{ errors: string[] }> {
    const load = await loadForBay(this.db, this.engine, principal, id);
    const sent = load.vehicles.filter((v) => vehicleShipment(v)?.external_id);
    const refused = [...typeMismatch(load, LOAD_TYPE.SINGLE), ...(sent.length ? [] : [LOAD_TEXT.NO_BAY_SHIPMENT])];
    if (refused.length) return { errors: refused };
    const send = (v: LoadVehicle) => this.bay.updateShipment(vehicleShipment(v)!.external_id!, shipmentInput(load, [v], 'caravan'));
    const outcome = await this.eachVehicle(principal, load, sent, LOAD_HISTORY.BAY_SHIPMENT_UPDATED, send);
    if (!photos) return outcome;
    try {
      for (const v of sent) await partner(() => this.sendPhotos(vehicleShipment(v)!.external_id!, [v]));
    } finally {
      this.changes.announce(load.id, load.client_id ?? 0);
    }
    return outcome;
  }

  /**
   * One partner call per vehicle, each recorded as soon as the partner took it: when the partner goes
   * down midway, the vehicles already sent keep their shipment (and its line in the load's history) and the
   * others are unchanged.
   */
  private async eachVehicle(
    principal: Principal,
    load: LoadForBay,
    vehicles: LoadVehicle[],
    action: ShipmentAction,
    send: (v: LoadVehicle) => Promise<BayWriteResult>,
  ) {
    const errors: string[] = [];
    let stored = 0;
    try {
      for (const v of vehicles) {
        const result = await partner(() => send(v));
        errors.push(...result.errors.map((e) => (e.startsWith(v.vehiclevin) ? e : `${v.vehiclevin}: ${e}`)));
        const shipment = result.shipment;
        if (!shipment) continue;
        await this.db.$transaction(async (tx) => {
          const shipmentId = await this.storeShipment(tx, shipment, vehicleShipment(v)?.id);
          await this.recordVehicles(tx, shipmentId, shipment, [v]);
          await writeHistory(tx, principal, [shipmentLine(load.id, action, shipment, v.vehiclevin)]);
        });
        stored += 1;
      }
    } finally {
      // Vehicles sent before an outage midway are the bay's now: open pages are told of them too.
      if (stored > 0) this.changes.announce(load.id, load.client_id ?? 0);
    }
    return { errors };
  }

  /** Check Bay (caravan): by vehicleid, the vehicle's bay error (null when none), status and BKG#. */
  async checkSingle(principal: Principal, id: string) {
    const load = await loadForBay(this.db, this.engine, principal, id);
    const answer: Record<string, { error: string | null; status: string | null; bkg_number: string | null }> = {};
    let changed = false;
    for (const v of load.vehicles) {
      const stored = vehicleShipment(v);
      if (!stored?.external_id) {
        answer[v.vehicleid] = { error: LOAD_TEXT.NO_BAY_SHIPMENT, status: null, bkg_number: null };
        continue;
      }
      const externalId = stored.external_id;
      const shipment = await partner(() => this.bay.getShipment(externalId));
      const error = !shipment ? LOAD_TEXT.NO_BAY_SHIPMENT : shipment.errors?.length ? shipment.errors.join('; ') : null;
      answer[v.vehicleid] = { error, status: shipment?.status ?? null, bkg_number: shipment?.bkg_number ?? null };
      const fingerprint = checkFingerprint(answer[v.vehicleid]);
      if (fingerprint !== stored.check_fingerprint) changed = true;
      await this.db.bayShipment.update({
        where: { id: stored.id },
        data: { ...(shipment ? { status: shipment.status, data: json(shipment) } : {}), check_fingerprint: fingerprint },
      });
    }
    if (changed) this.changes.announce(load.id, load.client_id ?? 0);
    return answer;
  }

  /** Whom the load's bay events are about, when the caller may see the load (the live stream's check before it opens). */
  async watchable(principal: Principal, id: string): Promise<{ loadId: number; clientId: number }> {
    await this.engine.read(principal, 'client_loads', id);
    const load = await this.db.clientLoad.findUnique({ where: { id: Number(id) }, select: { id: true, client_id: true } });
    if (!load) throw new NotFoundError(`client_loads ${id} not found`);
    return { loadId: load.id, clientId: load.client_id ?? 0 };
  }

  /** The bay's documents of the load's shipment(s), with their statuses. */
  async documents(principal: Principal, id: string) {
    const load = await loadForBay(this.db, this.engine, principal, id);
    const shipments: Array<{ vehicleid: number | null; external: string }> = [];
    if (load.bay_shipment?.external_id) shipments.push({ vehicleid: null, external: load.bay_shipment.external_id });
    if (load.load_type === LOAD_TYPE.SINGLE) {
      for (const v of load.vehicles) {
        const external = vehicleShipment(v)?.external_id;
        if (external) shipments.push({ vehicleid: v.vehicleid, external });
      }
    }
    const rows = [];
    for (const s of shipments) for (const d of await partner(() => this.bay.documents(s.external))) rows.push({ vehicleid: s.vehicleid, ...d });
    return rows;
  }

  private async visibleVehicle(principal: Principal, id: string) {
    const where = { vehicleid: Number(id), ...(principal.roleid === 2 ? {} : { clientid: { in: principal.clientIds } }) };
    const vehicle = await this.db.vehicle.findFirst({
      where,
      select: { vehicleid: true, vehiclevin: true, client_load: { select: { id: true, client_id: true } } },
    });
    if (!vehicle) throw new NotFoundError(`vehicles ${id} not found`);
    return vehicle;
  }

  /** bayVehicleInfo: the bay's records of the vehicle's VIN. */
  async vehicleInfo(principal: Principal, id: string) {
    const vehicle = await this.visibleVehicle(principal, id);
    const found = await partner(() => this.bay.findVehicles(vehicle.vehiclevin));
    return { vehicles: found.map((v) => ({ id: v.id, vin: v.vin })) };
  }

  /** Bay Vehicle Fix: links the vehicle to the bay's one record of its VIN; the answer's message says what happened (document 2 §7, §8). */
  async fixVehicle(principal: Principal, id: string): Promise<{ message: string; fixed: boolean }> {
    const vehicle = await this.visibleVehicle(principal, id);
    const found = await partner(() => this.bay.findVehicles(vehicle.vehiclevin));
    if (found.length === 0) return { message: LOAD_TEXT.BAY_VEHICLE_NOT_FOUND, fixed: false };
    if (found.length > 1) return { message: LOAD_TEXT.BAY_VEHICLE_SEVERAL, fixed: false };
    const [record] = found;
    const shipment = record.shipment_id ? await this.db.bayShipment.findFirst({ where: { external_id: record.shipment_id }, select: { id: true } }) : null;
    const data = { external_id: record.id, vin: record.vin, bay_shipment_id: shipment?.id ?? null };
    await this.db.bayVehicle.upsert({ where: { vehicleid: vehicle.vehicleid }, create: { vehicleid: vehicle.vehicleid, ...data }, update: data });
    if (vehicle.client_load) this.changes.announce(vehicle.client_load.id, vehicle.client_load.client_id ?? 0);
    return { message: LOAD_TEXT.BAY_VEHICLE_FIXED, fixed: true };
  }
}
