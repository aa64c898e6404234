import type { SmtpSettings } from './smtp-mailer.js';

function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

/**
 * SMTP settings from the environment: `SMTP_HOST` (127.0.0.1), `SMTP_PORT` (2525, the local stand-in),
 * `SMTP_SECURE` (1 for TLS from the start), `SMTP_REQUIRE_TLS` (1 to refuse a server without STARTTLS),
 * `SMTP_USER`/`SMTP_PASSWORD` (together or neither), `MAIL_FROM`, `SMTP_TIMEOUT_MS` (10000).
 * In production `SMTP_HOST` must be named: mail silently sent to a stand-in would be mail lost.
 */
export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings {
  const host = env.SMTP_HOST?.trim();
  if (!host && env.NODE_ENV === 'production' && !flag(env.SMTP_LOCAL_STANDIN))
    throw new Error('SMTP_HOST must be set in production (or SMTP_LOCAL_STANDIN=1 for the local stand-in)');
  const port = Number(env.SMTP_PORT ?? 2525);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SMTP_PORT must be a port number, got "${env.SMTP_PORT}"`);
  const timeoutMs = Number(env.SMTP_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error(`SMTP_TIMEOUT_MS must be a positive whole number, got "${env.SMTP_TIMEOUT_MS}"`);
  const user = env.SMTP_USER?.trim() || undefined;
  const password = env.SMTP_PASSWORD || undefined;
  if (Boolean(user) !== Boolean(password)) throw new Error('SMTP_USER and SMTP_PASSWORD must be set together');
  return {
    host: host || '127.0.0.1',
    port,
    secure: flag(env.SMTP_SECURE),
    requireTls: flag(env.SMTP_REQUIRE_TLS),
    user,
    password,
    from: env.MAIL_FROM?.trim() || '"DVS Portal" <no-reply@portal.localhost>',
    timeoutMs,
  };
}
