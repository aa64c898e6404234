import { Inject, Injectable, Logger } from '@nestjs/common';
import { refreshRequestSchema, type AuthenticateAnswer, type SignInAccountAnswer } from '@portal/contracts';
import { hashPassword, needsRehash, verifyPassword, type PrismaClient } from '@portal/db';
import { PRISMA, SESSION_ENDED, UnauthorizedError, ValidationError } from '@portal/server-kit';
import { findAccountId } from '../accounts/find-account.js';
import { loadSessionUser } from '../accounts/session-user.js';
import { readCredentials } from './credentials.js';
import { SessionIssuer } from './session-issuer.js';

const REFUSED = 'Unauthorized: invalid username or password';
const DISABLED = 'Unauthorized: this account is disabled';

let decoyHash: Promise<string> | undefined;

/**
 * A hash to verify against when the user does not exist, so both refusals take the same time. Made
 * like every stored hash, with the same cost, or the timing would still tell them apart.
 */
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash;
}

@Injectable()
export class SignInService {
  private readonly logger = new Logger(SignInService.name);

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly sessions: SessionIssuer,
  ) {}

  async authenticate(payload: unknown): Promise<AuthenticateAnswer> {
    const { login, password } = readCredentials(payload);
    const userid = await findAccountId(this.prisma, login);
    const user = userid === null ? null : await loadSessionUser(this.prisma, userid);
    const hash = user?.password ?? (await decoyPasswordHash());
    const matches = await verifyPassword(hash, password);
    if (!user || !matches) throw new UnauthorizedError(REFUSED);
    if (user.active !== 0) throw new UnauthorizedError(DISABLED);
    if (needsRehash(hash)) await this.upgradeHash(user.userid, hash, password);
    return this.sessions.issue(user);
  }

  /**
   * A hash made with older parameters is made again with today's, from the password just proven right:
   * the only moment the portal holds it. Only while the stored hash is still that one, so a password
   * changed meanwhile is kept; a failure is logged, never a refused sign-in.
   */
  private async upgradeHash(userid: number, hash: string, password: string): Promise<void> {
    try {
      await this.prisma.webUser.updateMany({ where: { userid, password: hash }, data: { password: await hashPassword(password) } });
    } catch (error) {
      this.logger.warn(`The password hash of user ${userid} was not upgraded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * The key sign-in attempts are counted under: the account, however it is spelled (username in any
   * case, or e-mail address), else the login itself, so guessing at unknown names is limited too.
   */
  async accountKey(payload: unknown): Promise<SignInAccountAnswer> {
    const { login } = readCredentials(payload);
    const userid = await findAccountId(this.prisma, login);
    return { key: userid === null ? `login:${login.toLowerCase()}` : `user:${userid}` };
  }

  /** The next access and refresh token of a session, with the user read again (role, client, group, active). */
  async refresh(payload: unknown): Promise<AuthenticateAnswer> {
    const { refresh_token } = readRefreshRequest(payload);
    const { userid, family } = await this.sessions.refreshTokens.use(refresh_token);
    const user = await loadSessionUser(this.prisma, userid);
    if (!user || user.active !== 0) {
      await this.sessions.refreshTokens.endFamily(family);
      throw new UnauthorizedError(user ? DISABLED : SESSION_ENDED);
    }
    return this.sessions.issue(user, family);
  }

  /** Signing out ends the session on the server too; an unknown token is already ended. */
  async revoke(payload: unknown): Promise<{ success: true }> {
    await this.sessions.refreshTokens.revoke(readRefreshRequest(payload).refresh_token);
    return { success: true };
  }
}

function readRefreshRequest(payload: unknown) {
  const parsed = refreshRequestSchema.safeParse(payload);
  if (!parsed.success) throw new ValidationError({ refresh_token: parsed.error.issues.map((i) => i.message) });
  return parsed.data;
}
