/** A queued job as a screen follows it: finished once completed or failed. */
export interface FollowedJob {
  state: string;
}

const finished = (job: FollowedJob) => job.state === 'completed' || job.state === 'failed';

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
): Promise<S> {
  let status = first;
  while (watching()) {
    show(status);
    if (finished(status)) break;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    if (!watching()) break;
    status = await read();
  }
  return status;
}
