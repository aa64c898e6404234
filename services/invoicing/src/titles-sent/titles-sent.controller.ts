import { Controller, Inject } from '@nestjs/common';
import { recordTitlesSent, sendTitlesSent, titlesSentGroups, titlesSentPdf, type CallMessage, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, MAIL_OUTBOX, MailOutbox, PRISMA, type StoragePort } from '@portal/server-kit';
import { randomUUID } from 'node:crypto';
import { recipientsOf } from '../batches/batch-email.js';
import { INVOICING_STORAGE } from '../email/invoice-emailer.js';
import { fileAnswer } from '../pdf/pdf-kit.js';
import { renderTitlesSentPdf, titlesSentFilename } from './titles-sent-pdf.js';
import { recordTitlesSent as record, titlesSentGroup, titlesSentGroupsOf, type TitlesSentGroupKey } from './titles-sent.js';

const groupKey = (key: { sent_to_auction_date: string; client_id: string | number; auction_name: string }): TitlesSentGroupKey => ({
  sent_to_auction_date: key.sent_to_auction_date,
  client_id: Number(key.client_id),
  auction_name: key.auction_name,
});

@Controller()
export class TitlesSentController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(INVOICING_STORAGE) private readonly storage: StoragePort,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
  ) {}

  @Handles(recordTitlesSent)
  record(message: CallMessage<typeof recordTitlesSent>, principal: Principal) {
    return record(this.prisma, principal, Number(message.params.id));
  }

  @Handles(titlesSentGroups)
  groups(message: CallMessage<typeof titlesSentGroups>) {
    return titlesSentGroupsOf(this.prisma, message.query);
  }

  @Handles(titlesSentPdf)
  async pdf(message: CallMessage<typeof titlesSentPdf>) {
    const group = await titlesSentGroup(this.prisma, groupKey(message.query));
    const { bytes, pages } = await renderTitlesSentPdf(group);
    const key = `invoicing/renders/${randomUUID()}.pdf`;
    await this.storage.put(key, bytes, 'application/pdf');
    return fileAnswer(key, titlesSentFilename(group), 'application/pdf', pages, true);
  }

  /**
   * Send by e-mail: the group's PDF is rendered here, from the stored rows, and queued on the e-mail queue
   * (retried by its worker); `docBase64` from the browser is not mailed.
   */
  @Handles(sendTitlesSent)
  async send(message: CallMessage<typeof sendTitlesSent>, principal: Principal) {
    const group = await titlesSentGroup(this.prisma, groupKey(message.body));
    const { bytes } = await renderTitlesSentPdf(group);
    const to = recipientsOf(message.body.email);
    const jobId = await this.outbox.send(
      {
        to,
        subject: `Titles Sent ${group.sent_to_auction_date} - ${group.client_name}`,
        text: `Please find attached the ${group.rows.length} title(s) sent on ${group.sent_to_auction_date} through ${group.auction_name || 'no auction'}.`,
        attachments: [{ filename: titlesSentFilename(group), contentType: 'application/pdf', contentBase64: bytes.toString('base64') }],
      },
      principal,
    );
    return { message: `Titles sent: ${to.join(', ')}`, jobId };
  }
}
