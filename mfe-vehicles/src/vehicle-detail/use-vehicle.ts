import { alertError, ApiError, messageOf, useApi } from '@portal/web-kit';
import { useCallback, useEffect, useState } from 'react';
import type { Vehicle } from '../vehicle-shared/vehicle.js';

/** Computed fields the detail page shows: which inputs this person may use, the DOT vault state, the image count. */
export const VEHICLE_DETAIL_APPENDS = ['editable_fields', 'dot_vault_date', 'images_count'];

export type VehicleState = { status: 'loading' } | { status: 'loaded'; vehicle: Vehicle } | { status: 'not-found' } | { status: 'error'; message: string };

/** Reads one vehicle; another client's vehicle answers 404, like one that does not exist. */
export function useVehicle(id: string): { state: VehicleState; reload(): void; replace(vehicle: Vehicle): void; refresh(): void } {
  const api = useApi();
  const [state, setState] = useState<VehicleState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.getResource<Vehicle>('vehicles', id, { appends: VEHICLE_DETAIL_APPENDS }, controller.signal).then(
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
  // A save answers with the whole record: show it without asking again.
  const replace = useCallback((vehicle: Vehicle) => setState({ status: 'loaded', vehicle }), []);
  // After an upload or a timer the page stays as it is (tab, edits) while the record is read again.
  const refresh = useCallback(() => {
    api.getResource<Vehicle>('vehicles', id, { appends: VEHICLE_DETAIL_APPENDS }).then(
      (vehicle) => setState({ status: 'loaded', vehicle }),
      (error: unknown) => alertError(`Unable to refresh the vehicle: ${messageOf(error)}`),
    );
  }, [api, id]);
  return { state, reload, replace, refresh };
}
