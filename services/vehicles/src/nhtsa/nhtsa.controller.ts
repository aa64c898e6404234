import { Controller } from '@nestjs/common';
import { decodeVin, type CallMessage } from '@portal/contracts';
import { Handles } from '@portal/server-kit';
import { VinDecodeService } from './vin-decode.service.js';

@Controller()
export class NhtsaController {
  constructor(private readonly decoder: VinDecodeService) {}

  /** Every signed-in user may decode; the answer names no client's data beyond "imported before". */
  @Handles(decodeVin)
  decode(message: CallMessage<typeof decodeVin>) {
    return this.decoder.decode(message.params.vin, { conformanceCheck: message.query.conformanceCheck });
  }
}
