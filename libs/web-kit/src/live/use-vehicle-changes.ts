import { useEffect, useRef } from 'react';
import { useApi } from '../api/api-context.js';
import { watchVehicleChanges, type WatchOptions } from './vehicle-changes.js';

/** Calls `onChange` while the component is mounted, each time vehicles of the user's clients change on the server. */
export function useVehicleChanges(onChange: () => void, options?: WatchOptions): void {
  const api = useApi();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const quietMs = options?.quietMs;
  const retryMs = options?.retryMs;
  useEffect(() => watchVehicleChanges(api, () => latest.current(), { quietMs, retryMs }), [api, quietMs, retryMs]);
}
