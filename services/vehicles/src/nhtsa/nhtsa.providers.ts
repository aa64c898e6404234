import type { Provider } from '@nestjs/common';
import { createVinDecoder } from './decoder-config.js';
import { VIN_DECODER } from './vin-decoder.js';
import { VinDecodeService } from './vin-decode.service.js';
import { Vin10Lookups } from './vin10-lookups.js';

/** The decoder is opened while the service starts (Nest awaits it), so no request pays for unpacking it. */
export const NHTSA_PROVIDERS: Provider[] = [
  { provide: VIN_DECODER, useFactory: () => createVinDecoder() },
  VinDecodeService,
  { provide: Vin10Lookups, useFactory: () => Vin10Lookups.open() },
];
