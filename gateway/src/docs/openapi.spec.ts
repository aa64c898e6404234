import { describe, expect, it } from '@jest/globals';
import { CALLS, RESOURCE_ROUTES } from '@portal/contracts';
import { buildOpenApi, openApiPath } from './openapi.js';

describe('buildOpenApi', () => {
  const doc = buildOpenApi() as { paths: Record<string, Record<string, { summary: string }>> };

  it('describes every routed resource and only the actions it allows', () => {
    for (const [name, route] of Object.entries(RESOURCE_ROUTES)) {
      const list = doc.paths[`/api/${name}`] ?? {};
      const item = doc.paths[`/api/${name}/{id}`] ?? {};
      expect(Boolean(list.get)).toBe(route.access.list !== 'none');
      expect(Boolean(item.put)).toBe(route.access.update !== 'none');
      // A catalog call may serve the same path (DELETE /api/vehicle_images/{id} marks an image deleted,
      // POST /api/master_invoice_batches makes a master batch of invoice batches).
      const byCall = (method: string, path: string) => CALLS.some((c) => c.method === method && c.path === path);
      expect(Boolean(list.post)).toBe(route.access.create !== 'none' || byCall('POST', `/api/${name}`));
      expect(Boolean(item.delete)).toBe(route.access.delete !== 'none' || byCall('DELETE', `/api/${name}/:id`));
    }
  });

  it('describes every call of the catalog from its entry: parameters, body and answer', () => {
    for (const call of CALLS) {
      const operation = doc.paths[openApiPath(call.path)]?.[call.method.toLowerCase()] as unknown as Record<string, unknown> | undefined;
      expect([call.name, operation?.operationId]).toEqual([call.name, call.name]);
    }
    const save = doc.paths['/api/vehicles/{id}/conformance'].put as unknown as { summary: string; requestBody: unknown };
    expect(save.summary).toMatch(/staff only/);
    expect(JSON.stringify(save.requestBody)).toMatch(/remedy_notes/);
    const decode = doc.paths['/api/nhtsa/vin/{vin}'].get as unknown as { parameters: { name: string; in: string }[] };
    expect(decode.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:vin', 'query:recall', 'query:conformanceCheck']);
  });

  it('describes the specific vehicle routes', () => {
    for (const path of [
      '/api/nhtsa/vin/{vin}',
      '/api/vehicles/{id}/images',
      '/api/vehicles/{id}/images/{imageId}',
      '/api/vehicles/{id}/history',
      '/api/vehicles/{id}/conformance',
    ]) {
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
