import { importJob, runImport, type CallAnswer, type CallInput } from '@portal/contracts/call-routes';
import type * as catalog from '@portal/contracts';
import { alertError, call, followJob, isPassingFailure, messageOf, readPatiently, requestKey, useApi } from '@portal/web-kit';
import { useEffect, useRef, useState } from 'react';

type JobStatus = CallAnswer<typeof catalog.importJob>;
export type ImportOutcome = NonNullable<JobStatus['result']>;
export type ImportBody = CallInput<typeof catalog.runImport>['body'];

/** Where the running import is remembered, so leaving the page and coming back finds it again. */
export const RUNNING_IMPORT_KEY = 'portal.vehicle-import.job';

export interface RunningImport {
  percent: number;
  message: string;
}

const remembered = {
  get: () => window.localStorage.getItem(RUNNING_IMPORT_KEY),
  set: (id: string) => window.localStorage.setItem(RUNNING_IMPORT_KEY, id),
  clear: () => window.localStorage.removeItem(RUNNING_IMPORT_KEY),
};

/**
 * What a person is told when the import's progress stays unread for the whole patience (the server
 * away or failing): the import itself runs on, and the page finds it again when it next opens.
 */
export function progressUnread(error: unknown): string {
  const reason = messageOf(error).replace(/[^.!?]$/, '$&.');
  return `The import's progress could not be read: ${reason} The import goes on on the server; open this page again later to see how it ended.`;
}

/**
 * An import queued in the background and followed to its outcome: its progress while it runs, then
 * `onOutcome`. A job still running when the page opens (the person left and came back) is picked up.
 */
export function useImportJob(
  onOutcome: (outcome: ImportOutcome) => void,
  /** Told why an import followed did not end in an outcome, besides the notice, which goes by. */
  onFailure: (reason: string) => void = () => undefined,
): { running: RunningImport | null; start(body: ImportBody): Promise<void> } {
  const api = useApi();
  const [running, setRunning] = useState<RunningImport | null>(null);
  const watching = useRef(0);
  const outcome = useRef(onOutcome);
  outcome.current = onOutcome;
  const failure = useRef(onFailure);
  failure.current = onFailure;
  const fail = (reason: string) => {
    failure.current(reason);
    alertError(reason);
  };

  const follow = async (first: JobStatus) => {
    const run = ++watching.current;
    remembered.set(first.id);
    try {
      const last = await followJob(
        first,
        () => call(api, importJob, { params: { id: first.id } }),
        (s) => setRunning({ percent: s.progress.percent, message: s.progress.message ?? s.state }),
        () => run === watching.current,
      );
      if (run !== watching.current) return;
      remembered.clear();
      if (last.state === 'completed' && last.result) outcome.current(last.result);
      if (last.state === 'failed') fail(`The import did not run: ${(last.failedReason ?? 'unknown reason').replace(/^[A-Z_]+: /, '')}`);
    } catch (error) {
      if (run === watching.current) fail(isPassingFailure(error) ? progressUnread(error) : messageOf(error));
    } finally {
      if (run === watching.current) setRunning(null);
    }
  };

  useEffect(() => {
    const id = remembered.get();
    const opened = watching.current;
    if (id) {
      readPatiently(
        () => call(api, importJob, { params: { id } }),
        () => opened === watching.current,
      ).then(
        (status) => void (status && follow(status)),
        (error: unknown) => {
          // Gone (kept a day), or another user's: nothing to come back to. A server that stays away is
          // told, and the import is looked for again next time the page opens.
          if (isPassingFailure(error)) fail(progressUnread(error));
          else remembered.clear();
        },
      );
    }
    return () => {
      watching.current += 1;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, [api]);

  return {
    running,
    start: async (body) => {
      setRunning({ percent: 0, message: 'Sending the rows…' });
      // One key for this click: rows whose answer did not come (the server busy, restarting) are sent
      // again with it, and the server answers the import they queued instead of queuing a second.
      const request = { ...body, key: requestKey() };
      try {
        const first = await readPatiently(() => call(api, runImport, { body: request }));
        if (first) await follow(first);
      } catch (error) {
        setRunning(null);
        throw error;
      }
    },
  };
}
