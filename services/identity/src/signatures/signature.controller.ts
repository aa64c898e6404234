import { Controller } from '@nestjs/common';
import { mySignature, setSignature, type CallMessage, type Principal } from '@portal/contracts';
import { dataUrlImage, Handles, ValidationError } from '@portal/server-kit';
import { SignatureService } from './signature.service.js';

@Controller()
export class SignatureController {
  constructor(private readonly signatures: SignatureService) {}

  @Handles(setSignature)
  save(message: CallMessage<typeof setSignature>, principal: Principal) {
    const image = dataUrlImage(message.body.photo);
    if (!image) throw new ValidationError({ photo: ['must be a PNG or JPEG image as a data URL'] });
    return this.signatures.save(principal, image);
  }

  @Handles(mySignature)
  read(message: CallMessage<typeof mySignature>, principal: Principal) {
    return this.signatures.read(principal, Number(message.params.userId));
  }
}
