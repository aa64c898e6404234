import { Inject, Injectable, Logger } from '@nestjs/common';
import { ACCOUNT_TEXT } from '@portal/contracts';
import { hashPassword, type PrismaClient } from '@portal/db';
import { MAIL_OUTBOX, MailOutbox, NotFoundError, PRISMA, ValidationError } from '@portal/server-kit';
import { findAccountId } from '../accounts/find-account.js';
import { readTokenState, tokenStateChanges } from '../accounts/token-state.js';
import { resetMail } from './reset-mail.js';
import { ResetTokenStore } from './reset-tokens.js';

export const RESET_TOKENS = Symbol('RESET_TOKENS');

/**
 * Password reset by e-mailed link (document 1 §7.1, document 3 §2.6). The forgot-password answer is the
 * same text, at the same speed, whether or not the account exists: the lookup, the token and the
 * message happen after the answer, so neither the words nor the timing tell who has an account.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('password-reset');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @Inject(RESET_TOKENS) private readonly tokens: ResetTokenStore,
  ) {}

  forgot(login: string): { error: false; message: typeof ACCOUNT_TEXT.forgotPasswordSent } {
    this.mailLinkTo(login).catch((error: Error) => this.logger.error(`a reset link could not be queued: ${error.message}`));
    return { error: false, message: ACCOUNT_TEXT.forgotPasswordSent };
  }

  /** Sends a link when the login names one active account with an e-mail address; otherwise nothing. Answers whether it sent. */
  async mailLinkTo(login: string): Promise<boolean> {
    const userid = await findAccountId(this.prisma, login.trim().normalize('NFC'));
    if (userid === null) return false;
    const user = await this.prisma.webUser.findUnique({ where: { userid }, select: { userid: true, username: true, useremail: true, active: true } });
    if (!user?.useremail || user.active !== 0) return false;
    await this.send(user.userid, user.username, user.useremail);
    return true;
  }

  /** Staff send a user the link (the users admin), to the address given or the user's own. */
  async sendByStaff(userid: number, email: string | undefined): Promise<{ success: true; message: string }> {
    const user = await this.prisma.webUser.findUnique({ where: { userid }, select: { userid: true, username: true, useremail: true } });
    if (!user) throw new NotFoundError();
    const to = email ?? user.useremail;
    if (!to) throw new ValidationError({ email: ['is required: the user has no e-mail address'] });
    await this.send(user.userid, user.username, to);
    return { success: true, message: `Password reset sent to ${to}` };
  }

  async tokenData(token: string): Promise<{ token: string; status: 'valid' | 'expired'; expired: boolean }> {
    const valid = (await this.tokens.usable(token)) !== null;
    return { token, status: valid ? 'valid' : 'expired', expired: !valid };
  }

  async update(token: string, password: string) {
    // Hashed first, so a used-up token and a good one take the same time.
    const hash = await hashPassword(password);
    const userid = await this.tokens.redeem(token, hash);
    if (userid === null) return { success: false as const, message: ACCOUNT_TEXT.resetTokenExpired };
    // The new password raised the token version (a trigger): sessions elsewhere end at their next request.
    const state = await readTokenState(this.prisma, userid);
    if (state) tokenStateChanges.announce(state);
    return { success: true as const, message: ACCOUNT_TEXT.passwordUpdated };
  }

  private async send(userid: number, username: string, email: string): Promise<void> {
    const token = await this.tokens.issue(userid, email);
    await this.outbox.send(resetMail(email, username, token));
  }
}
