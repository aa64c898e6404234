import { afterAll, describe, expect, it } from '@jest/globals';
import { QUEUE, type JobStatus } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { ValidationError } from '../errors/domain-errors.js';
import { STAFF, clientUser } from '../testing/index.js';
import { JobQueue, JobWorker, type QueueSettings } from './queue-kit.js';

// A prefix of its own, so this run never meets another portal's jobs on the shared Redis.
const settings: QueueSettings = { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix: `test-${randomUUID()}` };
const closers: Array<{ close(): Promise<void> }> = [];

afterAll(async () => {
  for (const c of closers.reverse()) await c.close();
});

function track<T extends { close(): Promise<void> }>(thing: T): T {
  closers.push(thing);
  return thing;
}

async function settled<R>(queue: JobQueue<unknown, R>, id: string, principal = STAFF): Promise<JobStatus<R>> {
  for (let i = 0; i < 200; i++) {
    const status = await queue.status(principal, id);
    if (status && (status.state === 'completed' || status.state === 'failed')) return status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${id} did not finish`);
}

describe('queue kit', () => {
  it('answers a job it queues as waiting, as reading it back would', async () => {
    const queue = track(new JobQueue<{ rows: number }, { done: number }>(QUEUE.BAY_SYNC, settings));
    const queued = await queue.enqueue(STAFF, { rows: 1 });
    expect(queued).toEqual({ id: expect.any(String), queue: QUEUE.BAY_SYNC, state: 'waiting', progress: { percent: 0 }, attempts: 0 });
    // No worker takes this queue's jobs here: the job stays as it was queued.
    expect(await queue.status(STAFF, queued.id)).toEqual(queued);
  });

  it('runs a job with the principal that queued it and reports progress and the result', async () => {
    const queue = track(new JobQueue<{ rows: number }, { done: number }>(QUEUE.IMPORTS, settings));
    const seen: number[] = [];
    track(
      new JobWorker<{ rows: number }, { done: number }>(
        QUEUE.IMPORTS,
        async (data, ctx) => {
          for (let i = 1; i <= data.rows; i++) {
            await ctx.progress((i / data.rows) * 100, `row ${i} of ${data.rows}`);
            seen.push(ctx.principal.userid);
          }
          return { done: data.rows };
        },
        settings,
      ),
    );
    const alpha = clientUser(7, 1, 42);
    const id = await queue.add(alpha, { rows: 4 });
    const status = await settled(queue, id, alpha);
    expect(status).toMatchObject({ state: 'completed', result: { done: 4 }, progress: { percent: 100 } });
    expect(seen).toEqual([42, 42, 42, 42]);
    // Another client's user is told nothing of it; staff may follow it.
    expect(await queue.status(clientUser(8, 1, 43), id)).toBeNull();
    expect(await queue.status(STAFF, id)).not.toBeNull();
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const queue = track(new JobQueue<null, string>(QUEUE.EMAIL, settings, { backoff: { type: 'fixed', delay: 20 } }));
    let calls = 0;
    const names: string[] = [];
    track(
      new JobWorker<null, string>(
        QUEUE.EMAIL,
        async (_data, ctx) => {
          calls++;
          names.push(`${ctx.queuedAt}-${ctx.jobId}`);
          if (ctx.attempt < 3) throw new Error('the mail server is busy');
          return 'sent';
        },
        settings,
      ),
    );
    const before = Date.now();
    const id = await queue.add(STAFF, null);
    const status = await settled(queue, id);
    expect(status).toMatchObject({ state: 'completed', result: 'sent', attempts: 3 });
    expect(calls).toBe(3);
    // Every attempt knows the same job by the same id and time, so what it makes can be named after them.
    expect(new Set(names).size).toBe(1);
    const [queuedAt, jobId] = names[0]!.split('-');
    expect(jobId).toBe(id);
    expect(Number(queuedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('sends a job that fails for good to the dead-letter list, and does not retry a refusal', async () => {
    const queue = track(new JobQueue<{ refuse: boolean }>(QUEUE.DOCUMENTS, settings, { attempts: 2, backoff: { type: 'fixed', delay: 10 } }));
    let calls = 0;
    const worker = track(
      new JobWorker<{ refuse: boolean }>(
        QUEUE.DOCUMENTS,
        async (data) => {
          calls++;
          if (data.refuse) throw ValidationError.field('vehicleid', 'refers to a record that does not exist');
          throw new Error('the template is missing');
        },
        settings,
      ),
    );
    const broken = await settled(queue, await queue.add(STAFF, { refuse: false }));
    expect(broken).toMatchObject({ state: 'failed', failedReason: 'the template is missing' });
    expect(calls).toBe(2);
    calls = 0;
    const refused = await settled(queue, await queue.add(STAFF, { refuse: true }));
    expect(refused.state).toBe('failed');
    expect(calls).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    const dead = await worker.deadLetterList();
    expect(dead.map((d) => d.jobId).sort()).toEqual([broken.id, refused.id].sort());
    expect(dead.find((d) => d.jobId === refused.id)?.failedReason).toMatch(/VALIDATION/);
  });
});
