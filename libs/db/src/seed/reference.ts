import type { PrismaClient } from '../generated/prisma/client.js';
import {
  AUCTIONS,
  CHARGE_BUCKETS,
  CLIENT_TYPES,
  NHTSA_CONFORMANCE_LOCATIONS,
  NHTSA_CONFORMITY_ITEMS,
  PAYMENT_TYPES,
  RACK_RATES,
  RACK_RATE_TITLE_APP_TYPES,
  ROLES,
  TITLE_APPLICATION_TYPES,
  TITLE_APPLICATION_TYPE_COSTS,
  TITLE_RACK_RATES,
  TITLE_STATUSES,
  US_STATES,
  VEHICLE_CHARGE_TYPES,
  VEHICLE_IMAGE_TYPES,
  VEHICLE_STATUSES,
  stateId,
} from './reference-data.js';
import { resetSequences } from './sequences.js';

/**
 * Upserts the reference data (roles, states, lookups, statuses, application types and their costs,
 * rack rates and links, legacy rack rates, auctions, conformity items) by their fixed ids.
 * Idempotent; safe on a database that already holds business data.
 */
export async function seedReference(prisma: PrismaClient): Promise<void> {
  for (const r of ROLES) await prisma.role.upsert({ where: { roleid: r.roleid }, create: r, update: r });
  for (const s of US_STATES) await prisma.usState.upsert({ where: { stateid: s.stateid }, create: s, update: s });
  for (const t of CLIENT_TYPES) await prisma.clientType.upsert({ where: { clienttypeid: t.clienttypeid }, create: t, update: t });
  for (const t of PAYMENT_TYPES) await prisma.paymentType.upsert({ where: { paymenttypeid: t.paymenttypeid }, create: t, update: t });
  for (const b of CHARGE_BUCKETS) await prisma.chargeBucket.upsert({ where: { id: b.id }, create: b, update: b });
  for (const t of VEHICLE_CHARGE_TYPES) {
    await prisma.vehicleChargeType.upsert({ where: { vehiclechargetypeid: t.vehiclechargetypeid }, create: t, update: t });
  }
  for (const s of VEHICLE_STATUSES) await prisma.vehicleStatus.upsert({ where: { statusid: s.statusid }, create: s, update: s });
  for (const s of TITLE_STATUSES) await prisma.titleStatus.upsert({ where: { statusid: s.statusid }, create: s, update: s });
  for (const t of VEHICLE_IMAGE_TYPES) await prisma.vehicleImageType.upsert({ where: { id: t.id }, create: t, update: t });

  for (const { state, ...t } of TITLE_APPLICATION_TYPES) {
    const data = { ...t, stateid: stateId(state) };
    await prisma.titleApplicationType.upsert({ where: { titleapplicationid: t.titleapplicationid }, create: data, update: data });
  }
  for (const c of TITLE_APPLICATION_TYPE_COSTS) await prisma.titleApplicationTypeCost.upsert({ where: { id: c.id }, create: c, update: c });
  for (const r of RACK_RATES) await prisma.rackRate.upsert({ where: { id: r.id }, create: r, update: r });
  for (const link of RACK_RATE_TITLE_APP_TYPES) {
    const existing = await prisma.rackRateTitleAppType.findUnique({
      where: { rack_rate_id_vehiclechargetypeid: { rack_rate_id: link.rack_rate_id, vehiclechargetypeid: link.vehiclechargetypeid } },
    });
    if (!existing) {
      const idTaken = await prisma.rackRateTitleAppType.findUnique({ where: { id: link.id } });
      await prisma.rackRateTitleAppType.create({
        data: idTaken ? { rack_rate_id: link.rack_rate_id, vehiclechargetypeid: link.vehiclechargetypeid } : link,
      });
    }
  }
  for (const r of TITLE_RACK_RATES) await prisma.titleRackRate.upsert({ where: { id: r.id }, create: r, update: r });
  for (const { state, ...a } of AUCTIONS) {
    const stateid = state ? stateId(state) : null;
    const data = {
      ...a,
      auctionstateid: stateid,
      mailingaddress: a.auctionstreetaddress,
      mailingcity: a.auctioncity,
      mailingstateid: stateid,
      mailingzip: a.auctionzip,
    };
    await prisma.auction.upsert({ where: { auctionid: a.auctionid }, create: data, update: data });
  }
  for (const i of NHTSA_CONFORMITY_ITEMS) await prisma.nhtsaConformityItem.upsert({ where: { id: i.id }, create: i, update: i });
  for (const l of NHTSA_CONFORMANCE_LOCATIONS) {
    await prisma.nhtsaConformanceLocation.upsert({ where: { id: l.id }, create: l, update: l });
  }
  // The PDF forms and their field mappings are shipped by migration 0006 (services/documents): production needs them too.

  await resetSequences(prisma);
}
