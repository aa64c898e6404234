import type { RiDotDeadline } from '@portal/contracts/constants';

/** The vehicle fields this part of the portal reads (document 3 §3). */
export interface Vehicle {
  vehicleid: number;
  /** The 120-day DOT countdown of an RI vehicle over the border without a DOT submission (an append). */
  ri_dot_deadline?: RiDotDeadline | null;
  id?: number;
  vehiclevin: string;
  last6?: string | null;
  yr?: number | string | null;
  make?: string | null;
  model?: string | null;
  vehicletype?: string | null;
  clientid?: number | null;
  billtoclientid?: number | null;
  titlestatusid?: number | null;
  statusid?: number | null;
  titleprocessingtype?: number | null;
  processtype?: number | null;
  cancelled?: number | null;
  mileage?: number | null;
  recordcreateddate?: string | null;
  client?: { clientid: number; clientname: string; is_ri?: number | boolean | null; ri_reg_docs_complete?: number | boolean | null } | null;
  billto_client?: { clientid: number; clientname: string } | null;
  state?: { stateid: number; stateabbreviation: string; statefull: string } | null;
  title_status?: { statusid: number; statusname: string; statuscode?: string | null } | null;
  application_type?: { titleapplicationid: number; titleapplicationtype: string } | null;
  vehicle_status?: { statusid?: number; statusname?: string; name?: string } | null;
  auction?: { auctionid: number; auctionname: string } | null;
  entered_by_user?: { name?: string | null } | null;
  client_load?: { id: number; name?: string | null } | null;
  [field: string]: unknown;
}

/** Process types (document 1 §9). */
export const PROCESS_TYPES: Readonly<Record<number, string>> = { 1: 'In State', 2: 'Out of State' };

export function processTypeLabel(value: unknown): string {
  const label = PROCESS_TYPES[Number(value)];
  return label ?? (value === null || value === undefined || value === '' ? '' : String(value));
}
