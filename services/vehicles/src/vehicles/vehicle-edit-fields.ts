import { VEHICLE_DATE_FIELDS } from './vehicle-fields.js';

/**
 * What a client user (role 1, and any role that is neither staff nor client admin) may change: the
 * photo-upload screen's fields (document 3 §2.4), removing the RI New Vehicle Type flag, and cancelling.
 */
export const CLIENT_USER_FIELDS = [
  'mileage',
  'cs_mileage',
  'cs_km',
  'client_load_id',
  'customer_load_number',
  'transit_number',
  'client_driver_id',
  'has_recall',
  'manufacturer',
  'manufacture_date',
  // The photo screen's Type (document 3 §2.4).
  'vehicletype',
  'gvwr_kg',
  'gvwr_lbs',
  'gawr_front_kg',
  'gawr_front_lbs',
  'gawr_rear_kg',
  'gawr_rear_lbs',
  'value_us_dollars',
  'is_pass_airbag_modified',
  'is_ri_new_vehicle',
  'titlestatusid',
  'cancelled',
  'cancelledreason',
] as const;

/** The Title tab's fields, which a client admin (role 11) edits too (document 3 §6). */
export const TITLE_TAB_FIELDS = [
  'titlestatusid',
  'statusid',
  'clientid',
  'billtoclientid',
  'purchaseclientid',
  'client_agent_id',
  'auctionid',
  'auction_id_selling',
  'titleprocessingtype',
  'processtype',
  'processstate',
  'clientstocknumber',
  'auction_lot_id',
  'auction_stock_number',
  'bkg_entry_load_number',
  'retaildeal',
  'is_lienholder',
  'speedyesno',
  'neworusedid',
] as const;

export const CLIENT_ADMIN_FIELDS: readonly string[] = [...new Set<string>([...CLIENT_USER_FIELDS, ...TITLE_TAB_FIELDS])];

/**
 * Staff edit every stored field of document 3 §3 except those other parts of the system own: the key,
 * last6 (generated), who registered it, and the invoice/paperwork batch links set by those batches.
 */
export const STAFF_FIELDS = [
  ...new Set([
    ...CLIENT_ADMIN_FIELDS,
    'vehiclevin',
    'yr',
    'modelyear',
    'make',
    'model',
    'series',
    'color',
    'vehicletype',
    'carfaxran',
    'speedo_required',
    'has_recall_remedy',
    'is_conforming',
    'is_exempt',
    'manufacture_city',
    'manufacture_state',
    'debtorname',
    'debtoraddress',
    'debtorcity',
    'debtorstate',
    'debtorzip',
    'front_size',
    'front_kpa',
    'front_psi',
    'rear_size',
    'rear_kpa',
    'rear_psi',
    'nhtsa_conformance_location_id',
    ...VEHICLE_DATE_FIELDS,
  ]),
];
