import type { Principal } from '@portal/contracts';
import type { Prisma, PrismaClient } from '@portal/db';
import { NotFoundError, type ResourceEngine } from '@portal/server-kit';
import type { BayLocationInput, BayShipmentInput, BayVehicleInput } from './bay-port.js';

const LOCATION = { select: { name: true, street: true, city: true, state: true, zip: true } } as const;

/** Everything a bay call reads of a load. */
export const LOAD_FOR_BAY = {
  from: LOCATION,
  to: LOCATION,
  transporter: { select: { name: true, scac_code: true } },
  driver: { select: { first_name: true, last_name: true } },
  bay_shipment: true,
  vehicles: {
    orderBy: { vehicleid: 'asc' },
    select: {
      vehicleid: true,
      vehiclevin: true,
      yr: true,
      make: true,
      model: true,
      mileage: true,
      value_us_dollars: true,
      has_recall: true,
      transit_number: true,
      scac_code: true,
      bay_shipment_id: true,
      client_driver: { select: { first_name: true, last_name: true } },
      bay_vehicle: { include: { bay_shipment: true } },
      images: { where: { deleted: 0 }, select: { cloud_url_large: true, cloud_url_orig: true }, orderBy: { pwimageid: 'asc' }, take: 50 },
    },
  },
} as const;

export type LoadForBay = Prisma.ClientLoadGetPayload<{ include: typeof LOAD_FOR_BAY }>;
export type LoadVehicle = LoadForBay['vehicles'][number];

function findLoad(db: PrismaClient, id: number): Promise<LoadForBay | null> {
  return db.clientLoad.findUnique({ where: { id }, include: LOAD_FOR_BAY });
}

/** The load, when the caller may see it (the engine's scope decides); another client's is a 404. */
export async function loadForBay(db: PrismaClient, engine: ResourceEngine, principal: Principal, id: string): Promise<LoadForBay> {
  await engine.read(principal, 'client_loads', id);
  const load = await findLoad(db, Number(id));
  if (!load) throw new NotFoundError(`client_loads ${id} not found`);
  return load;
}

const fullName = (p: { first_name: string; last_name: string | null } | null | undefined) => (p ? `${p.first_name} ${p.last_name ?? ''}`.trim() : null);

function location(l: LoadForBay['from']): BayLocationInput | null {
  return l ? { name: l.name, street: l.street, city: l.city, state: l.state, zip: l.zip } : null;
}

export function vehicleInput(v: LoadVehicle, caravan: boolean): BayVehicleInput {
  return {
    vin: v.vehiclevin,
    year: v.yr,
    make: v.make,
    model: v.model,
    mileage: v.mileage,
    value_usd: v.value_us_dollars,
    has_recall: v.has_recall === 1,
    ...(caravan ? { driver: fullName(v.client_driver), transit_number: v.transit_number, scac_code: v.scac_code } : {}),
  };
}

/** The partner's shipment: the whole load (carrier), or one vehicle of it (caravan). */
export function shipmentInput(load: LoadForBay, vehicles: LoadVehicle[], kind: 'carrier' | 'caravan'): BayShipmentInput {
  return {
    kind,
    reference: kind === 'carrier' ? `LOAD-${load.id}` : `LOAD-${load.id}-${vehicles[0]?.vehicleid}`,
    paps_number: load.paps_number,
    bkg_number: load.bkg_number,
    port: load.port_us ?? load.port,
    date_departure: load.date_departure ? load.date_departure.toISOString().slice(0, 10) : null,
    transporter: load.transporter?.name ?? null,
    scac_code: load.transporter?.scac_code ?? null,
    driver: fullName(load.driver),
    from: location(load.from),
    to: location(load.to),
    vehicles: vehicles.map((v) => vehicleInput(v, kind === 'caravan')),
  };
}

/** The photos a vehicle sends to the bay: its images, largest size first. */
export function photosOf(v: LoadVehicle): string[] {
  return v.images.map((i) => i.cloud_url_large ?? i.cloud_url_orig).filter((url): url is string => !!url);
}

/** A caravan vehicle's own shipment, if it was sent. */
export function vehicleShipment(v: LoadVehicle) {
  return v.bay_vehicle?.bay_shipment_id ? v.bay_vehicle.bay_shipment : null;
}
