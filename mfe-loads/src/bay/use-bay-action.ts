import { call, messageOf, useApi, type CallTarget } from '@portal/web-kit';
import { useState } from 'react';
import type { CallEntry } from '@portal/contracts/call-routes';

/**
 * Runs a bay create or update: pending load edits are saved first (document 2 §4), the partner's
 * errors are listed, an outage or refusal is said plainly, and the check runs again afterwards.
 */
export function useBayAction(loadId: number, beforeSend: () => Promise<boolean>, after: () => Promise<unknown>) {
  const api = useApi();
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (label: string, target: CallTarget<CallEntry>, photos = false) => {
    setBusy(label);
    setFailure(null);
    setErrors([]);
    try {
      if (!(await beforeSend())) return;
      const input = { params: { id: String(loadId) }, ...(photos ? { query: { photos: '1' } } : {}) };
      const answer = (await call(api, target, input as never)) as { errors?: string[] };
      setErrors(answer.errors ?? []);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(null);
      await after();
    }
  };
  return { busy, errors, failure, run };
}
