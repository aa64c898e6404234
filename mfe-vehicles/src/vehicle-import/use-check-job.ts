import { importCheckJob, queueImportCheck, type CallAnswer, type CallInput } from '@portal/contracts/call-routes';
import type * as catalog from '@portal/contracts';
import { call, followJob, useApi } from '@portal/web-kit';
import { useEffect, useRef, useState } from 'react';
import type { RunningImport } from './use-import-job.js';

export type CheckedRow = NonNullable<CallAnswer<typeof catalog.importCheckJob>['result']>['rows'][number];
export type CheckBody = CallInput<typeof catalog.queueImportCheck>['body'];

/**
 * The check of a file (vehicleMassProcess), queued and followed: its progress while the VINs are
 * decoded, then every page of its rows. `null` when the page was left before it finished.
 */
export function useCheckJob(): { checking: RunningImport | null; check(body: CheckBody): Promise<CheckedRow[] | null> } {
  const api = useApi();
  const [checking, setChecking] = useState<RunningImport | null>(null);
  const watching = useRef(0);
  useEffect(
    () => () => {
      watching.current += 1;
    },
    [],
  );

  return {
    checking,
    check: async (body) => {
      const run = ++watching.current;
      const current = () => run === watching.current;
      setChecking({ percent: 0, message: 'Sending the rows…' });
      try {
        const first = await call(api, queueImportCheck, { body });
        const read = (page: number) => call(api, importCheckJob, { params: { id: first.id }, query: { page: String(page) } });
        const last = await followJob(
          first,
          () => read(1),
          (s) => setChecking({ percent: s.progress.percent, message: s.progress.message ?? s.state }),
          current,
        );
        if (!current()) return null;
        if (last.state === 'failed') throw new Error(`The check did not run: ${(last.failedReason ?? 'unknown reason').replace(/^[A-Z_]+: /, '')}`);
        const result = last.result;
        if (!result) return null;
        const rows = [...result.rows];
        for (let page = 2; page <= result.pages && current(); page += 1) rows.push(...((await read(page)).result?.rows ?? []));
        return current() ? rows : null;
      } finally {
        if (current()) setChecking(null);
      }
    },
  };
}
