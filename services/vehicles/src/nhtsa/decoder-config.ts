import { OfflineDecoder } from './offline-decoder.js';
import type { VinDecoder } from './vin-decoder.js';
import { VpicDecoder } from './vpic-decoder.js';

/**
 * `VIN_DECODER=offline` (default: the shipped vPIC database, no network) or `vpic` (the public API,
 * `VPIC_BASE_URL`, `VPIC_TIMEOUT_MS`). An unknown value stops the service at start rather than
 * silently decoding with something else.
 */
export async function createVinDecoder(env: NodeJS.ProcessEnv = process.env): Promise<VinDecoder> {
  const kind = (env.VIN_DECODER ?? 'offline').trim().toLowerCase();
  if (kind === 'offline') return OfflineDecoder.open();
  if (kind === 'vpic') {
    const timeout = env.VPIC_TIMEOUT_MS ? Number(env.VPIC_TIMEOUT_MS) : undefined;
    if (timeout !== undefined && !(Number.isFinite(timeout) && timeout > 0))
      throw new Error(`VPIC_TIMEOUT_MS must be a positive number, got "${env.VPIC_TIMEOUT_MS}"`);
    return new VpicDecoder({ baseUrl: env.VPIC_BASE_URL || undefined, timeoutMs: timeout });
  }
  throw new Error(`VIN_DECODER must be "offline" or "vpic", got "${env.VIN_DECODER}"`);
}
