import { describe, expect, it, jest } from '@jest/globals';
import { defaultManifest, loadPortalManifest, mergeManifest } from './portal-manifest.js';
import { pathHasPrefix, remoteForPath } from './remote-table.js';

describe('runtime manifest', () => {
  it('lets the manifest move the API and any remote', () => {
    const merged = mergeManifest(defaultManifest(), {
      apiBaseUrl: 'https://api.example.com',
      remotes: { mfe_vehicles: 'https://cdn.example.com/vehicles/mf-manifest.json' },
    });
    expect(merged).toEqual({
      apiBaseUrl: 'https://api.example.com',
      remotes: { ...defaultManifest().remotes, mfe_vehicles: 'https://cdn.example.com/vehicles/mf-manifest.json' },
    });
  });

  it('keeps the defaults for what it does not say', () => {
    expect(mergeManifest(defaultManifest(), { remotes: { mfe_vehicles: '' } })).toEqual(defaultManifest());
    expect(defaultManifest().apiBaseUrl).toBe('http://127.0.0.1:3000');
  });

  it('falls back to the defaults when it cannot be fetched', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(loadPortalManifest(failing)).resolves.toEqual(defaultManifest());
    warn.mockRestore();
  });
});

describe('remote prefixes', () => {
  it('match whole path segments', () => {
    expect(pathHasPrefix('/vehicles', '/vehicles')).toBe(true);
    expect(pathHasPrefix('/vehicles/12', '/vehicles')).toBe(true);
    expect(pathHasPrefix('/vehiclesX', '/vehicles')).toBe(false);
    expect(remoteForPath('/vehicles/12')?.name).toBe('mfe_vehicles');
    expect(remoteForPath('/vehicle_notes/incomplete')?.name).toBe('mfe_vehicles');
  });
});
