// A writer that registers vehicles one after another through the gateway while faults come and go,
// and remembers every answer: a 201 is a write the portal accepted and must never lose; anything else
// was refused and must not be left half-done. A vehicle's registration is one transaction that writes
// the vehicle and its "created" history entry, so half-done means one without the other.
import { randomInt } from 'node:crypto';
import { VIN_PATTERNS, buildVin, createPrismaClient } from '@portal/db';

export class VehicleWriter {
  /**
   * @param {object} o
   * @param {import('../../../tools/stack/test-portal.mjs').Api} o.api a staff user's client
   * @param {number} o.clientid the client the vehicles are registered for
   * @param {number} o.timeoutMs a write unanswered this long counts as hung
   * @param {number} [o.pauseMs] the pause between two writes
   */
  constructor({ api, clientid, timeoutMs, pauseMs = 150 }) {
    this.api = api;
    this.clientid = clientid;
    this.timeoutMs = timeoutMs;
    this.pauseMs = pauseMs;
    this.samples = [];
    /** Writes that got no answer in time. */
    this.hung = [];
    // Serials of this run only, far from the demo data's, so no VIN is ever a duplicate.
    this.serialBase = randomInt(500_000, 900_000);
    this.running = false;
  }

  start() {
    this.running = true;
    this.loop = this.run();
    return this;
  }

  async stop() {
    this.running = false;
    await this.loop;
  }

  get acknowledged() {
    return this.samples.filter((s) => s.status === 201);
  }

  get refused() {
    return this.samples.filter((s) => s.status !== 201);
  }

  firstSince(since, status) {
    return this.samples.find((s) => s.sentAt >= since && s.status === status);
  }

  async run() {
    for (let seq = 0; this.running; seq++) {
      const vin = buildVin(VIN_PATTERNS[seq % VIN_PATTERNS.length], this.serialBase + seq);
      const sentAt = Date.now();
      try {
        const res = await fetch(`${this.api.baseUrl}/api/vehicles`, {
          method: 'POST',
          headers: { authorization: `Bearer ${this.api.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ vehiclevin: vin, titleprocessingtype: 1, clientid: this.clientid }),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        const body = await res.json().catch(() => undefined);
        const at = Date.now();
        this.samples.push({ sentAt, at, ms: at - sentAt, status: res.status, vin, vehicleid: body?.vehicleid, message: body?.message });
      } catch (error) {
        this.hung.push({ at: Date.now(), sentAt, vin, message: error.message });
      }
      await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
    }
  }
}

/**
 * Reads every write back from the database: each acknowledged vehicle must be there with its id and
 * its "created" history entry; a refused one may be absent, or there whole (an answer lost after the
 * commit), never half. A fresh client, so nothing of the portal's connections is trusted.
 */
export async function readBack(databaseUrl, writer) {
  const prisma = createPrismaClient(databaseUrl, { poolSize: 2 });
  try {
    const vins = writer.samples.map((s) => s.vin);
    const vehicles = await prisma.vehicle.findMany({ where: { vehiclevin: { in: vins } }, select: { vehicleid: true, vehiclevin: true } });
    const history = await prisma.historyItem.findMany({
      where: { object_type: 'vehicle', target_field: 'created', object_type_id: { in: vehicles.map((v) => v.vehicleid) } },
      select: { object_type_id: true },
    });
    const byVin = new Map(vehicles.map((v) => [v.vehiclevin, v.vehicleid]));
    const withHistory = new Set(history.map((h) => h.object_type_id));
    const whole = (vin) => byVin.has(vin) && withHistory.has(byVin.get(vin));
    const lost = writer.acknowledged.filter((s) => !whole(s.vin) || byVin.get(s.vin) !== s.vehicleid);
    const halfDone = writer.refused.filter((s) => byVin.has(s.vin) && !whole(s.vin));
    const refusedButSaved = writer.refused.filter((s) => whole(s.vin));
    const rowsPerVin = new Map();
    for (const v of vehicles) rowsPerVin.set(v.vehiclevin, (rowsPerVin.get(v.vehiclevin) ?? 0) + 1);
    const duplicated = [...rowsPerVin].filter(([, rows]) => rows > 1).map(([vin]) => vin);
    return { readBack: writer.acknowledged.length - lost.length, lost, halfDone, refusedButSaved, duplicated };
  } finally {
    await prisma.$disconnect();
  }
}
