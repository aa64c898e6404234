import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT, vinDecodeRequestSchema } from '@portal/contracts';
import { ValidationError } from '@portal/server-kit';
import { VinDecodeService } from './vin-decode.service.js';

@Controller()
export class NhtsaController {
  constructor(private readonly decoder: VinDecodeService) {}

  /** Every signed-in user may decode; the answer names no client's data beyond "imported before". */
  @MessagePattern(SUBJECT.nhtsaDecode)
  decode(@Payload() payload: unknown) {
    const parsed = vinDecodeRequestSchema.safeParse(payload);
    if (!parsed.success) throw new ValidationError({ request: parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`) });
    return this.decoder.decode(parsed.data.vin, { conformanceCheck: parsed.data.conformanceCheck });
  }
}
