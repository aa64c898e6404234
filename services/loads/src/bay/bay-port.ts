/** The bay shipment system as the loads service needs it (document 2 §7); adapters: HTTP (partner or stand-in). */
export interface BayVehicleInput {
  vin: string;
  year: number | null;
  make: string | null;
  model: string | null;
  mileage: number | null;
  value_usd: number | null;
  has_recall: boolean;
  driver?: string | null;
  transit_number?: string | null;
  scac_code?: string | null;
}

export interface BayLocationInput {
  name: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface BayShipmentInput {
  /** 'carrier' for a multiple load, 'caravan' for one vehicle of a single load. */
  kind: 'carrier' | 'caravan';
  reference: string;
  paps_number: string | null;
  bkg_number: string | null;
  port: string | null;
  date_departure: string | null;
  transporter: string | null;
  scac_code: string | null;
  driver: string | null;
  from: BayLocationInput | null;
  to: BayLocationInput | null;
  vehicles: BayVehicleInput[];
}

export interface BayShipment {
  id: string;
  status: string;
  bkg_number: string | null;
  vehicles: Array<{ id: string; vin: string }>;
  errors: string[];
  [key: string]: unknown;
}

/** A write's outcome: the shipment when the bay took it, its refusals otherwise. */
export interface BayWriteResult {
  shipment: BayShipment | null;
  errors: string[];
}

export interface BayPhotoInput {
  vin: string;
  photos: string[];
}

export interface BayPhotoStatus {
  vin: string;
  status: string;
  warnings: string[];
}

export interface BayDocument {
  name: string;
  status: boolean | null;
  url: string | null;
}

export interface BayPort {
  createShipment(input: BayShipmentInput): Promise<BayWriteResult>;
  updateShipment(id: string, input: BayShipmentInput): Promise<BayWriteResult>;
  uploadPhotos(id: string, photos: BayPhotoInput[]): Promise<BayPhotoStatus[]>;
  /** null when the bay has no shipment of that id. */
  getShipment(id: string): Promise<BayShipment | null>;
  documents(id: string): Promise<BayDocument[]>;
  findVehicles(vin: string): Promise<Array<{ id: string; vin: string; shipment_id: string | null }>>;
}

export const BAY_PORT = Symbol('BAY_PORT');
