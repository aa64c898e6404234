import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { QUEUE, type Principal } from '@portal/contracts';
import { JobQueue, JobWorker, NotFoundError, ValidationError, readRedisUrl, type JobContext, type QueueSettings, type StoragePort } from '@portal/server-kit';
import type { PDFDocument } from 'pdf-lib';
import type { Row } from '../data/form-context.js';
import { renderConformityInspection, renderStatementOfConformity, type InspectedVehicle, type SocOptions } from '../load-documents/conformity-documents.js';
import { DOCUMENT_STORAGE, FormRenderer } from '../render/form-renderer.js';
import { assemble, type PackagePart } from '../render/documents.js';

/**
 * What a document job carries: the data of the document, read with the caller's access when it was
 * queued (so the worker needs no one's token): the filled parts of a package, or the vehicles of a
 * load's statements of conformity or conformity inspection.
 */
export type DocumentJobData =
  | { kind: 'forms'; parts: PackagePart[]; filename: string; leftOut: string[] }
  | { kind: 'soc'; vehicles: Row[]; options: SocOptions; signatureKey: string | null; filename: string }
  | { kind: 'inspection'; inspected: InspectedVehicle[]; designation: string; today: string; filename: string };

export interface DocumentJobResult {
  key: string;
  filename: string;
  pages: number;
  leftOut: string[];
}

type Report = (percent: number, message: string) => Promise<void>;

/**
 * Where a job's document is kept: named after the job (its id and when it was queued), not drawn at
 * random, so an attempt that follows a crash after the file was stored (the job not yet completed)
 * writes the same file again instead of leaving a second one nobody can reach.
 */
export function documentJobKey(ctx: Pick<JobContext, 'jobId' | 'queuedAt'>): string {
  return `documents/jobs/${ctx.queuedAt}-${ctx.jobId.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
}

export function queueSettings(env: NodeJS.ProcessEnv = process.env): QueueSettings {
  return { redisUrl: readRedisUrl(env), prefix: `${env.PORTAL_REDIS_PREFIX ?? 'portal:'}bull` };
}

/**
 * Documents of many vehicles render in the background (the queue kit of server-kit): the call that
 * queues one reads every vehicle for its caller first, so a vehicle the caller may not see refuses
 * the job before it exists; the worker renders, reporting its progress, and keeps the file a day.
 */
@Injectable()
export class DocumentJobs implements OnModuleInit, OnApplicationShutdown {
  private queue?: JobQueue<DocumentJobData, DocumentJobResult>;
  private worker?: JobWorker<DocumentJobData, DocumentJobResult>;
  /**
   * One job at a time, each locked for two minutes (a large batch renders a while). A job whose worker
   * died is taken again once BullMQ's stalled check finds it (every 30 s, its default; a test waits less).
   */
  protected readonly workerOptions: { concurrency: number; lockDuration: number; stalledInterval?: number } = { concurrency: 1, lockDuration: 120_000 };

  constructor(
    private readonly renderer: FormRenderer,
    @Inject(DOCUMENT_STORAGE) private readonly storage: StoragePort,
  ) {}

  onModuleInit(): void {
    const settings = queueSettings();
    this.queue = new JobQueue(QUEUE.DOCUMENTS, settings, { attempts: 3 });
    this.worker = new JobWorker<DocumentJobData, DocumentJobResult>(
      QUEUE.DOCUMENTS,
      async (data, ctx) => {
        const report: Report = (percent, message) => ctx.progress(percent, message);
        const { doc, leftOut } = await this.render(data, report);
        const key = documentJobKey(ctx);
        await this.storage.put(key, Buffer.from(await doc.save()), 'application/pdf');
        await report(100, 'Ready');
        return { key, filename: data.filename, pages: doc.getPageCount(), leftOut };
      },
      settings,
      this.workerOptions,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.worker?.close(), this.queue?.close()]);
  }

  /** Renders a job's document from what it carries. */
  async render(data: DocumentJobData, report: Report): Promise<{ doc: PDFDocument; leftOut: string[] }> {
    switch (data.kind) {
      case 'forms': {
        await report(1, `Filling ${data.parts.length} forms`);
        const doc = await assemble(this.renderer, data.parts, (done, total) =>
          done % 5 === 0 || done === total ? report(Math.floor((done / total) * 95), `${done} of ${total} forms filled`) : undefined,
        );
        return { doc, leftOut: data.leftOut };
      }
      case 'soc': {
        await report(1, `Writing the statements of ${data.vehicles.length} vehicles`);
        const image = data.signatureKey ? await this.storage.get(data.signatureKey).catch(() => null) : null;
        return { doc: await renderStatementOfConformity(data.vehicles, data.options, image), leftOut: [] };
      }
      case 'inspection': {
        await report(1, `Writing the inspection of ${data.inspected.length} vehicles`);
        return { doc: await renderConformityInspection(data.inspected, data.designation, data.today), leftOut: [] };
      }
    }
  }

  async add(principal: Principal, data: DocumentJobData) {
    return this.queue!.enqueue(principal, data);
  }

  /** A job's status, for whoever queued it or staff; anyone else is told it does not exist. */
  async status(principal: Principal, id: string) {
    const status = await this.queue!.status(principal, id);
    if (!status) throw new NotFoundError('This document job was not found');
    return status;
  }

  /** The finished document's file, as the gateway sends it (kept for a day with its job). */
  async file(principal: Principal, id: string) {
    const status = await this.status(principal, id);
    if (status.state !== 'completed' || !status.result) throw ValidationError.field('id', `the document is not ready yet (${status.state})`);
    const { key, filename, pages, leftOut } = status.result;
    return { key, filename, contentType: 'application/pdf', pages, temporary: false, leftOut };
  }
}
