import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { QUEUE, type Principal } from '@portal/contracts';
import { JobQueue, JobWorker, NotFoundError, ValidationError, readRedisUrl, type QueueSettings, type StoragePort } from '@portal/server-kit';
import { randomUUID } from 'node:crypto';
import { DOCUMENT_STORAGE, FormRenderer } from '../render/form-renderer.js';
import { assemble, type PackagePart } from '../render/documents.js';

/** What a package job carries: the filled parts' data, read with the caller's access when it was queued. */
export interface PackageJobData {
  parts: PackagePart[];
  filename: string;
  leftOut: string[];
}

export interface PackageJobResult {
  key: string;
  filename: string;
  pages: number;
  leftOut: string[];
}

export function queueSettings(env: NodeJS.ProcessEnv = process.env): QueueSettings {
  return { redisUrl: readRedisUrl(env), prefix: `${env.PORTAL_REDIS_PREFIX ?? 'portal:'}bull` };
}

/**
 * Packages of many vehicles render in the background (the queue kit of server-kit): the call that
 * queues one reads every vehicle for its caller first, so a vehicle the caller may not see refuses
 * the job before it exists; the worker fills and merges, reporting its progress.
 */
@Injectable()
export class PackageJobs implements OnModuleInit, OnApplicationShutdown {
  private queue?: JobQueue<PackageJobData, PackageJobResult>;
  private worker?: JobWorker<PackageJobData, PackageJobResult>;

  constructor(
    private readonly renderer: FormRenderer,
    @Inject(DOCUMENT_STORAGE) private readonly storage: StoragePort,
  ) {}

  onModuleInit(): void {
    const settings = queueSettings();
    this.queue = new JobQueue(QUEUE.DOCUMENTS, settings, { attempts: 3 });
    this.worker = new JobWorker<PackageJobData, PackageJobResult>(
      QUEUE.DOCUMENTS,
      async (data, ctx) => {
        await ctx.progress(1, `Filling ${data.parts.length} forms`);
        const doc = await assemble(this.renderer, data.parts, (done, total) =>
          done % 5 === 0 || done === total ? ctx.progress(Math.floor((done / total) * 95), `${done} of ${total} forms filled`) : undefined,
        );
        const key = `documents/jobs/${randomUUID()}.pdf`;
        await this.storage.put(key, Buffer.from(await doc.save()), 'application/pdf');
        await ctx.progress(100, 'Ready');
        return { key, filename: data.filename, pages: doc.getPageCount(), leftOut: data.leftOut };
      },
      settings,
      { concurrency: 1, lockDuration: 120_000 },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.worker?.close(), this.queue?.close()]);
  }

  async add(principal: Principal, data: PackageJobData) {
    const id = await this.queue!.add(principal, data);
    return (await this.queue!.status(principal, id))!;
  }

  /** A job's status, for whoever queued it or staff; anyone else is told it does not exist. */
  async status(principal: Principal, id: string) {
    const status = await this.queue!.status(principal, id);
    if (!status) throw new NotFoundError('This document job was not found');
    return status;
  }

  /** The finished package's file, as the gateway sends it (kept for a day with its job). */
  async file(principal: Principal, id: string) {
    const status = await this.status(principal, id);
    if (status.state !== 'completed' || !status.result) throw ValidationError.field('id', `the package is not ready yet (${status.state})`);
    const { key, filename, pages, leftOut } = status.result;
    return { key, filename, contentType: 'application/pdf', pages, temporary: false, leftOut };
  }
}
