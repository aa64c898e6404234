import { importJob, runImport, type CallAnswer, type CallInput } from '@portal/contracts/call-routes';
import type * as catalog from '@portal/contracts';
import { alertError, call, followJob, isPassingFailure, messageOf, readPatiently, requestKey, useApi } from '@portal/web-kit';
import { useEffect, useRef, useState } from 'react';

type JobStatus = CallAnswer<typeof catalog.importJob>;
export type ImportOutcome = NonNullable<JobStatus['result']>;
export type ImportBody = CallInput<typeof catalog.runImport>['body'];

/**
 * Where the last import started in this browser is remembered, running or finished, so leaving the page
 * and coming back finds it again: its progress, or its outcome (with Undo Import). It is forgotten when
 * the person moves on (another file, another import, the import undone) or the server no longer has it.
 * Never forgotten because it finished: a page being left may read that last, and the page opened next
 * would then find nothing.
 */
export const RUNNING_IMPORT_KEY = 'portal.vehicle-import.job';

export interface RunningImport {
  percent: number;
  message: string;
}

export const LOOKING: RunningImport = { percent: 0, message: 'Looking for the last import…' };

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

export interface OutcomeSeen {
  /** Whether the page saw the import finish (false: it had finished when the page came back to it). */
  finishedNow: boolean;
}

/**
 * An import queued in the background and followed to its outcome: its progress while it runs, then
 * `onOutcome`. The last import (RUNNING_IMPORT_KEY) is picked up when the page opens: still running, or
 * finished while the person was away.
 */
export function useImportJob(
  onOutcome: (outcome: ImportOutcome, seen: OutcomeSeen) => void,
  /** Told why an import followed did not end in an outcome, besides the notice, which goes by. */
  onFailure: (reason: string) => void = () => undefined,
): { running: RunningImport | null; start(body: ImportBody): Promise<void>; forget(): void } {
  const api = useApi();
  const [running, setRunning] = useState<RunningImport | null>(null);
  const watching = useRef(0);
  // The run of `follow` under way (0: none).
  const following = useRef(0);
  const outcome = useRef(onOutcome);
  outcome.current = onOutcome;
  const failure = useRef(onFailure);
  failure.current = onFailure;
  // A failure found when the page opens is on the page already; a notice each time it opens would repeat it.
  const fail = (reason: string, notice = true) => {
    failure.current(reason);
    if (notice) alertError(reason);
  };

  const follow = async (first: JobStatus) => {
    const run = ++watching.current;
    const finishedNow = first.state !== 'completed' && first.state !== 'failed';
    remembered.set(first.id);
    following.current = run;
    try {
      const last = await followJob(
        first,
        () => call(api, importJob, { params: { id: first.id } }),
        (s) => setRunning({ percent: s.progress.percent, message: s.progress.message ?? s.state }),
        () => run === watching.current,
      );
      if (run !== watching.current) return;
      if (last.state === 'completed' && last.result) outcome.current(last.result, { finishedNow });
      if (last.state === 'failed') fail(`The import did not run: ${(last.failedReason ?? 'unknown reason').replace(/^[A-Z_]+: /, '')}`, finishedNow);
    } catch (error) {
      if (run === watching.current) fail(isPassingFailure(error) ? progressUnread(error) : messageOf(error));
    } finally {
      if (following.current === run) following.current = 0;
      if (run === watching.current) setRunning(null);
    }
  };

  useEffect(() => {
    const id = remembered.get();
    const opened = watching.current;
    if (id) {
      // A bar while the last import is looked for: the server may take a while to answer, and the page
      // must not look as if there were none.
      setRunning(LOOKING);
      readPatiently(
        () => call(api, importJob, { params: { id } }),
        () => opened === watching.current,
      ).then(
        (status) => void (status && follow(status)),
        (error: unknown) => {
          if (opened === watching.current) setRunning(null);
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
    // An import still being followed stays remembered: its outcome is still to come.
    forget: () => void (following.current === 0 && remembered.clear()),
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
