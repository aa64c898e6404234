import type { LoadType } from '@portal/contracts/constants';

export interface BayReadiness {
  can_create: boolean;
  can_update: boolean;
  reasons: string[];
  without_shipment: number;
  with_shipment: number;
}

export interface LoadVehicle {
  vehicleid: number;
  vehiclevin: string;
  clientid: number | null;
  yr: number | null;
  make: string | null;
  model: string | null;
  mileage: number | null;
  value_us_dollars: number | null;
  has_recall: number | null;
  transit_number: string | null;
  client_driver_id: number | null;
  scac_code: string | null;
  bkg_number: string | null;
  crossedborderdate: string | null;
  submittedtocustomsdate: string | null;
  bay_vehicle?: {
    external_id: string | null;
    status: string | null;
    bay_shipment?: { external_id: string | null; status: string | null; data: unknown } | null;
  } | null;
  blackbook_info?: { id: number } | null;
  /** What the bay answered of the vehicle's photos at the last Update Photos (document 2 §3). */
  bay_image_status?: { status: string | null; warnings?: string[] | null } | null;
}

export interface ClientLoad extends Record<string, unknown> {
  id: number;
  name: string;
  client_id: number | null;
  load_type: LoadType;
  paps_number: string | null;
  bkg_number: string | null;
  vehicles?: LoadVehicle[];
  vehicles_count?: number;
  bay_readiness?: BayReadiness;
  soc_ready?: boolean;
  bay_shipment?: { id: number; external_id: string | null; status: string | null; data: Record<string, unknown> | null; updated_at?: string | null } | null;
  transporter?: { scac_code: string | null } | null;
}
