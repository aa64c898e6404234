/** Load types (document 2 §4, §9): single is a caravan (a bay shipment per vehicle), multiple a carrier (one shipment). */
export const LOAD_TYPE = { SINGLE: 'single', MULTIPLE: 'multiple' } as const;
export type LoadType = (typeof LOAD_TYPE)[keyof typeof LOAD_TYPE];
export const LOAD_TYPES: readonly LoadType[] = [LOAD_TYPE.SINGLE, LOAD_TYPE.MULTIPLE];
/** How the screens name the two types. */
export const LOAD_TYPE_LABEL: Readonly<Record<LoadType, string>> = { single: 'Single (Caravan)', multiple: 'Multiple (Carrier)' };

/** A new load's name when none is given: "NEW LOAD {type}" (document 2 §3). */
export function newLoadName(type: LoadType): string {
  return `NEW LOAD ${type}`;
}

/** The client of a record nobody assigned yet (document 2 §4), and how lists show it. */
export const UNASSIGNED_CLIENT_ID = 0;
export const UNASSIGNED_CLIENT_NAME = 'Unassigned';

/** The client loads list and the loads dropdown (document 2 §9). */
export const CLIENT_LOADS_PAGE_SIZE = 10;
export const CLIENT_LOADS_DROPDOWN_SIZE = 25;

/** The texts of document 2 §4, §5 and §8, exactly. */
export const LOAD_TEXT = {
  TYPE_LOCKED_LOAD_SENT: 'Cannot change type, load already sent to bay',
  TYPE_LOCKED_VEHICLES_SENT: 'Cannot change type, vehicles records already sent to bay',
  TO_MULTIPLE_WARNING: 'Changing to multiple will lose the driver and transit information of every vehicle. Continue?',
  TO_SINGLE_CONFIRM: 'Change this load to single (caravan)?',
  LOAD_NUMBER_REQUIRED: 'Load Number is required',
  LOAD_ALREADY_EXISTS: 'Load already exists, setting load',
  MORE_THAN_ONE_LOAD: 'More than one load with that name, please use dropdown',
  DELETE_REFUSED: 'Unable to delete load',
  LOAD_HAS_VEHICLES: 'the load still has vehicles',
  LOAD_UPDATED: 'Load Updated',
  VEHICLE_HAS_LOAD: 'the vehicle is already in a load',
  VEHICLE_SENT_TO_BAY: 'the vehicle was already sent to the bay with its load',
  VEHICLE_OTHER_CLIENT: "the vehicle belongs to another client than the load's",
  NO_BAY_SHIPMENT: 'No Bay Shipment',
  NO_VEHICLES_IN_LOAD: 'No Vehicles in Load',
  /** Document 2 §5: uploading a 7501 to a load without vehicles. */
  NO_VEHICLES_FOR_7501: 'No vehicles in load',
  NO_VEHICLES_IN_BAY: 'No Vehicles for Shipment in Bay',
  NO_ERRORS: 'no errors',
  BAY_VEHICLE_NOT_FOUND: 'Vehicle not found in Bay',
  BAY_VEHICLE_SEVERAL: 'More than one vehicle found in Bay',
  BAY_VEHICLE_FIXED: 'Vehicle linked to its Bay record',
  BAY_UNAVAILABLE: 'The bay shipment system is not answering; nothing was changed. Try again in a few minutes.',
  BLACKBOOK_UNAVAILABLE: 'Blackbook is not answering; nothing was changed. Try again in a few minutes.',
  NO_STATUS_AVAILABLE: 'No status available',
  CLIENT_HAS_NO_TRANSPORTERS: 'Client has no transporters',
  CLIENT_HAS_NO_LOCATIONS: 'Client has no locations',
} as const;

/**
 * A load's history (history_items, object type `client_load`): its own field changes, and these lines of
 * what happened to it elsewhere. A vehicle that joins shows its VIN as the new value of "vehicle", one
 * that leaves as the old value; a bay shipment line names the bay's shipment id (with the VIN in a caravan load).
 */
export const LOAD_HISTORY = {
  OBJECT_TYPE: 'client_load',
  VEHICLE: 'vehicle',
  BAY_SHIPMENT_CREATED: 'bay shipment created',
  BAY_SHIPMENT_UPDATED: 'bay shipment updated',
} as const;

/** How long "Load Updated" stays (document 2 §8: 3 s, shorter than other notices). */
export const LOAD_UPDATED_ALERT_MS = 3000;

/** Why a load may not be sent to the bay yet (document 2 §4), in the order the panel lists them. */
export const BAY_READINESS_TEXT = {
  NO_VEHICLES: 'the load has no vehicles',
  NO_FROM: 'choose the From location',
  NO_TO: 'choose the To location',
  NO_PAPS: 'enter the PAPS number',
  HAS_SHIPMENT: 'the load already has a bay shipment',
  NO_SHIPMENT: 'the load has no bay shipment yet',
  ALL_SENT: 'every vehicle already has a bay shipment',
  NONE_SENT: 'no vehicle has a bay shipment yet',
} as const;

/** The load sheet page (document 2 §2, /clientLoads/{id}/print). */
export const LOAD_SHEET_TEXT = {
  TITLE: 'Vehicle Motor Purchase Price Invoice',
  GENERATING: 'Generating Load Sheet',
  NOT_FOUND: 'Load not found',
  FAILED: 'The load sheet could not be generated',
  NO_VIEWER: 'This browser cannot show the load sheet.',
  OPEN: 'Load Sheet',
} as const;

/** What a vehicle's transport record shows wherever it is read with the vehicle (the vehicle page, the transport list). */
export const VEHICLE_TRANSPORT_FIELDS = [
  'id',
  'vehicleid',
  'transporter',
  'driver',
  'notes',
  'location_pickup',
  'location_dropoff',
  'is_ready_pickup',
  'has_vehicle_arrived',
  'has_recall',
  'is_recall_completed',
] as const;
