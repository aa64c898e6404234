import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { QUEUE, isStaff, type Principal } from '@portal/contracts';
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
import { MAX_IMPORT_ROWS } from './import-check.js';
import { runImport, type ImportOutcome, type ImportRequest } from './vehicle-import.js';

/**
 * Imports run in the background (queue `imports`): ten thousand rows take longer than any request may,
 * and the person can leave the page and come back to the job. One try only: an import commits as a
 * whole, and a retry after a crash that came after the commit would create its vehicles twice.
 */
@Injectable()
export class ImportJobs implements OnModuleInit, OnApplicationShutdown {
  private queue?: JobQueue<ImportRequest, ImportOutcome>;
  private worker?: JobWorker<ImportRequest, ImportOutcome>;

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
          (done, total) => (done % 25 === 0 || done === total ? ctx.progress(Math.floor((done / total) * 99), `${done} of ${total} rows`) : undefined),
        );
      },
      settings,
      // A long import holds its lock while it works; the lock is renewed well within this.
      { concurrency: 1, lockDuration: 120_000 },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.worker?.close(), this.queue?.close()]);
  }

  /** Queues an import after the checks that need no database, so a bad request is refused at once. */
  async add(principal: Principal, request: ImportRequest) {
    if (!isStaff(principal)) throw new ForbiddenError('Vehicle import is for staff only');
    if (request.rows.length === 0) throw ValidationError.field('rows', 'check at least one row');
    if (request.rows.length > MAX_IMPORT_ROWS) throw ValidationError.field('rows', `at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows at a time`);
    const id = await this.queue!.add(principal, request);
    return (await this.queue!.status(principal, id))!;
  }

  /** An import's status, for whoever queued it or staff; anyone else is told it does not exist. */
  async status(principal: Principal, id: string) {
    const status = await this.queue!.status(principal, id);
    if (!status) throw new NotFoundError('This import was not found');
    return status;
  }
}
