import { isStaff, type JobEnvelope, type JobProgress, type JobState, type JobStatus, type Principal, type QueueName } from '@portal/contracts';
import { Queue, UnrecoverableError, Worker, type ConnectionOptions, type Job, type JobsOptions } from 'bullmq';
import { readRedisUrl } from '../config/env.js';
import { DomainError } from '../errors/domain-errors.js';

/** Slow or retried work (e-mail, PDFs in bulk, bay sync, imports) runs on BullMQ through these few pieces. */

export interface QueueSettings {
  /** A Redis URL (`redis://:password@host:port`); each queue and worker opens its own connections. */
  redisUrl: string;
  /** Separates the queues of one portal from another's on a shared Redis (tests, side-by-side portals). */
  prefix?: string;
}

/** Retries with exponential backoff; finished jobs kept a day for the browser to read their result. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600 },
  // Failed jobs stay in the queue's failed set; the final failure is also copied to the dead-letter queue.
  removeOnFail: false,
};

export function deadLetterName(queue: QueueName): string {
  return `${queue}-dead`;
}

function connection(settings: QueueSettings): ConnectionOptions {
  const url = new URL(settings.redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : undefined,
    // BullMQ workers block on Redis; they must wait for it to come back, not fail a request.
    maxRetriesPerRequest: null,
  };
}

/** The producing side of a queue: add jobs that carry the caller, and read a job's status back. */
export class JobQueue<T, R = unknown> {
  readonly queue: Queue<JobEnvelope<T>, R>;

  constructor(
    readonly name: QueueName,
    settings: QueueSettings,
    defaults: JobsOptions = {},
  ) {
    this.queue = new Queue<JobEnvelope<T>, R>(name, {
      connection: connection(settings),
      prefix: settings.prefix,
      defaultJobOptions: { ...DEFAULT_JOB_OPTIONS, ...defaults },
    });
  }

  /**
   * Queues work for a principal; `jobId` makes a repeated request (a double click) one job, not two, and so
   * does `deduplication` (the id of the job queued first is answered), for ids that must stay numbers.
   */
  async add(principal: Principal, data: T, options: JobsOptions = {}): Promise<string> {
    const job = await this.queue.add(this.name, { principal, data }, options);
    return String(job.id);
  }

  /**
   * Queues work and answers its status as queued, without reading the job back: a large job's data (an
   * import's ten thousand rows) is then not fetched and parsed again while this process's worker may
   * already be running it, and the answer does not wait behind that work.
   */
  async enqueue(principal: Principal, data: T, options: JobsOptions = {}): Promise<JobStatus<R>> {
    const id = await this.add(principal, data, options);
    return { id, queue: this.name, state: 'waiting', progress: { percent: 0 }, attempts: 0 };
  }

