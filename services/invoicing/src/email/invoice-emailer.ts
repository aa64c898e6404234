import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { QUEUE, type CallAnswer, type Principal, type sendBatchStatus } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import {
  JobQueue,
  JobWorker,
  NotFoundError,
  PRISMA,
  SmtpMailer,
  queueSettingsFromEnv,
  smtpSettingsFromEnv,
  type MailPort,
  type QueueSettings,
  type StoragePort,
} from '@portal/server-kit';
import { deliverBatchEmail, prepareBatchEmail, type BatchEmailJob, type BatchEmailResult } from '../batches/batch-email.js';
import { readableBatch } from '../batches/batch-print.js';
import { deliverOneOffEmail, prepareOneOffEmail, type OneOffEmailJob, type OneOffEmailResult } from '../one-off/one-off-email.js';
import { loadOneOffInvoice } from '../one-off/one-off-pdf.js';

/** The jobs of the invoice e-mail queue: a batch's (written before one-off invoices, without `kind`) or a one-off invoice's. */
type InvoiceEmailJob = BatchEmailJob | OneOffEmailJob;
type InvoiceEmailResult = BatchEmailResult | OneOffEmailResult;

const isOneOff = (job: InvoiceEmailJob): job is OneOffEmailJob => 'kind' in job && job.kind === 'one-off';

/** The queue's job id of a batch's e-mail (BullMQ ids must not be bare numbers). */
export const batchJobId = (batchId: number) => `invoice-batch-${batchId}`;
export const oneOffJobId = (invoiceId: number) => `one-off-invoice-${invoiceId}`;

async function readBatch(prisma: PrismaClient, principal: Principal, batchId: number): Promise<void> {
  if (!(await prisma.invoiceBatch.findFirst({ where: readableBatch(principal, batchId), select: { invoiceid: true } })))
    throw new NotFoundError(`Invoice batch ${batchId} not found`);
}

export const INVOICING_STORAGE = Symbol('INVOICING_STORAGE');

type SendState = CallAnswer<typeof sendBatchStatus>;

/** An invoice e-mail is tried five times with exponential backoff from 2 s (about a minute in all) before it fails for good. */
export const BATCH_EMAIL_JOB_OPTIONS = { attempts: 5, backoff: { type: 'exponential', delay: 2000 } } as const;

/**
 * The invoice e-mails (batches and one-off invoices): queued on BullMQ (`invoice-email`), sent by this
 * process's worker through the mail port (SMTP); a batch's is recorded on the batch once the server
 * accepted. `MAIL_WORKER=0` leaves the sending to other replicas.
 */
@Injectable()
export class InvoiceEmailer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('invoice-email');
  private settings?: QueueSettings;
  private queue?: JobQueue<InvoiceEmailJob, InvoiceEmailResult>;
  private worker?: JobWorker<InvoiceEmailJob, InvoiceEmailResult>;
  private mailer?: MailPort;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(INVOICING_STORAGE) private readonly storage: StoragePort,
  ) {}

  onModuleInit(): void {
    this.start(queueSettingsFromEnv(), process.env.MAIL_WORKER === '0' ? null : new SmtpMailer(smtpSettingsFromEnv()));
  }

  /** Starts the worker when a mailer is given; the queue is opened with the first e-mail asked for. */
  start(settings: QueueSettings, mailer: MailPort | null): void {
    this.settings = settings;
    if (!mailer) return;
    this.mailer = mailer;
    this.worker = new JobWorker<InvoiceEmailJob, InvoiceEmailResult>(
      QUEUE.INVOICE_EMAIL,
      (job) => (isOneOff(job) ? deliverOneOffEmail(this.storage, mailer, job) : deliverBatchEmail(this.prisma, this.storage, mailer, job)),
      settings,
      { concurrency: 2 },
    );
    this.worker.worker.on('failed', (job, error) =>
      this.logger.warn(`invoice e-mail ${job?.id ?? '?'} not sent (try ${job?.attemptsMade ?? '?'}): ${error.message}`),
    );
  }

  /**
   * Renders the batch's PDF and queues its e-mail; answers where it stands. A batch has one e-mail job at a
   * time (its id names the batch): while one waits or is being tried, that one is answered (a double
   * click sends once); a finished one makes room for the next.
   */
  send(principal: Principal, batchId: number, email: string): Promise<SendState> {
    return this.queueOnce(
      principal,
      batchJobId(batchId),
      () => this.status(principal, batchId),
      () => prepareBatchEmail(this.prisma, this.storage, principal, batchId, email),
    );
  }

  /** The batch's latest e-mail (kept a day once finished): its state, and the batch's `emailed` once it was accepted. */
  async status(principal: Principal, batchId: number): Promise<SendState> {
    await readBatch(this.prisma, principal, batchId);
    return this.jobState(principal, batchJobId(batchId));
  }

  /** Renders a one-off invoice's PDF and queues its e-mail to the invoice's client e-mail address, once at a time as a batch's. */
  sendOneOff(principal: Principal, invoiceId: number): Promise<SendState> {
    return this.queueOnce(
      principal,
      oneOffJobId(invoiceId),
      () => this.oneOffStatus(principal, invoiceId),
      () => prepareOneOffEmail(this.prisma, this.storage, invoiceId),
    );
  }

  /** The one-off invoice's latest e-mail (kept a day once finished); `emailed` once the mail server accepted it. */
  async oneOffStatus(principal: Principal, invoiceId: number): Promise<SendState> {
    await loadOneOffInvoice(this.prisma, invoiceId);
    return this.jobState(principal, oneOffJobId(invoiceId));
  }

  private async queueOnce(principal: Principal, jobId: string, current: () => Promise<SendState>, prepare: () => Promise<InvoiceEmailJob>) {
    const queue = this.open();
    const now = await current();
    if (['waiting', 'active', 'delayed'].includes(now.state)) return now;
    await (await queue.queue.getJob(jobId))?.remove();
    await queue.add(principal, await prepare(), { jobId });
    return current();
  }

  private async jobState(principal: Principal, id: string): Promise<SendState> {
    const queue = this.open();
    const job = await queue.queue.getJob(id);
    const status = job ? await queue.status(principal, id) : null;
    if (!job || !status) return { jobId: null, email: null, state: 'none', attempts: 0, emailed: null };
    return {
      jobId: status.id,
      email: job.data.data.email,
      state: status.state,
      attempts: status.attempts,
      emailed: status.state === 'completed' ? (status.result?.emailed ?? null) : null,
      ...(status.failedReason ? { failedReason: status.failedReason } : {}),
    };
  }

  private open(): JobQueue<InvoiceEmailJob, InvoiceEmailResult> {
    if (!this.settings) throw new Error('the invoice e-mail queue is not set up');
    this.queue ??= new JobQueue<InvoiceEmailJob, InvoiceEmailResult>(QUEUE.INVOICE_EMAIL, this.settings, BATCH_EMAIL_JOB_OPTIONS);
    return this.queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    await this.mailer?.close();
  }
}
