import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECT,
  authenticate,
  listUsers,
  readUser,
  refreshSession,
  revokeSession,
  tokenStateRequestSchema,
  type CallMessage,
  type Principal,
} from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA, RESOURCE_ENGINE, ResourceEngine, ValidationError } from '@portal/server-kit';
import { readTokenState } from '../accounts/token-state.js';
import { SignInService } from './sign-in.service.js';

@Controller()
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
  ) {}

  /** The one public subject: it takes no token, it hands one out. */
  @Handles(authenticate)
  authenticate(message: CallMessage<typeof authenticate>) {
    return this.signIn.authenticate(message.body);
  }

  @MessagePattern(SUBJECT.signInAccount)
  account(@Payload() payload: unknown) {
    return this.signIn.accountKey(payload);
  }

  @Handles(refreshSession)
  refresh(message: CallMessage<typeof refreshSession>) {
    return this.signIn.refresh(message.body);
  }

  @Handles(revokeSession)
  revoke(message: CallMessage<typeof revokeSession>) {
    return this.signIn.revoke(message.body);
  }

  @MessagePattern(SUBJECT.tokenState)
  tokenState(@Payload() payload: unknown) {
    const parsed = tokenStateRequestSchema.safeParse(payload);
    if (!parsed.success) throw new ValidationError({ userid: ['must be a whole number'] });
    return readTokenState(this.prisma, parsed.data.userid);
  }

  /** `/api/users` reads the same rows and rules as the web_users resource. */
  @Handles(listUsers)
  users(message: CallMessage<typeof listUsers>, principal: Principal) {
    return this.engine.list(principal, 'web_users', message.query);
  }

  @Handles(readUser)
  user(message: CallMessage<typeof readUser>, principal: Principal) {
    return this.engine.read(principal, 'web_users', message.params.id, message.query ?? {});
  }
}
