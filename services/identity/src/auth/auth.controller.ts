import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT, recordRequestSchema, tokenStateRequestSchema } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { CallerVerifier, NotFoundError, PRISMA, RESOURCE_ENGINE, ResourceEngine, ValidationError } from '@portal/server-kit';
import { readTokenState } from '../accounts/token-state.js';
import { SignInService } from './sign-in.service.js';

@Controller()
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
    private readonly caller: CallerVerifier,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
  ) {}

  /** The one public subject: it takes no token, it hands one out. */
  @MessagePattern(SUBJECT.authenticate)
  authenticate(@Payload() payload: unknown) {
    return this.signIn.authenticate(payload);
  }

  @MessagePattern(SUBJECT.signInAccount)
  account(@Payload() payload: unknown) {
    return this.signIn.accountKey(payload);
  }

  @MessagePattern(SUBJECT.refresh)
  refresh(@Payload() payload: unknown) {
    return this.signIn.refresh(payload);
  }

  @MessagePattern(SUBJECT.revoke)
  revoke(@Payload() payload: unknown) {
    return this.signIn.revoke(payload);
  }

  @MessagePattern(SUBJECT.tokenState)
  tokenState(@Payload() payload: unknown) {
    const parsed = tokenStateRequestSchema.safeParse(payload);
    if (!parsed.success) throw new ValidationError({ userid: ['must be a whole number'] });
    return readTokenState(this.prisma, parsed.data.userid);
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
