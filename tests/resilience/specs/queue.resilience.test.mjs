// A queued job survives the crash of the worker running it and runs to its effect exactly once: the
// worker, a process of its own, is killed (SIGKILL) in the middle of the job; once the job's lock has
// expired a new worker finds it stalled, takes it again and completes it. The documents service's own
// worker is also crashed after its effect (the document stored) and before the job's completion: the
// attempt that takes over must not leave a second document.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { QUEUE } from '@portal/contracts';
import { createTestDatabase } from '@portal/db/testing';
import { JobQueue } from '@portal/server-kit';
import { STAFF } from '@portal/server-kit/testing';
import { startPrivateBus } from '../../../tools/stack/bus.mjs';
import { ProcessGroup, ROOT } from '../../../tools/stack/processes.mjs';
import { recordCount } from '../../../tools/test/counts.mjs';
import { waitFor } from '../support/fault-phases.mjs';
import { createEffectsTable, effectsOf } from '../support/job-effects.mjs';

/**
 * Short, so a crashed worker's job is found stalled within seconds (BullMQ's defaults are 30 s each);
 * the lock still leaves a busy machine a few seconds to renew it in time.
 */
const LOCK_MS = 5000;
const STALLED_MS = 1000;
const WORKER = join(ROOT, 'tests/resilience/support/queue-worker.mjs');
const DOCUMENT_WORKER = join(ROOT, 'tests/resilience/support/document-job-worker.mjs');
const JOBS = 2;

let bus;
let db;
let queue;
let workers;
let settings;
let survived = 0;

before(async () => {
  bus = await startPrivateBus();
  db = await createTestDatabase();
  await createEffectsTable(db.prisma);
  // A prefix of its own: nothing else's jobs on this Redis are ever seen.
  settings = { redisUrl: bus.redisUrl, prefix: `resilience-${randomUUID()}` };
  queue = new JobQueue(QUEUE.IMPORTS, settings);
  workers = new ProcessGroup({ logDir: join(ROOT, 'var', 'test-logs') });
});

after(async () => {
  await workers?.stop();
  await queue?.close();
  await db?.drop();
  await bus?.stop();
  recordCount('jobs that survived a worker crash', survived, { failed: JOBS - survived });
});

/** A worker process whose jobs take `workMs`; resolves once it listens for jobs. */
async function startWorker(name, workMs) {
  const env = {
    REDIS_URL: settings.redisUrl,
    QUEUE_PREFIX: settings.prefix,
    QUEUE_NAME: QUEUE.IMPORTS,
    DATABASE_URL: db.url,
    WORK_MS: String(workMs),
    LOCK_MS: String(LOCK_MS),
    STALLED_MS: String(STALLED_MS),
  };
  const child = workers.start(name, 'node', [WORKER], { env });
  await workers.ready(child, async () => child.recent.join('').includes(`queue worker ${child.pid} ready`), 60_000);
  return child;
}

const status = (id) => queue.status(STAFF, id);

describe('a queued job and a worker crash', () => {
  it('is taken again by another worker after the crash and runs to its effect exactly once', async () => {
    const first = await startWorker('queue-worker-crashing', 120_000);
    const jobId = randomUUID();
    assert.equal(await queue.add(STAFF, { jobId }, { jobId }), jobId);

    // The first worker has begun the job; it dies before the job's effect.
    await waitFor('the first worker started the job', async () => (await effectsOf(db.prisma, jobId)).started.length === 1, 30_000);
    assert.equal((await status(jobId)).state, 'active');
    await workers.kill('queue-worker-crashing', 'SIGKILL');

    const second = await startWorker('queue-worker-taking-over', 500);
    const done = await waitFor(
      'the job completed after the crash',
      async () => {
        const s = await status(jobId);
        return s?.state === 'completed' ? s : undefined;
      },
      60_000,
    );
    assert.deepEqual(done.result, { by: second.pid });

    // Long enough for several more stall checks: nothing takes the job again.
    await new Promise((resolve) => setTimeout(resolve, 4 * STALLED_MS));
    const effects = await effectsOf(db.prisma, jobId);
    assert.deepEqual(effects.started, [first.pid, second.pid], 'started by the crashed worker, then by the one that took over');
    assert.deepEqual(effects.done, [second.pid], 'the effect happened once, by the worker that took over');
    assert.equal((await status(jobId)).state, 'completed');
    survived++;
  });
});

describe("the documents service's job worker crashing after its effect", () => {
  let storageRoot;
  let documents;
  const redisPrefix = () => `${settings.prefix}-documents:`;

  before(() => {
    storageRoot = mkdtempSync(join(tmpdir(), 'document-jobs-'));
    documents = new JobQueue(QUEUE.DOCUMENTS, { redisUrl: settings.redisUrl, prefix: `${redisPrefix()}bull` });
  });

  after(async () => {
    await documents?.close();
    if (storageRoot) rmSync(storageRoot, { recursive: true, force: true });
  });

  /** The documents service's worker; resolves once it takes jobs. */
  async function startDocumentWorker(name, crashAfterStore) {
    const env = { REDIS_URL: settings.redisUrl, PORTAL_REDIS_PREFIX: redisPrefix(), STORAGE_ROOT: storageRoot, CRASH_AFTER_STORE: crashAfterStore ? '1' : '0' };
    const child = workers.start(name, 'node', [DOCUMENT_WORKER], { env });
    await workers.ready(child, async () => child.recent.join('').includes(`document worker ${child.pid} ready`), 60_000);
    return child;
  }

  const storedDocuments = () => readdirSync(join(storageRoot, 'documents', 'jobs')).sort();

  it('stores the document once: the attempt after the crash writes the same file, and the job completes with it', async () => {
    const crashing = await startDocumentWorker('document-worker-crashing', true);
    const inspected = [
      {
        vehicle: { vehicleid: 1, vehiclevin: '1HGCM82633A004352', vehicleyear: 2020, vehiclemake: 'Honda' },
        conformance: { completed_date: '2026-01-02', items: [] },
      },
    ];
    const data = { kind: 'inspection', inspected, designation: 'RI-1', today: '2026-11-26', filename: 'inspection.pdf' };
    const jobId = await documents.add(STAFF, data);

    await waitFor('the worker stored the document and crashed', async () => crashing.exitCode !== null || crashing.signalCode !== null, 60_000);
    assert.equal(crashing.signalCode, 'SIGKILL');
    const afterCrash = storedDocuments();
    assert.equal(afterCrash.length, 1, 'the effect happened before the crash');
    assert.equal((await documents.status(STAFF, jobId)).state, 'active', 'the job was not completed');

    // The crashed worker's lock would hold the job for the documents worker's lock time (two minutes);
    // it is taken away here, as its expiry would, so another worker finds the job stalled within its check.
    const redis = await documents.queue.getBackend().client;
    assert.equal(await redis.del(`${redisPrefix()}bull:${QUEUE.DOCUMENTS}:${jobId}:lock`), 1);
    await startDocumentWorker('document-worker-taking-over', false);
    const done = await waitFor(
      'the document job completed after the crash',
      async () => {
        const s = await documents.status(STAFF, jobId);
        return s?.state === 'completed' ? s : undefined;
      },
      120_000,
    );
    assert.deepEqual(storedDocuments(), afterCrash, 'one document, written again in place');
    assert.equal(`documents/jobs/${afterCrash[0]}`, done.result.key, 'the completed job names that document');
    assert.equal(done.result.pages, 1);
    survived++;
  });
});
