import { DEFAULT_API_BASE_URL } from '@portal/web-kit';
import { REMOTES, type RemoteDefinition } from './remote-table.js';

/** `/portal-manifest.json`: written per environment by the server that serves the shell. */
export interface PortalManifest {
  apiBaseUrl: string;
  /** Federation name → URL of that remote's `mf-manifest.json`. */
  remotes: Record<string, string>;
  /** Where the phone apps are downloaded (/mobileApp), when this environment has them. */
  mobileApps: MobileAppLinks;
  /** How to reach support (home and help pages), when this environment says. */
  support: SupportContact;
  /** The auction brand this environment serves its home page under (the auction-brand variant), if any. */
  auctionBrand?: string;
}

export interface SupportContact {
  email?: string;
  phone?: string;
}

export interface MobileAppLinks {
  ios?: string;
  android?: string;
}

export const MANIFEST_PATH = '/portal-manifest.json';

export function defaultManifest(remotes: ReadonlyArray<RemoteDefinition> = REMOTES): PortalManifest {
  return { apiBaseUrl: DEFAULT_API_BASE_URL, remotes: Object.fromEntries(remotes.map((r) => [r.name, r.defaultEntry])), mobileApps: {}, support: {} };
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
  const brand = typeof given.auctionBrand === 'string' ? given.auctionBrand.trim().slice(0, 60) : '';
  return {
    apiBaseUrl,
    remotes,
    mobileApps: mobileAppLinks(given.mobileApps),
    support: supportContactOf(given.support),
    ...(brand ? { auctionBrand: brand } : {}),
  };
}

/** An e-mail address and a phone number as shown on a page: plain, short, and the shape of one. */
function supportContactOf(raw: unknown): SupportContact {
  const given = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const contact: SupportContact = {};
  if (typeof given.email === 'string' && /^[^\s@<>]{1,64}@[^\s@<>]{1,190}$/.test(given.email.trim())) contact.email = given.email.trim();
  if (typeof given.phone === 'string' && /^[+0-9 ().-]{7,25}$/.test(given.phone.trim())) contact.phone = given.phone.trim();
  return contact;
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

/** What this environment's pages show of it: its phone app links, its support contact, its auction brand. */
export type SiteSettings = Pick<PortalManifest, 'mobileApps' | 'support' | 'auctionBrand'>;

let current: SiteSettings = { mobileApps: {}, support: {} };

/** The environment's phone app links, as the manifest gave them at start. */
export function mobileApps(): MobileAppLinks {
  return current.mobileApps;
}

/** How to reach support in this environment (nothing when it does not say). */
export function supportContact(): SupportContact {
  return current.support;
}

/** The auction brand of this environment's home page, if any. */
export function auctionBrand(): string | undefined {
  return current.auctionBrand;
}

export function setSiteSettings(settings: SiteSettings): void {
  current = { mobileApps: settings.mobileApps, support: settings.support, auctionBrand: settings.auctionBrand };
}
