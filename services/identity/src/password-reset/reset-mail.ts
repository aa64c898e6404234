import { RESET_TOKEN_TTL_MINUTES } from '@portal/contracts';
import type { MailMessage } from '@portal/server-kit';
import { portalWebUrl } from '../accounts/portal-web-url.js';

export function resetMail(email: string, username: string, token: string): MailMessage {
  const link = `${portalWebUrl()}/reset/${token}`;
  return {
    to: email,
    subject: 'Reset your DVS portal password',
    text: [
      `A password reset was requested for the DVS portal account ${username}.`,
      '',
      `Open this link to choose a new password (it works once, for ${RESET_TOKEN_TTL_MINUTES} minutes):`,
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
