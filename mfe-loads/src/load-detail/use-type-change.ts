import { LOAD_TEXT, LOAD_TYPE, type LoadType } from '@portal/contracts/constants';
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
      await api.updateResource('client_loads', load.id, { load_type: next });
      if (next === LOAD_TYPE.MULTIPLE) {
        // A carrier load has one driver: the vehicles' own drivers and transit numbers go.
        for (const v of load.vehicles ?? []) {
          if (v.client_driver_id !== null || v.transit_number)
            await api.updateResource('vehicles', v.vehicleid, { client_driver_id: null, transit_number: null });
        }
      }
      alertSuccess(LOAD_TEXT.LOAD_UPDATED);
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
