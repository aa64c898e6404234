import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit, type Provider } from '@nestjs/common';
import { queueSettingsFromEnv } from '../queue/queue-kit.js';
import { smtpSettingsFromEnv } from './mail-from-env.js';
import { MailOutbox, startMailWorker } from './mail-queue.js';
import { SmtpMailer } from './smtp-mailer.js';

export const MAIL_OUTBOX = Symbol('MAIL_OUTBOX');

/**
 * Runs the e-mail queue's worker in this process unless `MAIL_WORKER=0`. Every service that sends mail
 * may run one: the queue hands each message to one worker, whichever process it lives in.
 */
@Injectable()
export class MailWorkerHost implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('mail');
  private stopWorker?: () => Promise<void>;

  onModuleInit(): void {
    if (process.env.MAIL_WORKER === '0') return;
    const settings = smtpSettingsFromEnv();
    const mailer = new SmtpMailer(settings);
    const worker = startMailWorker(mailer, queueSettingsFromEnv());
    worker.worker.on('failed', (job, error) => this.logger.warn(`message ${job?.id ?? '?'} not sent (try ${job?.attemptsMade ?? '?'}): ${error.message}`));
    this.logger.log(`sending e-mail through ${settings.host}:${settings.port}`);
    this.stopWorker = async () => {
      await worker.close();
      await mailer.close();
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stopWorker?.();
  }
}

/** Closes the outbox's Redis connection with the process. */
@Injectable()
class MailOutboxCloser implements OnApplicationShutdown {
  constructor(@Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox) {}

  onApplicationShutdown(): Promise<void> {
    return this.outbox.close();
  }
}

/** What a service adds to send e-mail: the outbox (`@Inject(MAIL_OUTBOX)`) and the worker that empties it. */
export function mailProviders(): Provider[] {
  return [{ provide: MAIL_OUTBOX, useFactory: () => new MailOutbox(queueSettingsFromEnv()) }, MailOutboxCloser, MailWorkerHost];
}
