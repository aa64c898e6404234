import { DEFAULT_API_BASE_URL } from '@portal/web-kit';
import { REMOTES, type RemoteDefinition } from './remote-table.js';

/** `/portal-manifest.json`: written per environment by the server that serves the shell. */
export interface PortalManifest {
  apiBaseUrl: string;
  /** Federation name → URL of that remote's `mf-manifest.json`. */
  remotes: Record<string, string>;
  /** Where the phone apps are downloaded (/mobileApp), when this environment has them. */
  mobileApps: MobileAppLinks;
}

export interface MobileAppLinks {
  ios?: string;
  android?: string;
}

export const MANIFEST_PATH = '/portal-manifest.json';

export function defaultManifest(remotes: ReadonlyArray<RemoteDefinition> = REMOTES): PortalManifest {
  return { apiBaseUrl: DEFAULT_API_BASE_URL, remotes: Object.fromEntries(remotes.map((r) => [r.name, r.defaultEntry])), mobileApps: {} };
}

/** The manifest merged over the defaults; the defaults alone (with a warning) when it cannot be read. */
export async function loadPortalManifest(fetchImpl: typeof fetch = fetch, remotes: ReadonlyArray<RemoteDefinition> = REMOTES): Promise<PortalManifest> {
  const fallback = defaultManifest(remotes);
  try {
    const response = await fetchImpl(MANIFEST_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${MANIFEST_PATH} answered ${response.status}`);
    return mergeManifest(fallback, await response.json());
  } catch (error) {
    console.warn(`Using built-in addresses: ${String(error)}`);
    return fallback;
  }
}

export function mergeManifest(base: PortalManifest, raw: unknown): PortalManifest {
  const given = raw && typeof raw === 'object' ? (raw as Partial<PortalManifest>) : {};
  const remotes = { ...base.remotes };
  if (given.remotes && typeof given.remotes === 'object') {
    for (const [name, url] of Object.entries(given.remotes)) if (typeof url === 'string' && url.trim()) remotes[name] = url.trim();
  }
  const apiBaseUrl = typeof given.apiBaseUrl === 'string' && given.apiBaseUrl.trim() ? given.apiBaseUrl.trim() : base.apiBaseUrl;
  return { apiBaseUrl, remotes, mobileApps: mobileAppLinks(given.mobileApps) };
}

/** Only http(s) addresses are taken: the links are followed from a page. */
function mobileAppLinks(raw: unknown): MobileAppLinks {
  const given = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const links: MobileAppLinks = {};
  for (const key of ['ios', 'android'] as const) {
    const url = given[key];
    if (typeof url === 'string' && /^https?:\/\//.test(url.trim())) links[key] = url.trim();
  }
  return links;
}

let current: MobileAppLinks = {};

/** The environment's phone app links, as the manifest gave them at start. */
export function mobileApps(): MobileAppLinks {
  return current;
}

export function setMobileApps(links: MobileAppLinks): void {
  current = links;
}
