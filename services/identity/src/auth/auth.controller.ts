import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT, principalRequestSchema } from '@portal/contracts';
import { NotFoundError, RESOURCE_ENGINE, ResourceEngine, ValidationError } from '@portal/server-kit';
import { SignInService } from './sign-in.service.js';

@Controller()
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
  ) {}

  @MessagePattern(SUBJECT.authenticate)
  authenticate(@Payload() payload: unknown) {
    return this.signIn.authenticate(payload);
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
