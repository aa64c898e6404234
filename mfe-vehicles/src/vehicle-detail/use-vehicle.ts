import { alertError, ApiError, messageOf, queryClientFor, resourceRecordKey, useApi, useResourceRecord } from '@portal/web-kit';
import { useCallback } from 'react';
import type { Vehicle } from '../vehicle-shared/vehicle.js';

/** Computed fields the detail page shows: which inputs this person may use, the DOT vault state, the image count. */
export const VEHICLE_DETAIL_APPENDS = ['editable_fields', 'dot_vault_date', 'images_count', 'ri_dot_deadline'];

const QUERY = { appends: VEHICLE_DETAIL_APPENDS };

export type VehicleState = { status: 'loading' } | { status: 'loaded'; vehicle: Vehicle } | { status: 'not-found' } | { status: 'error'; message: string };

/** Reads one vehicle; another client's vehicle answers 404, like one that does not exist. */
export function useVehicle(id: string): { state: VehicleState; reload(): void; replace(vehicle: Vehicle): void; refresh(): void } {
  const api = useApi();
  const read = useResourceRecord<Vehicle | null>('vehicles', id, QUERY);
  const { refetch } = read;

  const reload = useCallback(() => void refetch(), [refetch]);
  // A save answers with the whole record: show it without asking again.
  const replace = useCallback((vehicle: Vehicle) => queryClientFor(api).setQueryData(resourceRecordKey('vehicles', id, QUERY), vehicle), [api, id]);
  // After an upload or a timer the page stays as it is (tab, edits) while the record is read again.
  const refresh = useCallback(() => {
    void refetch().then((answer) => {
      if (answer.error) alertError(`Unable to refresh the vehicle: ${messageOf(answer.error)}`);
    });
  }, [refetch]);
  return { state: vehicleState(read), reload, replace, refresh };
}

function vehicleState({ data, loading, error }: { data: Vehicle | null | undefined; loading: boolean; error: unknown }): VehicleState {
  if (loading) return { status: 'loading' };
  if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
  if (error && !data) return { status: 'error', message: messageOf(error) };
  if (data) return { status: 'loaded', vehicle: data };
  return data === null ? { status: 'not-found' } : { status: 'loading' };
}
