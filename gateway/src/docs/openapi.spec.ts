import { describe, expect, it } from '@jest/globals';
import { RESOURCE_ROUTES } from '@portal/contracts';
import { buildOpenApi } from './openapi.js';

describe('buildOpenApi', () => {
  const doc = buildOpenApi() as { paths: Record<string, Record<string, { summary: string }>> };

  it('describes every routed resource and only the actions it allows', () => {
    for (const [name, route] of Object.entries(RESOURCE_ROUTES)) {
      const list = doc.paths[`/api/${name}`] ?? {};
      const item = doc.paths[`/api/${name}/{id}`] ?? {};
      expect(Boolean(list.get)).toBe(route.access.list !== 'none');
      expect(Boolean(list.post)).toBe(route.access.create !== 'none');
      expect(Boolean(item.put)).toBe(route.access.update !== 'none');
      expect(Boolean(item.delete)).toBe(route.access.delete !== 'none');
    }
  });

  it('describes the specific vehicle routes', () => {
    for (const path of ['/api/nhtsa/vin/{vin}', '/api/vehicles/{id}/images', '/api/vehicles/{id}/images/{imageId}', '/api/vehicles/{id}/history', '/api/vehicles/{id}/conformance']) {
      expect(Object.keys(doc.paths[path] ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('offers a CSV export of every list, with its columns', () => {
    for (const [name, route] of Object.entries(RESOURCE_ROUTES)) {
      const exported = doc.paths[`/api/${name}/export.csv`] as Record<string, { parameters: { name: string }[] }> | undefined;
      expect(Boolean(exported?.get)).toBe(route.access.list !== 'none');
      if (exported) expect(exported.get.parameters.map((p) => p.name)).toEqual(['filters[]', 'with[]', 'order_by[]', 'appends[]', 'columns[]']);
    }
  });

  it('describes the session calls and the sign-in throttle', () => {
    for (const path of ['/api/authenticate', '/api/authenticate/refresh', '/api/authenticate/revoke']) expect(doc.paths[path]?.post).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/authenticate'].post)).toMatch(/Retry-After/);
  });

  it('marks staff-only actions', () => {
    expect(doc.paths['/api/web_users'].get.summary).toMatch(/staff only/);
    expect(doc.paths['/api/vehicles'].get.summary).not.toMatch(/staff only/);
  });
});
