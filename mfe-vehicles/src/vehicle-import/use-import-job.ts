import { importJob, runImport, type CallAnswer, type CallInput } from '@portal/contracts/call-routes';
import type * as catalog from '@portal/contracts';
import { alertError, call, followJob, messageOf, useApi } from '@portal/web-kit';
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
 * An import queued in the background and followed to its outcome: its progress while it runs, then
 * `onOutcome`. A job still running when the page opens (the person left and came back) is picked up.
 */
export function useImportJob(onOutcome: (outcome: ImportOutcome) => void): { running: RunningImport | null; start(body: ImportBody): Promise<void> } {
  const api = useApi();
  const [running, setRunning] = useState<RunningImport | null>(null);
  const watching = useRef(0);
  const outcome = useRef(onOutcome);
  outcome.current = onOutcome;

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
      if (last.state === 'failed') alertError(`The import did not run: ${(last.failedReason ?? 'unknown reason').replace(/^[A-Z_]+: /, '')}`);
    } catch (error) {
      if (run === watching.current) alertError(messageOf(error));
    } finally {
      if (run === watching.current) setRunning(null);
    }
  };

  useEffect(() => {
    const id = remembered.get();
    if (id) {
      call(api, importJob, { params: { id } }).then(
        (status) => void follow(status),
        // Gone (kept a day), or another user's: nothing to come back to.
        () => remembered.clear(),
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
      setRunning({ percent: 0, message: 'Queued' });
      try {
        await follow(await call(api, runImport, { body }));
      } catch (error) {
        setRunning(null);
        throw error;
      }
    },
  };
}
