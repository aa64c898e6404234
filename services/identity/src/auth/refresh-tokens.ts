import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PrismaClient } from '@portal/db';
import { SESSION_ENDED, UnauthorizedError } from '@portal/server-kit';

export interface IssuedRefreshToken {
  token: string;
  family: string;
}

function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Refresh tokens: random, kept only as a sha256, good for one use. Each use issues the next token of the
 * same family (one sign-in); a used token presented again means it was copied, so the whole family ends.
 * A token expires `ttlSeconds` after it was issued, so a session ends after that long unused.
 */
export class RefreshTokenStore {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly ttlSeconds: number,
  ) {}

  async issue(userid: number, family: string = randomUUID()): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    // Spent and expired tokens of this user are no longer needed, even to spot a copy.
    await this.prisma.refreshToken.deleteMany({ where: { userid, expires_at: { lt: new Date(now) } } });
    await this.prisma.refreshToken.create({ data: { userid, family, token_hash: hashOf(token), expires_at: new Date(now + this.ttlSeconds * 1000) } });
    return { token, family };
  }

  /** Uses a token up and answers whose session it belongs to; refuses an unknown, expired or used one. */
  async use(token: string): Promise<{ userid: number; family: string }> {
    const row = await this.prisma.refreshToken.findUnique({ where: { token_hash: hashOf(token) } });
    if (!row) throw new UnauthorizedError(SESSION_ENDED);
    const now = new Date();
    // The claim is one conditional UPDATE: of two requests racing with the same token, one wins.
    const claimed = await this.prisma.refreshToken.updateMany({ where: { id: row.id, used_at: null, expires_at: { gt: now } }, data: { used_at: now } });
    if (claimed.count !== 1) {
      if (row.expires_at > now) await this.endFamily(row.family);
      throw new UnauthorizedError(SESSION_ENDED);
    }
    return { userid: row.userid, family: row.family };
  }

  /** Signing out: the session a token belongs to ends, whichever of its tokens is presented. */
  async revoke(token: string): Promise<void> {
    const row = await this.prisma.refreshToken.findUnique({ where: { token_hash: hashOf(token) } });
    if (row) await this.endFamily(row.family);
  }

  async endFamily(family: string): Promise<void> {
    await this.prisma.refreshToken.deleteMany({ where: { family } });
  }
}
