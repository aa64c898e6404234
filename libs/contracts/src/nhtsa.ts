import { z } from 'zod';

/** Longest VIN the decoder accepts (49 CFR 565: 17 characters). */
export const VIN_MAX_LENGTH = 17;

/** A vehicle that might lack a compliant tyre-pressure monitor (FMVSS No. 138). */
export interface TpmsWarning {
  make: string;
  model: string;
  /** The model years concerned, e.g. "2004-2007". */
  years: string;
}

/** The answer of GET /api/nhtsa/vin/{vin} (document 1 §3 "Decoder result"). */
export interface VinDecodeResult {
  vin: string;
  /** The model year, or "UNKNOWN" when it could not be decoded. */
  modelyear: number | 'UNKNOWN';
  make: string;
  model: string;
  bodyclass: string;
  vehicletype: string;
  /** 0: decoded without remark; any other value: the decoder reported an error (-1: the decoder failed). */
  errorcode: number;
  errortext: string;
  /** Where the answer came from: the shipped vPIC database, the live vPIC service, or the failure placeholder. */
  source: 'offline' | 'vpic' | 'placeholder';
  tpms: TpmsWarning[];
  /** Present only when the call asked for it (`conformanceCheck=1`). */
  conformanceCheck?: { requiresConformancePlus: boolean };
}

/** The message the gateway sends on `vehicles.nhtsa.decode` (plus the caller's token). */
export const vinDecodeRequestSchema = z.object({
  vin: z.string(),
  recall: z.boolean().optional(),
  conformanceCheck: z.boolean().optional(),
});
export type VinDecodeRequest = z.infer<typeof vinDecodeRequestSchema>;
