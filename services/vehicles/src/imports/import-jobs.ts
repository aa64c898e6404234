import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { IMPORT_CHECK_PAGE_ROWS, QUEUE, isStaff, type JobStatus, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import {
  ForbiddenError,
  JobQueue,
  JobWorker,
  NotFoundError,
  PRISMA,
  RESOURCE_ENGINE,
  ValidationError,
  queueSettingsFromEnv,
  type QueueSettings,
  type ResourceEngine,
} from '@portal/server-kit';
import { VinDecodeService } from '../nhtsa/vin-decode.service.js';
import { MAX_IMPORT_ROWS, processImport, refuseBadCheck, type CheckRequest, type MassProcessRow } from './import-check.js';
import { runImport, type ImportOutcome, type ImportRequest } from './vehicle-import.js';

/** How long a request's key names the import it queued: as long as the job's outcome is kept. */
const REQUEST_KEY_TTL_MS = 24 * 3600_000;

/**
 * Imports run in the background (queue `imports`): ten thousand rows take longer than any request may,
 * and the person can leave the page and come back to the job. One try only: an import commits as a
 * whole. The queue still runs a job again when its worker crashed (stalled-job recovery); an import
 * that committed before the crash logged its job's key, and the run again answers that outcome.
 * The check of a file before it (queue `import-checks`) runs the same way, for the same reason; it
 * writes nothing, so it may be tried again.
 */
@Injectable()
export class ImportJobs implements OnModuleInit, OnApplicationShutdown {
  private queue?: JobQueue<ImportRequest, ImportOutcome>;
  private worker?: JobWorker<ImportRequest, ImportOutcome>;
  private checkQueue?: JobQueue<CheckRequest, MassProcessRow[]>;
  private checkWorker?: JobWorker<CheckRequest, MassProcessRow[]>;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
    private readonly decoder: VinDecodeService,
  ) {}

  onModuleInit(): void {
    this.start(queueSettingsFromEnv());
  }

  start(settings: QueueSettings): void {
    this.queue = new JobQueue(QUEUE.IMPORTS, settings, { attempts: 1 });
    this.worker = new JobWorker<ImportRequest, ImportOutcome>(
      QUEUE.IMPORTS,
      async (request, ctx) => {
        await ctx.progress(1, `Checking ${request.rows.length} rows`);
        return runImport(
          this.prisma,
          this.engine,
          (vin) => this.decoder.decode(vin),
          ctx.principal,
          request,
          // Told once per batch of rows the register wrote (a few dozen times for ten thousand rows).
          (done, total) => ctx.progress(Math.floor((done / total) * 99), `${done} of ${total} rows`),
          // The same on every run of the job: a run after a crash that came after the commit finds it logged.
          `${QUEUE.IMPORTS}:${ctx.queuedAt}-${ctx.jobId}`,
        );
      },
      settings,
      // A long import holds its lock while it works; the lock is renewed well within this.
      { concurrency: 1, lockDuration: 120_000 },
    );
    this.checkQueue = new JobQueue(QUEUE.IMPORT_CHECKS, settings, { attempts: 2 });
    this.checkWorker = new JobWorker<CheckRequest, MassProcessRow[]>(
      QUEUE.IMPORT_CHECKS,
      async (request, ctx) => {
        await ctx.progress(1, `Checking ${request.data.length} rows`);
        return processImport(
          this.prisma,
          (vin) => this.decoder.decode(vin),
          ctx.principal,
          request,
          (done, total) => ctx.progress(Math.floor((done / total) * 99), `${done} of ${total} rows`),
        );
      },
      settings,
      { concurrency: 1, lockDuration: 120_000 },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.worker?.close(), this.queue?.close(), this.checkWorker?.close(), this.checkQueue?.close()]);
  }

  /**
   * Queues an import after the checks that need no database, so a bad request is refused at once. A request
   * with a `key` the same user sent within a day (sent again because its answer was lost) answers the job
   * the first one queued: an import is never run twice for one click.
   */
  async add(principal: Principal, { key, ...request }: ImportRequest & { key?: string }) {
    if (!isStaff(principal)) throw new ForbiddenError('Vehicle import is for staff only');
    if (request.rows.length === 0) throw ValidationError.field('rows', 'check at least one row');
    if (request.rows.length > MAX_IMPORT_ROWS) throw ValidationError.field('rows', `at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows at a time`);
    const once = key ? { deduplication: { id: `${principal.userid}:${key}`, ttl: REQUEST_KEY_TTL_MS } } : {};
    return this.queue!.enqueue(principal, request, once);
  }

  /** An import's status, for whoever queued it or staff; anyone else is told it does not exist. */
  async status(principal: Principal, id: string) {
    const status = await this.queue!.status(principal, id);
    if (!status) throw new NotFoundError('This import was not found');
    return status;
  }

  /** Queues the check of a file after what refuses it without reading a row, so a bad request is a 422 at once. */
  async addCheck(principal: Principal, request: CheckRequest) {
    refuseBadCheck(principal, request);
    return pageOf(await this.checkQueue!.enqueue(principal, request), 1);
  }

  /** A check's status and, once it is done, one page of its rows; for whoever queued it or staff. */
  async checkStatus(principal: Principal, id: string, page = 1) {
    const status = await this.checkQueue!.status(principal, id);
    if (!status) throw new NotFoundError('This check was not found');
    const answer = pageOf(status, page);
    if (answer.result && page > answer.result.pages)
      throw ValidationError.field('page', `the check has ${answer.result.pages} page${answer.result.pages === 1 ? '' : 's'}`);
    return answer;
  }
}

type CheckPage = { total: number; page: number; pages: number; rows: MassProcessRow[] };

/** A check's status with one page of its rows in place of all of them. */
function pageOf(status: JobStatus<MassProcessRow[]>, page: number): Omit<JobStatus, 'result'> & { result?: CheckPage } {
  const { result, ...rest } = status;
  if (!result) return rest;
  const start = (page - 1) * IMPORT_CHECK_PAGE_ROWS;
  const pages = Math.max(1, Math.ceil(result.length / IMPORT_CHECK_PAGE_ROWS));
  return { ...rest, result: { total: result.length, page, pages, rows: result.slice(start, start + IMPORT_CHECK_PAGE_ROWS) } };
}
