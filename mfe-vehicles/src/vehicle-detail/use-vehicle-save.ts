import { CANCELLED_TITLE_STATUS, ERROR_CODE, REQUIRED_FIELDS_MESSAGE, VEHICLE_SAVE_REQUIRED_FIELDS } from '@portal/contracts/constants';
import { wholeDollars } from '@portal/contracts/vehicle-units';
import {
  alertSuccess,
  alertError,
  alertInfo,
  changedValues,
  isApiError,
  saveFailureText,
  useApi,
  useInvalidate,
  type FieldErrors,
  type FormErrors,
  type FormValues,
} from '@portal/web-kit';
import { useState } from 'react';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { hasPendingTimers } from './dot-vault.js';
import { VEHICLE_DETAIL_APPENDS } from './use-vehicle.js';
import { ALL_FIELDS } from './vehicle-tabs.js';

/** The dialog's title when the save rule of document 3 §5 is not met (the service's words). */
export const REQUIRED_FIELDS_TITLE = REQUIRED_FIELDS_MESSAGE;
export const VEHICLE_UPDATED = 'Vehicle Updated';
export const CLIENT_AND_TYPE_REQUIRED = 'Client ID and Title Application Type are required';
const CANCELLED = CANCELLED_TITLE_STATUS;

/** A refusal of the save rule: a 422 whose field errors are all fields that rule requires. */
function requiredFieldErrors(error: unknown): FieldErrors | undefined {
  if (!isApiError(error, ERROR_CODE.VALIDATION) || !error.errors) return undefined;
  const fields = Object.keys(error.errors);
  const rule: readonly string[] = VEHICLE_SAVE_REQUIRED_FIELDS;
  return fields.length > 0 && fields.every((field) => rule.includes(field)) ? error.errors : undefined;
}

const empty = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

export interface VehicleSave {
  saving: boolean;
  errors: FormErrors;
  /** The required-field messages to show in the dialog, or null when it is closed. */
  required: string[] | null;
  closeRequired(): void;
  save(body: FormValues): Promise<Vehicle | null>;
}

/**
 * Saves a vehicle: only what changed (or an explicit body such as a cancellation), then reloads the
 * record with its computed fields. The service decides every rule; this shows its answer the way
 * document 3 §8 words it.
 */
export function useVehicleSave(
  vehicle: Vehicle | null,
  onSaved: (vehicle: Vehicle) => void,
): VehicleSave & { saveDraft(draft: FormValues): Promise<Vehicle | null> } {
  const api = useApi();
  const invalidate = useInvalidate();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [required, setRequired] = useState<string[] | null>(null);

  async function save(body: FormValues): Promise<Vehicle | null> {
    if (!vehicle) return null;
    setSaving(true);
    try {
      const saved = await api.updateResource<Vehicle>('vehicles', vehicle.vehicleid, body);
      // The spec's success needs a vehicleid in the answer.
      if (!saved || saved.vehicleid === undefined) throw new Error('the server did not answer with the vehicle');
      const fresh = await api.getResource<Vehicle>('vehicles', vehicle.vehicleid, { appends: VEHICLE_DETAIL_APPENDS });
      setErrors({});
      onSaved(fresh);
      // Lists that show vehicles read again.
      void invalidate('vehicles');
      alertSuccess(VEHICLE_UPDATED);
      return fresh;
    } catch (error) {
      const missing = requiredFieldErrors(error);
      if (missing) {
        setRequired([...new Set(Object.values(missing).flat())]);
        setErrors(missing);
      } else {
        if (isApiError(error) && error.errors) setErrors(error.errors);
        alertError(`Unable to update: ${saveFailureText(error, ALL_FIELDS)}`);
      }
      return null;
    } finally {
      setSaving(false);
    }
  }

  async function saveDraft(draft: FormValues): Promise<Vehicle | null> {
    if (!vehicle) return null;
    const changes = changedValues(ALL_FIELDS, vehicle, draft);
    // DOT timers take effect when the vehicle is saved (document 3 §4): pending ones are a change of their own.
    if (Object.keys(changes).length === 0 && !hasPendingTimers(vehicle)) {
      alertInfo('Nothing to save: no field was changed');
      return null;
    }
    // The value in dollars is saved as a whole number (document 3 §5); the service rounds it the same way.
    if ('value_us_dollars' in changes) changes.value_us_dollars = wholeDollars(changes.value_us_dollars);
    // The service's rule, mirrored for a quick answer: a vehicle that is not cancelled keeps its client and application type.
    const after = { ...vehicle, ...changes };
    if (Number(after.titlestatusid) !== CANCELLED && (empty(after.clientid) || empty(after.titleprocessingtype))) {
      setRequired([CLIENT_AND_TYPE_REQUIRED]);
      return null;
    }
    return save(changes);
  }

  return { saving, errors, required, closeRequired: () => setRequired(null), save, saveDraft };
}
