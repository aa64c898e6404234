import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_TEXT, ROLE, type CallAnswer, type CallMessage, type register } from '@portal/contracts';
import { hashPassword, type PrismaClient } from '@portal/db';
import { ConflictError, MAIL_OUTBOX, MailOutbox, PRISMA, translatePrismaError } from '@portal/server-kit';
import { loadSessionUser } from '../accounts/session-user.js';
import { SessionIssuer } from '../auth/session-issuer.js';
import { emailInUse } from './email-owner.js';
import { welcomeMail } from './welcome-mail.js';

type Registration = CallMessage<typeof register>['body'];

/**
 * Registration (document 3 §2.6, §4): a pending account that is signed in at once. Pending means a
 * client user with no client: it sees no vehicles until staff attach its client after checking the
 * paperwork, and the photo screens say "For clients only right now".
 */
@Injectable()
export class RegistrationService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    private readonly sessions: SessionIssuer,
  ) {}

  async emailAvailable(email: string): Promise<{ success: boolean }> {
    return { success: !(await emailInUse(this.prisma, email)) };
  }

  async register(form: Registration): Promise<CallAnswer<typeof register>> {
    const email = form.username.normalize('NFC');
    if (await emailInUse(this.prisma, email)) return { success: false, message: ACCOUNT_TEXT.emailTaken };
    // The Registered Importation service is always part of a request (document 3 §5).
    const services = {
      ri: true,
      titles: Boolean(form.services?.titles),
      odo: Boolean(form.services?.odo),
      transportation: Boolean(form.services?.transportation),
    };
    const password = await hashPassword(form.password);
    let userid: number;
    try {
      userid = await this.prisma.$transaction(async (tx) => {
        const user = await tx.webUser.create({
          data: {
            username: email,
            useremail: email,
            firstname: form.firstName,
            lastname: form.lastName,
            name: `${form.firstName} ${form.lastName}`,
            phonenumber: form.phone,
            password,
            roleid: ROLE.CLIENT,
            clientid: null,
            active: 0,
          },
          select: { userid: true },
        });
        await tx.registration.create({
          data: {
            firstName: form.firstName,
            lastName: form.lastName,
            cbp: form.cbp?.trim() || null,
            username: email,
            phone: form.phone,
            businessName: form.businessName,
            country: form.country,
            street: form.street,
            city: form.city,
            state: form.state,
            zip: form.zip,
            services,
            isAcuity: Boolean(form.isAcuity),
            userid: user.userid,
          },
        });
        return user.userid;
      });
    } catch (error) {
      // Two requests for one address at once: the unique username decides, the second is told it is taken.
      if (translatePrismaError(error) instanceof ConflictError) return { success: false, message: ACCOUNT_TEXT.emailTaken };
      throw error;
    }
    await this.outbox.send(welcomeMail(email, form.firstName, Boolean(form.isAcuity)));
    const user = await loadSessionUser(this.prisma, userid);
    const session = await this.sessions.issue(user!);
    return { success: true, message: ACCOUNT_TEXT.registered, ...session };
  }
}
