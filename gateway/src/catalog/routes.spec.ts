import { describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { CALLS } from '@portal/contracts';
import { AppModule } from '../app.module.js';
import { STAFF_ROUTE, PUBLIC_ROUTE } from '../auth/auth.decorators.js';

/** Routes the gateway answers itself, beside the catalog's calls and the generic resource calls. */
const GATEWAY_OWN = ['GET /api/health', 'GET /api/docs', 'GET /api/docs/openapi.json', 'GET /api/docs/assets/:file'];
/** The generic calls of document 1 §7.2 (and the CSV export of every list), whose resources `RESOURCE_ROUTES` declares. */
const GENERIC = [
  'GET /api/:resource',
  'POST /api/:resource',
  'GET /api/:resource/:id',
  'PUT /api/:resource/:id',
  'DELETE /api/:resource/:id',
  'GET /api/:resource/export.csv',
];

interface Route {
  key: string;
  staff: boolean;
  public: boolean;
}

/** Every route the gateway's controllers declare, read from Nest's own metadata: no server is started. */
function declaredRoutes(): Route[] {
  const controllers = (Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, AppModule) ?? []) as Array<new (...args: never[]) => object>;
  const routes: Route[] = [];
  for (const controller of controllers) {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler);
      const method = Reflect.getMetadata(METHOD_METADATA, handler);
      if (path === undefined || method === undefined) continue;
      const full = `/${[base, String(path)].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '');
      routes.push({
        key: `${RequestMethod[method as RequestMethod]} ${full}`,
        staff: Reflect.getMetadata(STAFF_ROUTE, handler) === true,
        public: Reflect.getMetadata(PUBLIC_ROUTE, handler) === true,
      });
    }
  }
  return routes;
}

describe('the gateway serves the catalog and nothing else', () => {
  const routes = declaredRoutes();
  const keys = routes.map((r) => r.key);

  it('declares a route for every call of the catalog, once', () => {
    for (const call of CALLS) expect(keys.filter((k) => k === `${call.method} ${call.path}`)).toHaveLength(1);
  });

  it('has no route the catalog, the generic resources or its own operations do not declare', () => {
    const declared = new Set([...CALLS.map((c) => `${c.method} ${c.path}`), ...GENERIC, ...GATEWAY_OWN]);
    expect(keys.filter((k) => !declared.has(k))).toEqual([]);
    expect([...declared].filter((k) => !keys.includes(k))).toEqual([]);
  });

  it("applies each call's access at the edge: staff-only calls are marked for the guard, public ones need no token", () => {
    for (const call of CALLS) {
      const route = routes.find((r) => r.key === `${call.method} ${call.path}`)!;
      expect([call.name, route.staff]).toEqual([call.name, call.access === 'staff']);
      expect([call.name, route.public]).toEqual([call.name, call.access === 'public']);
    }
  });
});
