import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT, recordRequestSchema } from '@portal/contracts';
import { CallerVerifier, NotFoundError, RESOURCE_ENGINE, ResourceEngine } from '@portal/server-kit';
import { SignInService } from './sign-in.service.js';

@Controller()
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
    private readonly caller: CallerVerifier,
  ) {}

  /** The one public subject: it takes no token, it hands one out. */
  @MessagePattern(SUBJECT.authenticate)
  authenticate(@Payload() payload: unknown) {
    return this.signIn.authenticate(payload);
  }

  /** `/api/users` reads the same rows and rules as the web_users resource. */
  @MessagePattern(SUBJECT.usersList)
  async users(@Payload() payload: unknown) {
    const { principal, message } = await this.caller.read(payload, recordRequestSchema);
    return this.engine.list(principal, 'web_users', message.query ?? {});
  }

  @MessagePattern(SUBJECT.usersRead)
  async user(@Payload() payload: unknown) {
    const { principal, message } = await this.caller.read(payload, recordRequestSchema);
    if (!message.id) throw new NotFoundError();
    return this.engine.read(principal, 'web_users', message.id, message.query ?? {});
  }
}
