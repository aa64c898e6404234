import { alertError, messageOf } from '@portal/web-kit';
import { useState } from 'react';

/**
 * One piece of work at a time, with what it is doing for the spinner: the buttons stay disabled while
 * `busy` is set, and a failure is alerted with the server's reason instead of being dropped.
 */
export function useBusyWork(): { busy: string | null; run(what: string, work: () => Promise<void>): void } {
  const [busy, setBusy] = useState<string | null>(null);
  const run = (what: string, work: () => Promise<void>) => {
    setBusy(what);
    void work()
      .catch((error: unknown) => alertError(messageOf(error)))
      .finally(() => setBusy(null));
  };
  return { busy, run };
}
