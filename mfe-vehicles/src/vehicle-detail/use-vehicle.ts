import { ApiError, messageOf, useApi } from '@portal/web-kit';
import { useCallback, useEffect, useState } from 'react';
import type { Vehicle } from '../vehicle-shared/vehicle.js';

export type VehicleState = { status: 'loading' } | { status: 'loaded'; vehicle: Vehicle } | { status: 'not-found' } | { status: 'error'; message: string };

/** Reads one vehicle; another client's vehicle answers 404, like one that does not exist. */
export function useVehicle(id: string): { state: VehicleState; reload(): void } {
  const api = useApi();
  const [state, setState] = useState<VehicleState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.getResource<Vehicle>('vehicles', id, undefined, controller.signal).then(
      (vehicle) => active && setState(vehicle ? { status: 'loaded', vehicle } : { status: 'not-found' }),
      (error: unknown) => {
        if (!active) return;
        setState(error instanceof ApiError && error.status === 404 ? { status: 'not-found' } : { status: 'error', message: messageOf(error) });
      },
    );
    return () => {
      active = false;
      controller.abort();
    };
  }, [api, id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
