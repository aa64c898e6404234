import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { VIN_MAX_LENGTH, type VinDecodeResult } from '@portal/contracts';
import { isValidVin, type PrismaClient } from '@portal/db';
import { PRISMA, ValidationError } from '@portal/server-kit';
import { requiresConformancePlus } from './conformance-check.js';
import { tpmsWarnings } from './tpms-table.js';
import { VIN_DECODER, VPIC_ERROR, decoderFailure, type DecodedVin, type VinDecoder } from './vin-decoder.js';

export interface DecodeOptions {
  conformanceCheck?: boolean;
}

/** Letters and digits only: anything else cannot be part of a VIN and is refused before decoding. */
export function normalizeDecodeVin(raw: string): string {
  const vin = raw.replace(/\s+/g, '').toUpperCase();
  if (vin.length === 0) throw ValidationError.field('vin', 'is required');
  if (vin.length > VIN_MAX_LENGTH) throw ValidationError.field('vin', `must be at most ${VIN_MAX_LENGTH} characters`);
  if (!/^[A-Z0-9]+$/.test(vin)) throw ValidationError.field('vin', 'may contain only letters and digits');
  return vin;
}

/** GET /api/nhtsa/vin/{vin}: the decoder's answer plus the TPMS and conformance checks of this business. */
@Injectable()
export class VinDecodeService implements OnApplicationShutdown {
  private readonly logger = new Logger(VinDecodeService.name);

  constructor(
    @Inject(VIN_DECODER) private readonly decoder: VinDecoder,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
  ) {}

  async decode(rawVin: string, options: DecodeOptions = {}): Promise<VinDecodeResult> {
    const vin = normalizeDecodeVin(rawVin);
    const decoded = withCheckDigitRule(await this.decodeOrPlaceholder(vin));
    const result: VinDecodeResult = { ...decoded, tpms: tpmsWarnings(decoded.make, decoded.model, decoded.modelyear) };
    if (options.conformanceCheck) {
      result.conformanceCheck = { requiresConformancePlus: await requiresConformancePlus(this.prisma, decoded.modelyear, decoded.make, decoded.model) };
    }
    return result;
  }

  /** A decoder outage must not stop registration: the placeholder of document 1 §4 stands in. */
  private async decodeOrPlaceholder(vin: string): Promise<DecodedVin> {
    try {
      return await this.decoder.decode(vin);
    } catch (error) {
      this.logger.warn(`VIN decoder (${this.decoder.name}) failed for ${vin}: ${(error as Error).message}`);
      return decoderFailure(vin);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.decoder.close?.();
  }
}

/**
 * A VIN whose check digit (49 CFR 565.15) does not calculate is never "decoded clean", whatever the
 * adapter said, so the dialog offers "Register Invalid VIN". The placeholder keeps its -1.
 */
export function withCheckDigitRule(decoded: DecodedVin): DecodedVin {
  if (decoded.errorcode !== 0 || isValidVin(decoded.vin)) return decoded;
  return { ...decoded, errorcode: VPIC_ERROR.CHECK_DIGIT.code, errortext: VPIC_ERROR.CHECK_DIGIT.text };
}
