/** An e-mail as the portal sends it: reset links, welcome notes, invoices and titles with their PDFs. */
export interface MailMessage {
  to: string | string[];
  cc?: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** A file sent with a message. `content` is base64 so a message can travel through a job queue as JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** What the mail server said when it accepted a message. */
export interface MailReceipt {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

/**
 * The way out to e-mail. The SMTP adapter (nodemailer) is the one implementation: production points it
 * at the company's mail server, a local portal and the tests at the SMTP stand-in that keeps messages.
 */
export interface MailPort {
  send(message: MailMessage): Promise<MailReceipt>;
  close(): Promise<void>;
}
