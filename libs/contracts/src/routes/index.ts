import type { ResourceRoute } from '../services.js';
import { ADMIN_ROUTES } from './admin.routes.js';
import { IDENTITY_ROUTES } from './identity.routes.js';
import { INVOICING_ROUTES } from './invoicing.routes.js';
import { LOADS_ROUTES } from './loads.routes.js';
import { REPORTS_ROUTES } from './reports.routes.js';
import { VEHICLES_ROUTES } from './vehicles.routes.js';

/**
 * Every resource of the generic calls (document 1 §7.2): the service that answers it and who may call
 * each action. The gateway refuses by this table before forwarding; the owning service's definition
 * takes its access from here too, so the rule is written once and enforced twice. Each service's
 * resources are listed in its own file.
 */
export const RESOURCE_ROUTES: Readonly<Record<string, ResourceRoute>> = {
  ...IDENTITY_ROUTES,
  ...VEHICLES_ROUTES,
  ...ADMIN_ROUTES,
  ...LOADS_ROUTES,
  ...REPORTS_ROUTES,
  ...INVOICING_ROUTES,
};

const names = [IDENTITY_ROUTES, VEHICLES_ROUTES, ADMIN_ROUTES, LOADS_ROUTES, REPORTS_ROUTES, INVOICING_ROUTES].flatMap((routes) => Object.keys(routes));
const twice = names.filter((name, i) => names.indexOf(name) !== i);
if (twice.length) throw new Error(`Resources routed by two services: ${twice.join(', ')}`);
