import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface ManifestAssets {
  assets?: { js?: { sync?: string[]; async?: string[] } };
}

interface RemoteManifest {
  metaData?: { buildInfo?: { buildVersion?: string } };
  exposes?: ManifestAssets[];
  shared?: ManifestAssets[];
}

/**
 * What tells one build of a remote from another: its version and the names of its scripts, which
 * carry a hash of their content. A rebuild with any change in code has other names.
 */
export function buildFingerprint(manifest: unknown): string | undefined {
  if (!manifest || typeof manifest !== 'object') return undefined;
  const { metaData, exposes = [], shared = [] } = manifest as RemoteManifest;
  const scripts = [...exposes, ...shared].flatMap(({ assets }) => [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? [])]);
  if (scripts.length === 0) return undefined;
  return [metaData?.buildInfo?.buildVersion ?? '', ...[...new Set(scripts)].sort()].join('\n');
}

/** Keeps, per remote, the build Module Federation loaded (from the manifest it read). */
export function loadedBuildsPlugin(loaded: Map<string, string>): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-loaded-builds',
    loadRemoteSnapshot(args) {
      const fingerprint = buildFingerprint(args.manifestJson);
      if (fingerprint) loaded.set(args.moduleInfo.name, fingerprint);
      return args;
    },
  };
}

/** The build deployed at a manifest address now; undefined when it cannot be read (nothing changes then). */
export async function deployedBuild(entry: string, fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetchImpl(entry, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    return response.ok ? buildFingerprint(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

export interface UpdateCheckOptions {
  loaded: ReadonlyMap<string, string>;
  entryOf(name: string): string;
  /** True while the remote is loaded and not on the page: only then can it be swapped unnoticed. */
  idle(name: string): boolean;
  reload(name: string): Promise<void>;
  fetchImpl?: typeof fetch;
}

/**
 * A remote deployed again while someone has the shell open: the shell keeps the build it loaded
 * while its pages are shown, and checks when the person leaves them. When another build is at the
 * remote's address by then, it is unloaded, so the next visit to its area loads the new one. The
 * answer says whether it was.
 */
export function updateCheck({ loaded, entryOf, idle, reload, fetchImpl }: UpdateCheckOptions): (name: string) => Promise<boolean> {
  return async (name) => {
    const current = loaded.get(name);
    if (!current) return false;
    const deployed = await deployedBuild(entryOf(name), fetchImpl);
    if (!deployed || deployed === current || !idle(name)) return false;
    await reload(name);
    return true;
  };
}
