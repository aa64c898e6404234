import type { MailMessage } from '@portal/server-kit';
import { portalWebUrl } from '../accounts/portal-web-url.js';

/** The note a new registrant receives: what happens next, and where the paperwork is. */
export function welcomeMail(email: string, firstName: string, isAcuity: boolean): MailMessage {
  const web = portalWebUrl();
  return {
    to: email,
    subject: 'Welcome to DVS: your account has been requested',
    text: [
      `Hello ${firstName},`,
      '',
      `Thank you for requesting an account${isAcuity ? ' through Acuity' : ''}. You can sign in now at ${web}/login with this e-mail address.`,
      'Our staff will check your registration paperwork and then attach your company to your account;',
      'until then your vehicles are not shown.',
      '',
      `The registration documents: ${web}/registration-documents`,
    ].join('\n'),
  };
}
