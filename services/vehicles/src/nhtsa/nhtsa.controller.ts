import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT, vinDecodeRequestSchema } from '@portal/contracts';
import { CallerVerifier } from '@portal/server-kit';
import { VinDecodeService } from './vin-decode.service.js';

@Controller()
export class NhtsaController {
  constructor(
    private readonly decoder: VinDecodeService,
    private readonly caller: CallerVerifier,
  ) {}

  /** Every signed-in user may decode; the answer names no client's data beyond "imported before". */
  @MessagePattern(SUBJECT.nhtsaDecode)
  async decode(@Payload() payload: unknown) {
    const { message } = await this.caller.read(payload, vinDecodeRequestSchema);
    return this.decoder.decode(message.vin, { conformanceCheck: message.conformanceCheck });
  }
}