  /** A job's status, for whoever queued it (or staff); anyone else is told it does not exist. */
  async status(principal: Principal, id: string): Promise<JobStatus<R> | null> {
    // The state is read before the job: a job that completes in between is then reported as it was, never as
    // completed with the fields (result, attempts) of its earlier self.
    const state = await this.queue.getJobState(id);
    const job = await this.queue.getJob(id);
    if (!job || !mayFollow(principal, job.data.principal)) return null;
    return statusOf(this.name, job, state);
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

export interface JobContext {
  principal: Principal;
  /**
   * The job's id and when it was queued: the same on every attempt, so a handler can name what it
   * makes after them and a retry after a crash (which may come after the effect) makes it again in
   * place instead of a second time.
   */
  jobId: string;
  queuedAt: number;
  /** Reports how far the job has come (0-100), with an optional line for the person waiting. */
  progress(percent: number, message?: string): Promise<void>;
  attempt: number;
}

export type JobHandler<T, R> = (data: T, ctx: JobContext) => Promise<R>;

/**
 * The consuming side: runs a handler for each job, with progress reporting and retries. A job that
 * fails for good (its last attempt, or a refusal that no retry can fix) is copied with its error to
 * the queue's dead-letter queue, where staff can see what was lost and why.
 */
export class JobWorker<T, R = unknown> {
  readonly worker: Worker<JobEnvelope<T>, R>;
  private readonly deadLetters: Queue;

  constructor(
    readonly name: QueueName,
    handler: JobHandler<T, R>,
    settings: QueueSettings,
    options: { concurrency?: number; lockDuration?: number; stalledInterval?: number } = {},
  ) {
    this.deadLetters = new Queue(deadLetterName(name), { connection: connection(settings), prefix: settings.prefix });
    this.worker = new Worker<JobEnvelope<T>, R>(
      name,
      async (job) => {
        const ctx: JobContext = {
          principal: job.data.principal,
          jobId: String(job.id),
          queuedAt: job.timestamp,
          attempt: job.attemptsMade + 1,
          progress: (percent, message) => job.updateProgress({ percent: clampPercent(percent), ...(message ? { message } : {}) } satisfies JobProgress),
        };
        try {
          return await handler(job.data.data, ctx);
        } catch (error) {
          // A refusal (bad data, no access) fails the same way every time: do not retry it.
          if (error instanceof DomainError) throw new UnrecoverableError(`${error.code}: ${error.message}`);
          throw error;
        }
      },
      {
        connection: connection(settings),
        prefix: settings.prefix,
        concurrency: options.concurrency ?? 1,
        ...(options.lockDuration ? { lockDuration: options.lockDuration } : {}),
        ...(options.stalledInterval ? { stalledInterval: options.stalledInterval } : {}),
      },
    );
    this.worker.on('failed', (job, error) => {
      if (!job) return;
      const attempts = job.opts.attempts ?? 1;
      const final = error instanceof UnrecoverableError || error.name === 'UnrecoverableError' || job.attemptsMade >= attempts;
      if (!final) return;
      void this.deadLetters.add(
        'dead',
        { queue: name, jobId: job.id, data: job.data, failedReason: error.message, attemptsMade: job.attemptsMade, failedAt: new Date().toISOString() },
        { removeOnComplete: false, removeOnFail: false },
      );
    });
  }

  /** The jobs that failed for good, newest first. */
  async deadLetterList(limit = 50): Promise<Array<{ jobId: string; failedReason: string; attemptsMade: number; failedAt: string }>> {
    const jobs = await this.deadLetters.getJobs(['waiting', 'delayed'], 0, limit - 1, false);
    return jobs.map((j) => ({ jobId: String(j.data.jobId), failedReason: j.data.failedReason, attemptsMade: j.data.attemptsMade, failedAt: j.data.failedAt }));
  }

  async close(): Promise<void> {
    await this.worker.close();
    await this.deadLetters.close();
  }
}

function mayFollow(principal: Principal, owner: Principal): boolean {
  return isStaff(principal) || principal.userid === owner.userid;
}

function clampPercent(percent: number): number {
  return Math.max(0, Math.min(100, Math.round(Number.isFinite(percent) ? percent : 0)));
}

function statusOf<T, R>(queue: QueueName, job: Job<JobEnvelope<T>, R>, state: string): JobStatus<R> {
  const raw = job.progress;
  const progress: JobProgress =
    typeof raw === 'number' ? { percent: raw } : raw && typeof raw === 'object' && 'percent' in raw ? (raw as JobProgress) : { percent: 0 };
  const known: JobState[] = ['waiting', 'active', 'delayed', 'completed', 'failed'];
  return {
    id: String(job.id),
    queue,
    state: known.includes(state as JobState) ? (state as JobState) : state === 'prioritized' || state === 'waiting-children' ? 'waiting' : 'unknown',
    progress: state === 'completed' ? { ...progress, percent: 100 } : progress,
    attempts: job.attemptsMade,
    ...(state === 'completed' ? { result: job.returnvalue } : {}),
    ...(state === 'failed' ? { failedReason: job.failedReason } : {}),
  };
}

/**
 * The queues' Redis from the environment: `REDIS_URL`, and `PORTAL_REDIS_PREFIX` so portals sharing a
 * Redis (tests, side-by-side portals) keep their jobs apart.
 */
export function queueSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): QueueSettings {
  const prefix = env.PORTAL_REDIS_PREFIX?.trim();
  return { redisUrl: readRedisUrl(env), ...(prefix ? { prefix: `${prefix}bull` } : {}) };
}
