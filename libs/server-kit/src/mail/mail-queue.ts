import { QUEUE, type Principal } from '@portal/contracts';
import type { JobsOptions } from 'bullmq';
import { JobQueue, JobWorker, type QueueSettings } from '../queue/queue-kit.js';
import type { MailMessage, MailPort, MailReceipt } from './mail.port.js';

/**
 * Who queues a message nobody signed in for (a password reset, a registration): the system itself.
 * Its job is followed by staff only.
 */
export const SYSTEM_SENDER: Principal = { userid: 0, username: 'system', name: 'System', roleid: 0, clientid: null, clientIds: [] };

/**
 * Messages are queued, never sent inside a request: the caller answers at once, and a mail server that
 * is down or slow delays the message (five tries with exponential backoff) instead of failing the call.
 */
export class MailOutbox {
  private readonly queue: JobQueue<MailMessage, MailReceipt>;

  constructor(settings: QueueSettings, defaults: JobsOptions = {}) {
    this.queue = new JobQueue<MailMessage, MailReceipt>(QUEUE.EMAIL, settings, defaults);
  }

  /** Queues one message; answers the job id, which the sender may follow with `status`. */
  send(message: MailMessage, principal: Principal = SYSTEM_SENDER): Promise<string> {
    return this.queue.add(principal, message);
  }

  status(principal: Principal, id: string) {
    return this.queue.status(principal, id);
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

/** The consuming side: each queued message goes out through the mail port; a failed try is retried. */
export function startMailWorker(mailer: MailPort, settings: QueueSettings, options: { concurrency?: number } = {}): JobWorker<MailMessage, MailReceipt> {
  return new JobWorker<MailMessage, MailReceipt>(QUEUE.EMAIL, (message) => mailer.send(message), settings, { concurrency: options.concurrency ?? 2 });
}
