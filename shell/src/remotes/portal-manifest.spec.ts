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
      mobileApps: {},
      support: {},
    });
  });

  it('takes a support e-mail and phone of the right shape, and a short auction brand', () => {
    const merged = mergeManifest(defaultManifest(), {
      support: { email: 'help@titles.example.com', phone: '<script>' },
      auctionBrand: '  Acuity Auto Auction  ',
    });
    expect(merged.support).toEqual({ email: 'help@titles.example.com' });
    expect(merged.auctionBrand).toBe('Acuity Auto Auction');
    expect(mergeManifest(defaultManifest(), { support: { phone: '+1 (317) 555-0100' } }).support).toEqual({ phone: '+1 (317) 555-0100' });
  });

  it('takes the phone app links when they are web addresses', () => {
    const merged = mergeManifest(defaultManifest(), { mobileApps: { ios: 'https://apps.example.com/dvs', android: 'javascript:alert(1)' } });
    expect(merged.mobileApps).toEqual({ ios: 'https://apps.example.com/dvs' });
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

  it('give a path to the remote with the longest matching prefix, whatever the registry order', () => {
    const admin = { name: 'mfe_admin', title: 'Admin', prefixes: ['/admin'], defaultEntry: '', access: 'staff' as const };
    const invoicing = {
      name: 'mfe_invoicing',
      title: 'Invoicing',
      prefixes: ['/invoicebatches', '/admin/titlesSent'],
      defaultEntry: '',
      access: 'signed-in' as const,
    };
    for (const remotes of [
      [admin, invoicing],
      [invoicing, admin],
    ]) {
      expect(remoteForPath('/admin/titlesSent', remotes)?.name).toBe('mfe_invoicing');
      expect(remoteForPath('/admin/titlesSent/2026-11-01', remotes)?.name).toBe('mfe_invoicing');
      expect(remoteForPath('/admin/clients', remotes)?.name).toBe('mfe_admin');
      expect(remoteForPath('/admin/titlesSentX', remotes)?.name).toBe('mfe_admin');
    }
    expect(remoteForPath('/admin/titlesSent')?.name).toBe('mfe_invoicing');
  });
});
