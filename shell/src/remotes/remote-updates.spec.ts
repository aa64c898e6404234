import { describe, expect, it, jest } from '@jest/globals';
import { buildFingerprint, deployedBuild, loadedBuildsPlugin, updateCheck } from './remote-updates.js';

function manifest(version: string, expose: string, shared: string[] = ['275.385ff80e8d.js']) {
  return {
    metaData: { buildInfo: { buildVersion: version } },
    exposes: [{ assets: { js: { sync: [expose], async: [] } } }],
    shared: shared.map((file) => ({ assets: { js: { sync: [file], async: [] } } })),
  };
}

function answering(body: unknown, ok = true) {
  return jest.fn(async () => ({ ok, json: async () => body })) as unknown as typeof fetch;
}

describe('a build fingerprint', () => {
  it('changes when any script of the remote changes, and not when only their order does', () => {
    const v1 = buildFingerprint(manifest('0.1.0', '__federation_expose_app.0d36ba4c2e.js', ['a.1111111111.js', 'b.2222222222.js']));
    expect(buildFingerprint(manifest('0.1.0', '__federation_expose_app.0d36ba4c2e.js', ['b.2222222222.js', 'a.1111111111.js']))).toBe(v1);
    expect(buildFingerprint(manifest('0.1.0', '__federation_expose_app.9f00000000.js', ['a.1111111111.js', 'b.2222222222.js']))).not.toBe(v1);
    expect(buildFingerprint(manifest('0.2.0', '__federation_expose_app.0d36ba4c2e.js', ['a.1111111111.js', 'b.2222222222.js']))).not.toBe(v1);
  });

  it('is unknown for anything that is not a remote manifest', () => {
    expect(buildFingerprint(undefined)).toBeUndefined();
    expect(buildFingerprint({ name: 'x' })).toBeUndefined();
  });
});

describe('the check after a remote is left', () => {
  const v1 = manifest('0.1.0', 'expose.1111111111.js');
  const v2 = manifest('0.1.0', 'expose.2222222222.js');

  function setUp(deployed: unknown, { idle = true, ok = true } = {}) {
    const loaded = new Map<string, string>();
    const plugin = loadedBuildsPlugin(loaded) as { loadRemoteSnapshot(args: object): unknown };
    plugin.loadRemoteSnapshot({ moduleInfo: { name: 'mfe_vehicles' }, manifestJson: v1 });
    const reload = jest.fn(async (_name: string) => undefined);
    const fetchImpl = answering(deployed, ok);
    const check = updateCheck({ loaded, entryOf: (name) => `http://cdn/${name}/mf-manifest.json`, idle: () => idle, reload, fetchImpl });
    return { check, reload, fetchImpl };
  }

  it('unloads the remote when another build is at its address, so the next visit loads it', async () => {
    const { check, reload, fetchImpl } = setUp(v2);
    await expect(check('mfe_vehicles')).resolves.toBe(true);
    expect(reload).toHaveBeenCalledWith('mfe_vehicles');
    expect(fetchImpl).toHaveBeenCalledWith('http://cdn/mfe_vehicles/mf-manifest.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('keeps the loaded build when the same one is deployed, when the manifest cannot be read, or when the remote is on the page again', async () => {
    for (const [deployed, options] of [
      [v1, {}],
      [{ error: 'gone' }, { ok: false }],
      [v2, { idle: false }],
    ] as const) {
      const { check, reload } = setUp(deployed, options);
      await expect(check('mfe_vehicles')).resolves.toBe(false);
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it('leaves alone a remote whose build it never saw load (one that failed: Retry handles it)', async () => {
    const { check, reload } = setUp(v2);
    await expect(check('mfe_admin')).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reads nothing when the address cannot be reached', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(deployedBuild('http://cdn/x/mf-manifest.json', failing)).resolves.toBeUndefined();
  });
});
