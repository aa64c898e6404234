import { ApiError } from './errors.js';

/** A queued job as a screen follows it: finished once completed or failed. */
export interface FollowedJob {
  state: string;
}

const finished = (job: FollowedJob) => job.state === 'completed' || job.state === 'failed';

/**
 * How long a job's status may go unanswered before the screen gives up on it. A job runs on whatever
 * its screen sees; a status read that finds the server busy or restarting is tried again meanwhile,
 * so a ten-minute import is not lost to one dropped answer.
 */
export const PATIENCE_MS = 120_000;
const LONGEST_WAIT_MS = 10_000;

/** A failure that may pass by itself (no answer, the server busy or failing): worth asking again. */
export function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const status = error.status;
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

/**
 * Reads until an answer comes, waiting longer each time a read fails in a way that may pass, for at
 * most `patienceMs`; a refusal (not found, not allowed) or a failure past that is thrown. Answers
 * undefined when the screen stopped watching meanwhile.
 */
export async function readPatiently<S>(
  read: () => Promise<S>,
  watching: () => boolean = () => true,
  patienceMs = PATIENCE_MS,
  firstWaitMs = 1000,
): Promise<S | undefined> {
  const giveUpAt = Date.now() + patienceMs;
  for (let wait = firstWaitMs; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      return await read();
    } catch (error) {
      if (!isPassingFailure(error) || Date.now() + wait > giveUpAt) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (!watching()) return undefined;
  }
}

/**
 * Follows a queued job (a package of documents, an import) until it finishes: each status is shown as
 * it comes, then the status is read again after `everyMs`. It stops early, answering the last status,
 * once `watching()` is false (the person closed the dialog or left the page).
 */
export async function followJob<S extends FollowedJob>(
  first: S,
  read: () => Promise<S>,
  show: (status: S) => void,
  watching: () => boolean = () => true,
  everyMs = 1000,
  patienceMs = PATIENCE_MS,
): Promise<S> {
  let status = first;
  while (watching()) {
    show(status);
    if (finished(status)) break;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    if (!watching()) break;
    status = (await readPatiently(read, watching, patienceMs, everyMs)) ?? status;
  }
  return status;
}
