import type { DecodedVin, VinDecoder } from './vin-decoder.js';

export const VPIC_DEFAULT_BASE_URL = 'https://vpic.nhtsa.dot.gov/api/vehicles';

export interface VpicDecoderOptions {
  /** Up to `/api/vehicles`; tests point it at a local stand-in. */
  baseUrl?: string;
  /** The register dialog waits on this call: past the deadline the placeholder is better than a hang. */
  timeoutMs?: number;
}

interface VpicRow {
  ModelYear?: string;
  Make?: string;
  Model?: string;
  BodyClass?: string;
  VehicleType?: string;
  ErrorCode?: string;
  ErrorText?: string;
}

/** The public vPIC API (DecodeVinValuesExtended): authoritative, but needs the network. */
export class VpicDecoder implements VinDecoder {
  readonly name = 'vpic' as const;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: VpicDecoderOptions = {}) {
    this.baseUrl = (options.baseUrl ?? VPIC_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 8000;
  }

  async decode(vin: string): Promise<DecodedVin> {
    const url = `${this.baseUrl}/DecodeVinValuesExtended/${encodeURIComponent(vin)}?format=json`;
    const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`vPIC answered ${response.status}`);
    const body = (await response.json()) as { Results?: VpicRow[] };
    const row = body.Results?.[0];
    if (!row) throw new Error('vPIC answered without a result');
    const errorcode = firstErrorCode(row.ErrorCode);
    const year = Number.parseInt(row.ModelYear ?? '', 10);
    return {
      vin,
      modelyear: Number.isInteger(year) ? year : 'UNKNOWN',
      make: text(row.Make) || 'UNKNOWN',
      model: text(row.Model) || 'UNKNOWN',
      bodyclass: text(row.BodyClass),
      vehicletype: text(row.VehicleType),
      errorcode,
      errortext: text(row.ErrorText),
      source: 'vpic',
    };
  }
}

function text(value: string | undefined | null): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * vPIC lists every remark ("1,11"): the first non-zero one is the error the dialog reacts to;
 * a list of only zeros (or an empty one) is a clean decode.
 */
export function firstErrorCode(codes: string | undefined): number {
  const parsed = (codes ?? '')
    .split(',')
    .map((c) => Number.parseInt(c.trim(), 10))
    .filter((c) => Number.isInteger(c));
  return parsed.find((c) => c !== 0) ?? 0;
}
