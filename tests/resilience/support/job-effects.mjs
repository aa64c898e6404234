// What a test's queue handler did, written down in PostgreSQL (a table of the test's own database):
// which processes started a job, and which carried out its effect. The test reads it back.

export async function createEffectsTable(prisma) {
  await prisma.$executeRawUnsafe('CREATE TABLE job_effects (job_id text NOT NULL, kind text NOT NULL, pid integer NOT NULL, at timestamptz DEFAULT now())');
}

/** `kind` is 'started' when the handler begins, 'done' for the job's effect. */
export async function recordEffect(prisma, jobId, kind) {
  await prisma.$executeRawUnsafe('INSERT INTO job_effects (job_id, kind, pid) VALUES ($1, $2, $3)', jobId, kind, process.pid);
}

/** The pids that started the job and those that carried out its effect, in order. */
export async function effectsOf(prisma, jobId) {
  const rows = await prisma.$queryRawUnsafe('SELECT kind, pid FROM job_effects WHERE job_id = $1 ORDER BY at', jobId);
  return { started: rows.filter((r) => r.kind === 'started').map((r) => r.pid), done: rows.filter((r) => r.kind === 'done').map((r) => r.pid) };
}
