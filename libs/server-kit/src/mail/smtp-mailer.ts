import type { Transporter } from 'nodemailer';
import type { MailMessage, MailPort, MailReceipt } from './mail.port.js';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  /** Refuse a server that does not offer STARTTLS (production mail servers do). */
  requireTls: boolean;
  user?: string;
  password?: string;
  /** The sender every message carries, `"Name" <address>`. */
  from: string;
  /** How long to wait for the server before the job fails and is retried. */
  timeoutMs: number;
}

/**
 * Sends through an SMTP server with nodemailer; one pooled connection set per process. nodemailer is
 * loaded with the first message: only the services that send mail pay for it, though all import this kit.
 */
export class SmtpMailer implements MailPort {
  private transporter?: Promise<Transporter>;

  constructor(private readonly settings: SmtpSettings) {}

  private transport(): Promise<Transporter> {
    const settings = this.settings;
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        requireTLS: settings.requireTls,
        pool: true,
        maxConnections: 2,
        connectionTimeout: settings.timeoutMs,
        greetingTimeout: settings.timeoutMs,
        socketTimeout: settings.timeoutMs,
        ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
      }),
    );
    return this.transporter;
  }

  async send(message: MailMessage): Promise<MailReceipt> {
    const transporter = await this.transport();
    const info = await transporter.sendMail({
      from: this.settings.from,
      to: message.to,
      cc: message.cc,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, 'base64'),
      })),
    });
    return {
      messageId: String(info.messageId),
      accepted: (info.accepted ?? []).map(String),
      rejected: (info.rejected ?? []).map(String),
    };
  }

  async close(): Promise<void> {
    (await this.transporter)?.close();
  }
}
