import { Controller, Inject } from '@nestjs/common';
import { readPdfFormMapping as mappingCall, type CallMessage } from '@portal/contracts';
import { Handles, PRISMA } from '@portal/server-kit';
import { readPdfFormMapping } from './pdf-form-mapping.js';

@Controller()
export class PdfFormMappingController {
  constructor(@Inject(PRISMA) private readonly prisma: unknown) {}

  @Handles(mappingCall)
  read(message: CallMessage<typeof mappingCall>) {
    return readPdfFormMapping(this.prisma, message.params.id);
  }
}
