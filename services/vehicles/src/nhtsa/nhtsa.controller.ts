import { Controller } from '@nestjs/common';
import { decodeVin, vin10Dimensions, vin10Pattern, type CallMessage } from '@portal/contracts';
import { Handles } from '@portal/server-kit';
import { VinDecodeService } from './vin-decode.service.js';
import { Vin10Lookups } from './vin10-lookups.js';

@Controller()
export class NhtsaController {
  constructor(
    private readonly decoder: VinDecodeService,
    private readonly vin10: Vin10Lookups,
  ) {}

  /** Every signed-in user may decode; the answer names no client's data beyond "imported before". */
  @Handles(decodeVin)
  decode(message: CallMessage<typeof decodeVin>) {
    return this.decoder.decode(message.params.vin, { conformanceCheck: message.query.conformanceCheck });
  }

  /** NHTSA's public data only, nothing of the register: open to every signed-in user, as the decoder is. */
  @Handles(vin10Pattern)
  pattern(message: CallMessage<typeof vin10Pattern>) {
    return this.vin10.pattern(message.params.vin);
  }

  @Handles(vin10Dimensions)
  dimensions(message: CallMessage<typeof vin10Dimensions>) {
    return this.vin10.dimensions(message.params.year, message.params.make, message.params.model);
  }
}
