import { formatDate } from '@portal/web-kit';
import type { Vehicle } from '../vehicle-shared/vehicle.js';

/** The vehicle's dates (document 3 §3), in the order a vehicle usually meets them. */
export const VEHICLE_DATES: ReadonlyArray<readonly [field: string, label: string]> = [
  ['recordcreateddate', 'Record Created'],
  ['crossedborderdate', 'Crossed Border'],
  ['submittedtocustomsdate', 'Submitted to Customs'],
  ['confirmedladeddate', 'Landed (Physical Possession)'],
  ['scanned_7501_date', '7501 Scanned'],
  ['sent_7501_date', '7501 Sent'],
  ['titleregownershipdate', 'Title/Reg/Ownership Received'],
  ['title_reg_ownership_scan_date', 'Title/Reg/Ownership Scanned'],
  ['vehicleinspectiondate', 'Vehicle Inspection'],
  ['dot_inspection_date', 'DOT Inspection'],
  ['submitteddotdate', 'Submitted to DOT'],
  ['vaultreleasedate', 'Vault Release'],
  ['bondreleasedate', 'Bond Release'],
  ['titlesenttobmvdate', 'Title Sent to BMV'],
  ['state_white_copy_date', 'State White Copy'],
  ['titlebackfrombmvdate', 'Title Back from BMV'],
  ['titlesenttoauctiondate', 'Title Sent to Auction'],
  ['speedo_pulled_date', 'Speedo Pulled'],
  ['speedo_shipped_date', 'Speedo Shipped'],
  ['speedo_received_date', 'Speedo Received'],
  ['speedo_placed_date', 'Speedo Placed'],
];

/** The dates that are set, as label and YYYY-MM-DD. */
export function vehicleDates(vehicle: Vehicle): Array<{ label: string; value: string }> {
  const out: Array<{ label: string; value: string }> = [];
  for (const [field, label] of VEHICLE_DATES) {
    const value = formatDate(vehicle[field] as string | null | undefined);
    if (value) out.push({ label, value });
  }
  return out;
}
