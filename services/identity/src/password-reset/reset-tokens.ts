import { RESET_TOKEN_TTL_MINUTES } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { createHash, randomBytes } from 'node:crypto';

/** Only the sha256 of a reset token is stored: a copy of the table opens no account. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Reset tokens: 32 random bytes sent in the e-mailed link, stored hashed, usable once, for
 * `RESET_TOKEN_TTL_MINUTES`. A new request leaves older links working until they expire (mail can
 * arrive out of order); a successful reset uses up every link of that user.
 */
export class ResetTokenStore {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly ttlMinutes = RESET_TOKEN_TTL_MINUTES,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async issue(userid: number, email: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const created = this.now();
    await this.prisma.passwordResetToken.create({
      data: { userid, email, token: hashResetToken(token), created_at: created, expires_at: new Date(created.getTime() + this.ttlMinutes * 60_000) },
    });
    return token;
  }

  /** The user a token may reset, or null when it is unknown, used or expired. */
  async usable(token: string): Promise<number | null> {
    const row = await this.prisma.passwordResetToken.findUnique({
      where: { token: hashResetToken(token) },
      select: { userid: true, used_at: true, expires_at: true },
    });
    return row && !row.used_at && row.expires_at > this.now() ? row.userid : null;
  }

  /**
   * Uses a token up and sets the password in one transaction; answers false when the token cannot be
   * used. The conditional update makes two requests with one token race safely: one wins.
   */
  async redeem(token: string, passwordHash: string): Promise<number | null> {
    const now = this.now();
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.passwordResetToken.findUnique({ where: { token: hashResetToken(token) }, select: { id: true, userid: true } });
      if (!row) return null;
      const used = await tx.passwordResetToken.updateMany({ where: { id: row.id, used_at: null, expires_at: { gt: now } }, data: { used_at: now } });
      if (used.count !== 1) return null;
      await tx.webUser.update({ where: { userid: row.userid }, data: { password: passwordHash } });
      await tx.passwordResetToken.updateMany({ where: { userid: row.userid, used_at: null }, data: { used_at: now } });
      return row.userid;
    });
  }
}
