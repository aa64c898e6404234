import type { Vehicle } from '../vehicle-shared/vehicle.js';

import { RI_DOCS_INCOMPLETE, RI_DOT_DEADLINE_DAYS, type RiDotDeadline } from '@portal/contracts/constants';
import { formatUsDate } from '@portal/web-kit';

export { RI_DOCS_INCOMPLETE };
export const RI_NEW_VEHICLE = 'RI New Vehicle Type';
export const LOW_MILEAGE = 'Mileage less than 1,000 mi';
/** Below this an RI new vehicle gets the mileage warning (document 3 §9). */
export const MINIMUM_MILEAGE = 1000;

export interface Banner {
  intent: 'error' | 'warning' | 'info';
  text: string;
}

/** The banners of document 3 §2.2. */
export function vehicleBanners(vehicle: Vehicle): Banner[] {
  const banners: Banner[] = [];
  const client = vehicle.client;
  // Only a client that says it is RI and says its documents are incomplete; a missing flag is unknown.
  if (client && truthy(client.is_ri) && client.ri_reg_docs_complete !== undefined && !truthy(client.ri_reg_docs_complete)) {
    banners.push({ intent: 'error', text: RI_DOCS_INCOMPLETE });
  }
  if (truthy(vehicle.is_ri_new_vehicle)) {
    banners.push({ intent: 'warning', text: RI_NEW_VEHICLE });
    const mileage = Number(vehicle.mileage);
    if (vehicle.mileage !== null && vehicle.mileage !== undefined && Number.isFinite(mileage) && mileage < MINIMUM_MILEAGE) {
      banners.push({ intent: 'warning', text: LOW_MILEAGE });
    }
  }
  const deadline = vehicle.ri_dot_deadline;
  if (deadline) banners.push(riDeadlineBanner(deadline));
  return banners;
}

/** The RI DOT countdown: red once overdue or within 10 days, amber within 30, otherwise for information. */
export function riDeadlineBanner({ deadline, days_left, level }: RiDotDeadline): Banner {
  const due = `due ${formatUsDate(deadline)}, ${RI_DOT_DEADLINE_DAYS} days from crossing`;
  const text = days_left < 0 ? `DOT submission overdue by ${-days_left} days (${due})` : `DOT submission: ${days_left} days left (${due})`;
  return { intent: level === 'ok' ? 'info' : level === 'due30' ? 'warning' : 'error', text };
}

function truthy(value: unknown): boolean {
  return value === true || Number(value) === 1;
}
