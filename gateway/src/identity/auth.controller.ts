import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ERROR_CODE, SERVICE, SUBJECT, type AuthenticateAnswer, type RawQuery, type SignInAccountAnswer } from '@portal/contracts';
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

  /**
   * Sign-in (document 1 §7.1): username or e-mail and password; a refused password is a 401 saying
   * "Unauthorized", too many refused ones a 429 with Retry-After.
   */
  @Public()
  @Post('authenticate')
  @HttpCode(200)
  async authenticate(@Body() body: unknown, @Req() request: { ip: string }): Promise<AuthenticateAnswer> {
    const attempt = await this.throttle.begin(request.ip);
    try {
      const account = await this.rpc.send<SignInAccountAnswer>(SUBJECT.signInAccount, body ?? {}, SERVICE.IDENTITY);
      await attempt.forAccount(account.key);
      const answer = await this.rpc.send<AuthenticateAnswer>(SUBJECT.authenticate, body ?? {}, SERVICE.IDENTITY);
      await attempt.succeeded();
      return answer;
    } catch (error) {
      // Only a refused password counts against the account; a bad request or an outage is not a guess.
      if (!(error instanceof DomainError && error.code === ERROR_CODE.UNAUTHORIZED)) await attempt.uncount();
      throw error;
    }
  }

  /** A refresh token for the next access token and refresh token; the user (role, client, active) is read again. */
  @Public()
  @Post('authenticate/refresh')
  @HttpCode(200)
  refresh(@Body() body: unknown): Promise<AuthenticateAnswer> {
    return this.rpc.send<AuthenticateAnswer>(SUBJECT.refresh, body ?? {}, SERVICE.IDENTITY);
  }

  /** Signing out: the session of this refresh token ends on the server. */
  @Public()
  @Post('authenticate/revoke')
  @HttpCode(200)
  revoke(@Body() body: unknown): Promise<{ success: true }> {
    return this.rpc.send<{ success: true }>(SUBJECT.revoke, body ?? {}, SERVICE.IDENTITY);
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
