import { Controller } from '@nestjs/common';
import { checkEmailAvailable, forgotPassword, register, resetTokenData, resetTokenUpdate, sendPasswordReset, type CallMessage } from '@portal/contracts';
import { Handles } from '@portal/server-kit';
import { PasswordResetService } from '../password-reset/password-reset.service.js';
import { RegistrationService } from './registration.service.js';

/** The public account calls (registration, e-mail check, password reset) and the staff reset e-mail. */
@Controller()
export class AccountsController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly resets: PasswordResetService,
  ) {}

  @Handles(register)
  register(message: CallMessage<typeof register>) {
    return this.registration.register(message.body);
  }

  @Handles(checkEmailAvailable)
  checkEmail(message: CallMessage<typeof checkEmailAvailable>) {
    return this.registration.emailAvailable(message.body.email);
  }

  @Handles(forgotPassword)
  forgot(message: CallMessage<typeof forgotPassword>) {
    return this.resets.forgot(message.body.email);
  }

  @Handles(sendPasswordReset)
  sendReset(message: CallMessage<typeof sendPasswordReset>) {
    return this.resets.sendByStaff(Number(message.params.id), message.body?.email);
  }

  @Handles(resetTokenData)
  tokenData(message: CallMessage<typeof resetTokenData>) {
    return this.resets.tokenData(message.params.token);
  }

  @Handles(resetTokenUpdate)
  tokenUpdate(message: CallMessage<typeof resetTokenUpdate>) {
    return this.resets.update(message.params.token, message.body.password);
  }
}
