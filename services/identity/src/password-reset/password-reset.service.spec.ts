import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_TEXT } from '@portal/contracts';
import { DEMO_PASSWORD, verifyPassword } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { MailMessage, MailOutbox } from '@portal/server-kit';
import { PasswordResetService } from './password-reset.service.js';
import { ResetTokenStore, hashResetToken } from './reset-tokens.js';

/** Keeps what would be queued, so a test reads the link the person would receive. */
class KeptOutbox {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<string> {
    this.sent.push(message);
    return String(this.sent.length);
  }
}

let db: TestDatabase;
let outbox: KeptOutbox;
let clock: Date;
let service: PasswordResetService;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  outbox = new KeptOutbox();
  clock = new Date();
  service = new PasswordResetService(db.prisma, outbox as unknown as MailOutbox, new ResetTokenStore(db.prisma, 60, () => clock));
});

afterAll(async () => {
  await db?.drop();
});

function linkToken(message: MailMessage): string {
  const match = /\/reset\/([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match) throw new Error(`no reset link in: ${message.text}`);
  return match[1];
}

describe('password reset', () => {
  it('answers the same for a known and an unknown account, and mails only the known one', async () => {
    const before = outbox.sent.length;
    expect(service.forgot('alpha.user')).toEqual(service.forgot('nobody-at-all@example.test'));
    expect(await service.mailLinkTo('nobody-at-all@example.test')).toBe(false);
    expect(await service.mailLinkTo('ALPHA.USER')).toBe(true);
    // forgot() queued in the background too: wait for its message.
    for (let i = 0; i < 50 && outbox.sent.length < before + 2; i++) await new Promise((r) => setTimeout(r, 50));
    const mails = outbox.sent.slice(before);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.to === 'alex@alphamotors.example')).toBe(true);
    expect(service.forgot('x').message).toBe(ACCOUNT_TEXT.forgotPasswordSent);
  });

  it('stores only the hash of a token, which works once and then reads as expired', async () => {
    await service.mailLinkTo('alex@alphamotors.example');
    const token = linkToken(outbox.sent[outbox.sent.length - 1]);
    expect(await db.prisma.passwordResetToken.count({ where: { token } })).toBe(0);
    expect(await db.prisma.passwordResetToken.count({ where: { token: hashResetToken(token) } })).toBe(1);
    expect(await service.tokenData(token)).toEqual({ token, status: 'valid', expired: false });

    const before = await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' }, select: { token_version: true } });
    expect(await service.update(token, 'A-new-password-2026')).toEqual({ success: true, message: ACCOUNT_TEXT.passwordUpdated });
    const user = await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } });
    expect(await verifyPassword(user.password, 'A-new-password-2026')).toBe(true);
    expect(await verifyPassword(user.password, DEMO_PASSWORD)).toBe(false);
    // The new password ends the sessions held elsewhere.
    expect(user.token_version).toBeGreaterThan(before.token_version);

    expect(await service.update(token, 'Another-password-2026')).toEqual({ success: false, message: ACCOUNT_TEXT.resetTokenExpired });
    expect(await service.tokenData(token)).toMatchObject({ status: 'expired', expired: true });
    const after = await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } });
    expect(after.password).toBe(user.password);
  });

  it('refuses a token past its hour, and an unknown one, without writing', async () => {
    await service.mailLinkTo('borealis.user');
    const token = linkToken(outbox.sent[outbox.sent.length - 1]);
    const user = await db.prisma.webUser.findFirstOrThrow({ where: { username: 'borealis.user' } });
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect(await service.tokenData(token)).toMatchObject({ status: 'expired' });
    expect(await service.update(token, 'Too-late-password-1')).toMatchObject({ success: false });
    expect(await service.update('x'.repeat(43), 'Unknown-token-pass-1')).toMatchObject({ success: false });
    expect((await db.prisma.webUser.findUniqueOrThrow({ where: { userid: user.userid } })).password).toBe(user.password);
    clock = new Date();
  });

  it('a used token uses up every other link of that user', async () => {
    await service.mailLinkTo('borealis.admin');
    await service.mailLinkTo('borealis.admin');
    const [first, second] = outbox.sent.slice(-2).map(linkToken);
    expect(await service.update(second, 'Second-link-wins-1')).toMatchObject({ success: true });
    expect(await service.tokenData(first)).toMatchObject({ status: 'expired' });
  });

  it('sends nothing for a disabled account', async () => {
    const before = outbox.sent.length;
    expect(await service.mailLinkTo('disabled.user')).toBe(false);
    expect(outbox.sent.length).toBe(before);
  });

  it('lets staff send a link, and says when the user does not exist', async () => {
    const admin = await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.admin' } });
    await expect(service.sendByStaff(admin.userid, undefined)).resolves.toMatchObject({ success: true });
    expect(outbox.sent[outbox.sent.length - 1].to).toBe(admin.useremail);
    await expect(service.sendByStaff(99_999_999, undefined)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
