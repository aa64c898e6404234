import { LOAD_TEXT, LOAD_TYPE, LOAD_UPDATED_ALERT_MS, type LoadType } from '@portal/contracts/constants';
import { alertSuccess, messageOf, useApi } from '@portal/web-kit';
import { useState } from 'react';
import type { ClientLoad } from './load-types.js';

/**
 * Changing the load type (document 2 §4): asked first (with the driver and transit warning when going
 * to multiple), then saved at once; the service's refusal opens the Error dialog and the choice reverts.
 */
export function useTypeChange(load: ClientLoad | undefined, refresh: () => Promise<unknown>) {
  const api = useApi();
  const [asking, setAsking] = useState<LoadType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!load || !asking) return;
    const next = asking;
    setAsking(null);
    try {
      // Going to multiple, the service clears the vehicles' drivers and transit numbers with the same write.
      await api.updateResource('client_loads', load.id, { load_type: next });
      alertSuccess(LOAD_TEXT.LOAD_UPDATED, { timeoutMs: LOAD_UPDATED_ALERT_MS });
    } catch (failure) {
      setError(messageOf(failure));
    }
    await refresh();
  };
  return {
    asking,
    error,
    ask: (type: LoadType) => setAsking(type),
    cancel: () => setAsking(null),
    closeError: () => setError(null),
    confirm,
    question: asking === LOAD_TYPE.MULTIPLE ? LOAD_TEXT.TO_MULTIPLE_WARNING : LOAD_TEXT.TO_SINGLE_CONFIRM,
  };
}
