export interface KeptAttachment {
  filename: string;
  contentType: string;
  size: number;
}
export interface KeptMessage {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: KeptAttachment[];
}
export interface MailStandin {
  smtpPort: number;
  webPort: number;
  messages: Array<KeptMessage & { attachments: Array<KeptAttachment & { content: Buffer }> }>;
  stop(): Promise<void>;
}
export function startMailStandin(options?: { smtpPort?: number; webPort?: number; host?: string; dir?: string }): Promise<MailStandin>;
export function listMail(webUrl: string, to?: string): Promise<KeptMessage[]>;
export function waitForMail(webUrl: string, to: string, options?: { matches?: (m: KeptMessage) => boolean; timeoutMs?: number }): Promise<KeptMessage>;
