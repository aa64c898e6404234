// A queue worker in a process of its own, so a test can kill it in the middle of a job as a crash
// would. It takes the queue's jobs with the queue kit; each job writes down that this process started
// it, works for WORK_MS, then carries out its effect (a row keyed by the job id). Settings come from
// the environment: REDIS_URL, QUEUE_PREFIX, QUEUE_NAME, DATABASE_URL, WORK_MS, LOCK_MS, STALLED_MS.
import { createPrismaClient } from '@portal/db';
import { JobWorker } from '@portal/server-kit';
import { recordEffect } from './job-effects.mjs';

const { REDIS_URL, QUEUE_PREFIX, QUEUE_NAME, DATABASE_URL, WORK_MS, LOCK_MS, STALLED_MS } = process.env;
const prisma = createPrismaClient(DATABASE_URL, { poolSize: 1 });
// Prisma's first query loads its query compiler, which holds the event loop for a while: done before
// taking jobs, so it never delays a job's lock renewal past the short lock of the test.
await prisma.$queryRawUnsafe('SELECT 1');

const worker = new JobWorker(
  QUEUE_NAME,
  async ({ jobId }) => {
    await recordEffect(prisma, jobId, 'started');
    await new Promise((resolve) => setTimeout(resolve, Number(WORK_MS)));
    await recordEffect(prisma, jobId, 'done');
    return { by: process.pid };
  },
  { redisUrl: REDIS_URL, prefix: QUEUE_PREFIX },
  { lockDuration: Number(LOCK_MS), stalledInterval: Number(STALLED_MS) },
);
await worker.worker.waitUntilReady();

process.once('SIGTERM', async () => {
  await worker.close();
  await prisma.$disconnect();
  process.exit(0);
});
console.log(`queue worker ${process.pid} ready`);
