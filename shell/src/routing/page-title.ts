import { PAPERWORK_DEALER } from '@portal/contracts/constants';
import { ADMIN_MENU, clientMenu } from '../menu/menu-items.js';

export const PORTAL_NAME = 'Version2';

const FIXED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'Home'],
  [/^\/welcome$/, 'Welcome'],
  [/^\/help$/, 'Help'],
  [/^\/login$/, 'Sign in'],
  [/^\/register(\/acuity)?$/, 'Register'],
  [/^\/registration-requested$/, 'Registration Requested'],
  [/^\/registration-documents$/, 'Registration Documents'],
  [/^\/forgot-password$/, 'Forgot Password'],
  [/^\/reset\/[^/]+$/, 'Reset Password'],
  [/^\/user\/signature$/, 'My Signature'],
  [/^\/mobile\/[^/]+$/, 'Mobile'],
  [/^\/mobileApp$/, 'Mobile App Download'],
  [/^\/NonCompliantVehicleCheck$/, 'Non-Compliant Vehicle Check'],
  [/^\/access(\/|$)/, 'Access Denied'],
  [/^\/photoupload(\/|$)/, 'Photo Upload'],
  [/^\/exitPhoto\/[^/]+$/, 'Exit Photo'],
  [/^\/vehicles\/new$/, 'Add Vehicle'],
  [/^\/vehicles\/[^/]+$/, 'Vehicle Details'],
  // A vehicle's own pages (document 3 §2.2), not the list that "/vehicles" names in the menu.
  [/^\/vehicles\/[^/]+\/conformance$/, 'Conformance Plus'],
  [/^\/vehicles\/[^/]+\/vehicleIVR$/, 'Vehicle IVR'],
];

// Staff labels first; the dealer's client menu adds the labels only client users see.
const MENU_ITEMS = [...ADMIN_MENU, ...clientMenu(PAPERWORK_DEALER)].flatMap((group) => group.items);

/** The top bar's title for a path. */
export function pageTitle(pathname: string): string {
  for (const [pattern, title] of FIXED) if (pattern.test(pathname)) return title;
  let best: { path: string; label: string } | undefined;
  for (const item of MENU_ITEMS) {
    if (item.path === '/') continue;
    if ((pathname === item.path || pathname.startsWith(`${item.path}/`)) && (!best || item.path.length > best.path.length)) best = item;
  }
  return best?.label ?? PORTAL_NAME;
}
