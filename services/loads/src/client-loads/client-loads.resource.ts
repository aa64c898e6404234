import { LOAD_HISTORY, LOAD_TEXT, LOAD_TYPE, RESOURCE_ROUTES, type Principal } from '@portal/contracts';
import { defineResource, ValidationError, type RelationSpec } from '@portal/server-kit';
import { checkClientExists, newRecordClient, OWNER_CLIENT } from '../directory/directory.resources.js';
import { checkLoadEmpty } from './load-actions.js';
import {
  applyNewLoadName,
  bayReadiness,
  checkLoadName,
  clearCarrierVehicles,
  checkLoadType,
  checkTypeChange,
  valueAfter,
  type LoadRulesDb,
} from './load-rules.js';

const LOCATION_VIEW = ['id', 'client_id', 'alias', 'name', 'street', 'city', 'state', 'zip', 'phone'] as const;

/** A load vehicle (document 2 §3): what the Vehicles and Bay tabs show. */
export const LOAD_VEHICLE_FIELDS = [
  'vehicleid',
  'vehiclevin',
  'clientid',
  'bkg_number',
  'bay_shipment_id',
  'yr',
  'make',
  'model',
  'mileage',
  'value_us_dollars',
  'has_recall',
  'transit_number',
  'client_driver_id',
  'scac_code',
  'client_load_id',
  'bay_image_status',
  'bkg_entry_load_number',
  'submittedtocustomsdate',
  'crossedborderdate',
  'scanned_7501_date',
] as const;

const BAY_VEHICLE_VIEW = ['id', 'vehicleid', 'bay_shipment_id', 'external_id', 'vin', 'status', 'updated_at'] as const;
const BAY_SHIPMENT_VIEW = ['id', 'external_id', 'status', 'data', 'updated_at'] as const;

const LOAD_VEHICLES: RelationSpec = {
  resource: 'vehicles',
  field: 'vehicles',
  many: true,
  take: 1000,
  select: LOAD_VEHICLE_FIELDS,
  filterable: ['vehiclevin', 'crossedborderdate'],
  orderBy: { vehicleid: 'asc' },
  nested: {
    bay_vehicle: { access: 'signed-in', select: BAY_VEHICLE_VIEW, nested: { bay_shipment: { access: 'signed-in', select: BAY_SHIPMENT_VIEW } } },
    blackbook_info: { access: 'staff', select: ['id', 'model_year', 'make', 'model', 'series', 'class_name', 'gvw', 'uvc'] },
    client_driver: { resource: 'client_drivers', select: ['id', 'first_name', 'last_name'] },
  },
};

/**
 * The relations of document 2 §7 (list: created_by, client, bay_shipment; detail: the rest). Locations, drivers and
 * transporters are read as their own resources are: a client user sees only its own clients' (another's is null).
 */
const LOAD_RELATIONS: Record<string, RelationSpec> = {
  client: OWNER_CLIENT,
  transporter: { resource: 'client_transporters', select: ['id', 'client_id', 'name', 'scac_code'], filterable: ['name'] },
  from: { resource: 'client_locations', select: LOCATION_VIEW },
  to: { resource: 'client_locations', select: LOCATION_VIEW },
  pickup: { resource: 'client_locations', select: LOCATION_VIEW },
  driver: { resource: 'client_drivers', select: ['id', 'client_id', 'first_name', 'last_name'] },
  created_by_user: { access: 'signed-in', select: ['userid', 'name'] },
  bay_shipment: { access: 'signed-in', select: BAY_SHIPMENT_VIEW },
  vehicles: LOAD_VEHICLES,
  // The caravan view of the same vehicles, each with its own bay record.
  vehicles_single: LOAD_VEHICLES,
};

interface VehicleState {
  bay_shipment_id: number | null;
  bay_vehicle?: { bay_shipment_id: number | null } | null;
  blackbook_info?: { id: number } | null;
}

/** What the appends read of the vehicles, whether or not `with[]=vehicles` loads them too. */
const VEHICLE_STATE = {
  vehicles: {
    select: { vehicleid: true, bay_shipment_id: true, bay_vehicle: { select: { bay_shipment_id: true } }, blackbook_info: { select: { id: true } } },
    take: 1000,
  },
};

const sentToBay = (v: VehicleState) => v.bay_shipment_id !== null || (v.bay_vehicle?.bay_shipment_id ?? null) !== null;
const vehiclesOf = (row: Record<string, unknown>) => (row.vehicles as VehicleState[] | undefined) ?? [];

