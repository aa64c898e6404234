import type { Vehicle } from './vehicle.js';

/**
 * The Lot Vision address of a vehicle whose client has a lot-vision domain default, else null
 * (document 3 §2.2, §2.4): the detail page's button and the photo screen's link.
 */
export function lotVisionUrl(vehicle: Vehicle): string | null {
  const defaults = (vehicle.client as { defaults?: { lotvision_domain?: string | null } | null } | null | undefined)?.defaults;
  const domain = defaults?.lotvision_domain?.trim();
  if (!domain) return null;
  const base = /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
  return `${base.replace(/\/$/, '')}/?vin=${encodeURIComponent(vehicle.vehiclevin)}`;
}
