import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startMailStandin, waitForMail, type MailStandin } from '@portal/mail-standin';
import { randomUUID } from 'node:crypto';
import { STAFF, clientUser } from '../testing/index.js';
import { smtpSettingsFromEnv } from './mail-from-env.js';
import { MailOutbox, SYSTEM_SENDER, startMailWorker } from './mail-queue.js';
import { SmtpMailer } from './smtp-mailer.js';

const queueSettings = { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix: `test-${randomUUID()}` };
let standin: MailStandin;
let web: string;

beforeAll(async () => {
  standin = await startMailStandin({ smtpPort: 0, webPort: 0 });
  web = `http://127.0.0.1:${standin.webPort}`;
});
afterAll(() => standin.stop());

function mailer(port = standin.smtpPort) {
  return new SmtpMailer(smtpSettingsFromEnv({ SMTP_PORT: String(port), MAIL_FROM: 'Portal <portal@example.test>', SMTP_TIMEOUT_MS: '2000' }));
}

describe('the SMTP adapter', () => {
  it('delivers text and attachments to the SMTP server', async () => {
    const smtp = mailer();
    const receipt = await smtp.send({
      to: 'buyer@example.test',
      subject: 'Invoice 12',
      text: 'Attached.',
      attachments: [{ filename: 'invoice-12.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.7').toString('base64') }],
    });
    await smtp.close();
    expect(receipt.accepted).toEqual(['buyer@example.test']);
    const kept = standin.messages.find((m) => m.subject === 'Invoice 12');
    expect(kept?.from).toContain('portal@example.test');
    expect(kept?.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['invoice-12.pdf', '%PDF-1.7']]);
  });

  it('fails when the server cannot be reached, so the job is retried', async () => {
    const smtp = mailer(1);
    await expect(smtp.send({ to: 'x@example.test', subject: 's', text: 't' })).rejects.toThrow();
    await smtp.close();
  });
});

describe('the outbox', () => {
  it('sends a queued message through the worker, and only staff or the sender follow the job', async () => {
    const smtp = mailer();
    const worker = startMailWorker(smtp, queueSettings);
    const outbox = new MailOutbox(queueSettings);
    const to = `${randomUUID()}@example.test`;
    const id = await outbox.send({ to, subject: 'Reset your password', text: 'A link' });
    const kept = await waitForMail(web, to, { timeoutMs: 20000 });
    expect(kept.subject).toBe('Reset your password');
    expect(await outbox.status(clientUser(3, 1, 9), id)).toBeNull();
    expect((await outbox.status(STAFF, id))?.queue).toBe('email');
    expect(SYSTEM_SENDER.roleid).not.toBe(STAFF.roleid);
    await outbox.close();
    await worker.close();
    await smtp.close();
  });
});

describe('settings', () => {
  it('refuses production without a mail server, and half-given credentials', () => {
    expect(() => smtpSettingsFromEnv({ NODE_ENV: 'production' })).toThrow(/SMTP_HOST/);
    expect(() => smtpSettingsFromEnv({ SMTP_USER: 'u' })).toThrow(/together/);
    expect(() => smtpSettingsFromEnv({ SMTP_PORT: 'x' })).toThrow(/SMTP_PORT/);
    expect(smtpSettingsFromEnv({}).port).toBe(2525);
  });
});