/**
 * Client loads (document 2 §2-§5). Staff's new loads are unassigned (client 0) until a client is
 * chosen; a client user's take its client. The type change, naming and client rules are in
 * load-rules.ts; vehicles join and leave through the vehicles service (their link is theirs).
 */
export const clientLoadsResource = defineResource({
  name: 'client_loads',
  model: 'ClientLoad',
  primaryKey: 'id',
  filterable: ['client_id', 'name', 'load_type', 'created_at', 'paps_number', 'bkg_number', 'created_by', 'bay_shipment_id'],
  sortable: ['created_at', 'name', 'client_id', 'load_type'],
  creatable: ['client_id', 'name', 'load_type', 'created_by'],
  updatable: [
    'client_id',
    'name',
    'load_type',
    'port',
    'port_us',
    'date_departure',
    'client_transporter_id',
    'location_from_id',
    'location_to_id',
    'location_pickup_id',
    'client_driver_id',
    'paps_number',
    'bkg_number',
    'total_value',
  ],
  relations: LOAD_RELATIONS,
  readWith: ['client', 'transporter', 'from', 'to', 'pickup', 'driver', 'created_by_user', 'bay_shipment'],
  appends: {
    vehicles_count: {
      access: 'signed-in',
      include: { _count: { select: { vehicles: true } } },
      compute: (row) => (row._count as { vehicles?: number })?.vehicles ?? 0,
    },
    bay_readiness: {
      access: 'signed-in',
      needs: ['load_type', 'location_from_id', 'location_to_id', 'paps_number', 'bay_shipment_id'],
      include: VEHICLE_STATE,
      compute: (row) => {
        const vehicles = vehiclesOf(row);
        return bayReadiness({
          load_type: String(row.load_type),
          location_from_id: row.location_from_id as number | null,
          location_to_id: row.location_to_id as number | null,
          paps_number: row.paps_number as string | null,
          bay_shipment_id: row.bay_shipment_id as number | null,
          vehicles: vehicles.length,
          vehiclesWithShipment: vehicles.filter(sentToBay).length,
        });
      },
    },
    // SOC readiness (document 2 §4): every vehicle has its Blackbook info; staff only, like the SOC buttons.
    soc_ready: {
      access: 'staff',
      include: VEHICLE_STATE,
      compute: (row) => {
        const vehicles = vehiclesOf(row);
        return vehicles.length > 0 && vehicles.every((v) => v.blackbook_info != null);
      },
    },
  },
  createDefaults: (principal: Principal) => ({ client_id: newRecordClient(principal), load_type: LOAD_TYPE.MULTIPLE }),
  stamps: { created_by: (principal) => principal.userid },
  defaultOrder: [{ field: 'created_at', direction: 'desc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.client_loads.access,
  scope: { field: 'client_id' },
  history: { objectType: LOAD_HISTORY.OBJECT_TYPE },
  hooks: {
    beforeCreate: async ({ data, db }) => {
      applyNewLoadName(data);
      await checkClientExists(db, data);
    },
    beforeDelete: ({ before, db }) => checkLoadEmpty(db as unknown as LoadRulesDb, before.id),
    beforeUpdate: async ({ data, before, db }) => {
      checkLoadName(data);
      await checkClientExists(db, data);
      if ('load_type' in data) checkLoadType(data.load_type);
      await checkTypeChange(data, before, db as unknown as LoadRulesDb);
      await checkClientOfVehicles(data, before, db as unknown as ClientCheckDb);
    },
    // After every check and the load's own write, in the same transaction.
    afterUpdate: async ({ row, before, tx }) => {
      await clearCarrierVehicles(row, before, tx as unknown as Parameters<typeof clearCarrierVehicles>[2]);
    },
  },
});

interface ClientCheckDb {
  vehicle: { count(args: object): Promise<number> };
}

/** A load's client owns its vehicles: a load holding another client's vehicles cannot be given to a client. */
export async function checkClientOfVehicles(data: Record<string, unknown>, before: Record<string, unknown>, db: ClientCheckDb): Promise<void> {
  if (!('client_id' in data) || data.client_id === before.client_id) return;
  const client = Number(valueAfter(data, before, 'client_id') ?? 0);
  if (client === 0) return;
  const strangers = await db.vehicle.count({ where: { client_load_id: Number(before.id), NOT: { clientid: client } } });
  if (strangers > 0) throw ValidationError.field('client_id', `the load holds ${strangers} vehicle(s) of another client; ${LOAD_TEXT.VEHICLE_OTHER_CLIENT}`);
}
