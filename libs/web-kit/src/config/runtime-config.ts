/** What the shell reads from `/portal-manifest.json` before anything else starts. */
export interface RuntimeConfig {
  apiBaseUrl: string;
}

export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:3000';

// Kept on the window, not in a module variable: the shell and every remote bundle their own copy
// of this library, and they must all talk to the same API.
const GLOBAL_KEY = '__portalRuntimeConfig__';

type ConfigHolder = { [GLOBAL_KEY]?: RuntimeConfig };

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  const next: RuntimeConfig = { ...getRuntimeConfig(), ...withoutEmpty(config) };
  (globalThis as ConfigHolder)[GLOBAL_KEY] = next;
  return next;
}

export function getRuntimeConfig(): RuntimeConfig {
  return (globalThis as ConfigHolder)[GLOBAL_KEY] ?? { apiBaseUrl: DEFAULT_API_BASE_URL };
}

function withoutEmpty(config: Partial<RuntimeConfig>): Partial<RuntimeConfig> {
  const out: Partial<RuntimeConfig> = {};
  if (typeof config.apiBaseUrl === 'string' && config.apiBaseUrl.trim() !== '') out.apiBaseUrl = config.apiBaseUrl.trim().replace(/\/+$/, '');
  return out;
}
