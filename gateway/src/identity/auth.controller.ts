import { Body, Controller, Req } from '@nestjs/common';
import {
  ERROR_CODE,
  SERVICE,
  SUBJECT,
  authenticate,
  refreshSession,
  revokeSession,
  type AuthenticateAnswer,
  type SignInAccountAnswer,
} from '@portal/contracts';
import { DomainError, RpcClient } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { SignInThrottle } from './sign-in-throttle.js';

/** The sign-in calls: the gateway throttles guesses before identity checks a password. */
@Controller()
export class IdentityController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly throttle: SignInThrottle,
  ) {}

  /**
   * Sign-in (document 1 §7.1): username or e-mail and password; a refused password is a 401 saying
   * "Unauthorized", too many refused ones a 429 with Retry-After.
   */
  @CatalogRoute(authenticate)
  async authenticate(@Body() body: unknown, @Req() request: { ip: string }): Promise<AuthenticateAnswer> {
    const attempt = await this.throttle.begin(request.ip);
    try {
      const account = await this.rpc.send<SignInAccountAnswer>(SUBJECT.signInAccount, body ?? {}, SERVICE.IDENTITY);
      await attempt.forAccount(account.key);
      const answer = await this.rpc.send<AuthenticateAnswer>(authenticate.name, { body: body ?? {} }, SERVICE.IDENTITY);
      await attempt.succeeded();
      return answer;
    } catch (error) {
      // Only a refused password counts against the account; a bad request or an outage is not a guess.
      if (!(error instanceof DomainError && error.code === ERROR_CODE.UNAUTHORIZED)) await attempt.uncount();
      throw error;
    }
  }

  /** A refresh token for the next access token and refresh token; the user (role, client, active) is read again. */
  @CatalogRoute(refreshSession)
  refresh(@Body() body: unknown): Promise<AuthenticateAnswer> {
    return this.rpc.send<AuthenticateAnswer>(refreshSession.name, { body: body ?? {} }, SERVICE.IDENTITY);
  }

  /** Signing out: the session of this refresh token ends on the server. */
  @CatalogRoute(revokeSession)
  revoke(@Body() body: unknown): Promise<{ success: true }> {
    return this.rpc.send<{ success: true }>(revokeSession.name, { body: body ?? {} }, SERVICE.IDENTITY);
  }
}
