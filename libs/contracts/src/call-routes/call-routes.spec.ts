import * as catalog from '../catalog/index.js';
import * as routes from './index.js';

const entries = Object.entries(catalog)
  .filter(([name]) => !['CALLS', 'IDENTITY_CALLS', 'VEHICLES_CALLS', 'LOADS_CALLS', 'MASS_UPDATE_CALLS', 'IMPORTS_CALLS'].includes(name))
  .filter(([, value]) => catalog.CALLS.includes(value as catalog.CallEntry));

describe('the browser routes of the catalog', () => {
  it('offers a route for every call of the catalog, by the same export name', () => {
    expect(entries.length).toBe(catalog.CALLS.length);
    const missing = entries.map(([name]) => name).filter((name) => !(name in routes));
    expect(missing).toEqual([]);
  });

  it('gives each route the name, method and path of its entry', () => {
    for (const [name, entry] of entries) {
      const route = (routes as unknown as Record<string, catalog.CallEntry>)[name];
      expect({ name: route.name, method: route.method, path: route.path }).toEqual({ name: entry.name, method: entry.method, path: entry.path });
    }
  });

  it('fills a path with encoded values and refuses a missing one', () => {
    expect(routes.fillPath('/api/vehicles/:id/images/:imageId', { id: 5, imageId: 'a b' })).toBe('/api/vehicles/5/images/a%20b');
    expect(() => routes.fillPath('/api/users/:id', {})).toThrow(':id');
  });
});
