import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT, principalRequestSchema, tokenStateRequestSchema } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { NotFoundError, PRISMA, RESOURCE_ENGINE, ResourceEngine, ValidationError } from '@portal/server-kit';
import { readTokenState } from '../accounts/token-state.js';
import { SignInService } from './sign-in.service.js';

@Controller()
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
  ) {}

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
  users(@Payload() payload: unknown) {
    const request = readPrincipalRequest(payload);
    return this.engine.list(request.principal, 'web_users', request.query ?? {});
  }

  @MessagePattern(SUBJECT.usersRead)
  user(@Payload() payload: unknown) {
    const request = readPrincipalRequest(payload);
    if (!request.id) throw new NotFoundError();
    return this.engine.read(request.principal, 'web_users', request.id, request.query ?? {});
  }
}

function readPrincipalRequest(payload: unknown) {
  const parsed = principalRequestSchema.safeParse(payload);
  if (!parsed.success) throw new ValidationError({ request: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
  return parsed.data;
}
