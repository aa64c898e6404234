import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ERROR_CODE, SERVICE, SUBJECT, type AuthenticateAnswer, type RawQuery } from '@portal/contracts';
import { DomainError, RpcClient, type Caller } from '@portal/server-kit';
import { Public, StaffOnly } from '../auth/auth.decorators.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { SignInThrottle } from './sign-in-throttle.js';

@Controller('api')
export class IdentityController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly throttle: SignInThrottle,
  ) {}

  /** Sign-in (document 1 §7.1): username or e-mail and password; a refusal is a 401 saying "Unauthorized". */
  @Public()
  @Post('authenticate')
  @HttpCode(200)
  async authenticate(@Body() body: unknown): Promise<AuthenticateAnswer> {
    const username = typeof (body as { username?: unknown })?.username === 'string' ? (body as { username: string }).username : '';
    await this.throttle.check(username);
    try {
      const answer = await this.rpc.send<AuthenticateAnswer>(SUBJECT.authenticate, body ?? {}, SERVICE.IDENTITY);
      await this.throttle.succeeded(username);
      return answer;
    } catch (error) {
      // Only a refused password counts against the user; an outage is not their attempt.
      if (error instanceof DomainError && error.code === ERROR_CODE.UNAUTHORIZED) await this.throttle.failed(username);
      throw error;
    }
  }

  @StaffOnly()
  @Get('users')
  users(@CurrentCaller() caller: Caller, @Query() query: RawQuery) {
    return this.rpc.call(caller, SUBJECT.usersList, { query }, SERVICE.IDENTITY);
  }

  @StaffOnly()
  @Get('users/:id')
  user(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.rpc.call(caller, SUBJECT.usersRead, { id }, SERVICE.IDENTITY);
  }
}
