// The documents service's own job worker (DocumentJobs, from its build) in a process of its own, so a
// test can crash it at a chosen moment. Its storage is a folder on disk; with CRASH_AFTER_STORE=1 the
// process kills itself (SIGKILL, as a crash would) right after the job's file is stored, before the
// job is completed. Settings: REDIS_URL, PORTAL_REDIS_PREFIX (the queue's), STORAGE_ROOT, CRASH_AFTER_STORE.
import { DiskStorage } from '@portal/server-kit';
import { DocumentJobs } from '../../../services/documents/dist/jobs/document-jobs.js';

const { STORAGE_ROOT, CRASH_AFTER_STORE } = process.env;

class CrashingStorage extends DiskStorage {
  async put(...args) {
    await super.put(...args);
    if (CRASH_AFTER_STORE === '1') {
      console.log(`document worker ${process.pid} stored ${args[0]}, crashing`);
      process.kill(process.pid, 'SIGKILL');
    }
  }
}

/** Looks for a crashed worker's job every second instead of every 30: the test waits for it. */
class QuicklyCheckedJobs extends DocumentJobs {
  workerOptions = { ...this.workerOptions, stalledInterval: 1000 };
}

// An inspection report needs no form templates: no renderer is given.
const jobs = new QuicklyCheckedJobs(undefined, new CrashingStorage(STORAGE_ROOT));
jobs.onModuleInit();
await jobs.worker.worker.waitUntilReady();

process.once('SIGTERM', async () => {
  await jobs.onApplicationShutdown();
  process.exit(0);
});
console.log(`document worker ${process.pid} ready`);
