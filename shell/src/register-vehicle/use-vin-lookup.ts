import { decodeVin } from '@portal/contracts/call-routes';
import { ApiError, call, messageOf, useApi } from '@portal/web-kit';
import { useCallback, useRef, useState } from 'react';
import { placeholderResult, type DecoderResult } from './register-rules.js';

export type LookupState =
  | { status: 'idle' }
  | { status: 'loading'; vin: string }
  | { status: 'done'; result: DecoderResult; duplicate: { vehicleid?: number } | null }
  | { status: 'error'; message: string };

/** Statuses that mean the server refused the VIN itself: the person must correct it. */
const REFUSED = new Set([400, 401, 403, 422]);

/**
 * Looks a VIN up: the decoder (with the conformance check) and the register's duplicate search
 * (vehicles_register, per_page 2) side by side. A decoder that cannot be reached gives the
 * placeholder record (document 1 §4), so registration still works while NHTSA is down.
 */
export function useVinLookup() {
  const api = useApi();
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const latest = useRef(0);

  const lookup = useCallback(
    async (vin: string) => {
      if (!vin) return;
      const attempt = ++latest.current;
      setState({ status: 'loading', vin });
      const decode = call(api, decodeVin, { params: { vin }, query: { conformanceCheck: '1' } }).then(
        (answer): DecoderResult => answer,
        (error: unknown) => {
          if (error instanceof ApiError && error.status !== undefined && REFUSED.has(error.status)) throw error;
          return placeholderResult(vin);
        },
      );
      // The register answers whether this exact VIN exists; only staff are also told which vehicle holds it.
      const duplicates = api.listResource<{ vehicleid?: number }>('vehicles_register', {
        per_page: 2,
        filters: [{ field: 'vehiclevin', op: 'eq', value: vin }],
      });
      try {
        const [result, found] = await Promise.all([decode, duplicates]);
        if (attempt !== latest.current) return;
        setState({ status: 'done', result, duplicate: found.total > 0 ? { vehicleid: found.data[0]?.vehicleid } : null });
      } catch (error) {
        if (attempt !== latest.current) return;
        setState({ status: 'error', message: lookupMessage(error) });
      }
    },
    [api],
  );

  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, lookup, reset };
}

/** A refused VIN names its reason ("vin: must be at most 17 characters"). */
function lookupMessage(error: unknown): string {
  if (error instanceof ApiError && error.errors?.vin?.length) return `VIN ${error.errors.vin.join(', ')}`;
  return messageOf(error);
}
