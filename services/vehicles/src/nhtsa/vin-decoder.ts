import type { VinDecodeResult } from '@portal/contracts';

/** What a decoder adapter answers: the decoder result without the business checks (TPMS, conformance). */
export type DecodedVin = Pick<VinDecodeResult, 'vin' | 'modelyear' | 'make' | 'model' | 'bodyclass' | 'vehicletype' | 'errorcode' | 'errortext' | 'source'>;

/** The port to NHTSA's vPIC decoder. An adapter throws when it cannot answer; the caller falls back. */
export interface VinDecoder {
  readonly name: 'offline' | 'vpic';
  decode(vin: string): Promise<DecodedVin>;
  close?(): Promise<void>;
}

export const VIN_DECODER = Symbol('VIN_DECODER');

/** vPIC's own error codes, so both adapters speak the same language to the register dialog. */
export const VPIC_ERROR = {
  NONE: { code: 0, text: '0 - VIN decoded clean. Check Digit (9th position) is correct' },
  CHECK_DIGIT: { code: 1, text: '1 - Check Digit (9th position) does not calculate properly' },
  INCOMPLETE: { code: 6, text: '6 - Incomplete VIN' },
  MANUFACTURER_UNKNOWN: { code: 7, text: '7 - Manufacturer is not registered with NHTSA for sale or importation in the U.S. for use on U.S roads' },
  NO_DETAIL: { code: 8, text: '8 - No detailed data available currently' },
  MODEL_YEAR: { code: 11, text: '11 - Incorrect Model Year, decoded data may not be accurate' },
  INVALID_CHARACTERS: { code: 400, text: '400 - Invalid Characters Present' },
} as const;

/** The record used when the decoder fails (document 1 §4). */
export function decoderFailure(vin: string): DecodedVin {
  return {
    vin,
    modelyear: 'UNKNOWN',
    make: 'UNKNOWN',
    model: 'UNKNOWN',
    bodyclass: '',
    vehicletype: '',
    errorcode: -1,
    errortext: 'NHTSA might be down',
    source: 'placeholder',
  };
}
