import { useEffect, useRef } from 'react';
import { useApi } from '../api/api-context.js';
import type { ApiClient } from '../api/client.js';
import type { WatchOptions } from './event-stream.js';
import { watchLoadBayChanges } from './load-bay-changes.js';
import { watchVehicleChanges } from './vehicle-changes.js';

/** Runs a watch while the component is mounted (and `key` stays), calling the latest `onChange` each time. */
function useWatch(
  watch: (api: ApiClient, onChange: () => void, options: WatchOptions) => () => void,
  key: unknown,
  onChange: () => void,
  options?: WatchOptions,
) {
  const api = useApi();
  const latest = useRef(onChange);
  const start = useRef(watch);
  useEffect(() => {
    latest.current = onChange;
    start.current = watch;
  });
  const quietMs = options?.quietMs;
  const retryMs = options?.retryMs;
  useEffect(() => start.current(api, () => latest.current(), { quietMs, retryMs }), [api, key, quietMs, retryMs]);
}

/** Calls `onChange` while the component is mounted, each time vehicles of the user's clients change on the server. */
export function useVehicleChanges(onChange: () => void, options?: WatchOptions): void {
  useWatch(watchVehicleChanges, 'vehicles', onChange, options);
}

/** Calls `onChange` while the component is mounted, each time what the bay holds for the load changes on the server. */
export function useLoadBayChanges(loadId: number, onChange: () => void, options?: WatchOptions): void {
  useWatch((api, changed, opts) => watchLoadBayChanges(api, loadId, changed, opts), loadId, onChange, options);
}
