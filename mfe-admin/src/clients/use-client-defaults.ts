import { DEFAULT_VEHICLE_RELEASE_DAYS } from '@portal/contracts/constants';
import { ApiError, changedValues, useApi, useInvalidate, useResourceList, type FormErrors, type FormValues } from '@portal/web-kit';
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_FIELDS } from './client-form.js';

export interface ClientDefaults {
  status: 'loading' | 'loaded' | 'error';
  error?: string;
  values: FormValues;
  errors: FormErrors;
  dirty: boolean;
  setValue(name: string, value: unknown): void;
  /** Creates the client's defaults row the first time, then updates it; throws when refused. */
  save(): Promise<void>;
}

/** The client's vehicle defaults: one row per client, made on the first save. */
export function useClientDefaults(clientid: string): ClientDefaults {
  const api = useApi();
  const invalidate = useInvalidate();
  const read = useResourceList<FormValues>('client_defaults', { per_page: 1, filters: [{ field: 'clientid', op: 'eq', value: clientid }] });
  const [record, setRecord] = useState<FormValues>({ vehicle_release_days: DEFAULT_VEHICLE_RELEASE_DAYS });
  const [values, setValues] = useState<FormValues>({ vehicle_release_days: DEFAULT_VEHICLE_RELEASE_DAYS });
  const [errors, setErrors] = useState<FormErrors>({});
  const status: ClientDefaults['status'] = read.loading ? 'loading' : read.errorText ? 'error' : read.data ? 'loaded' : 'loading';

  // The stored row (or the defaults a client starts with) becomes what the form edits.
  const page = read.data;
  useEffect(() => {
    if (!page) return;
    const row = page.data[0] ?? { vehicle_release_days: DEFAULT_VEHICLE_RELEASE_DAYS };
    setRecord(row);
    setValues(row);
  }, [page]);

  const dirty = Object.keys(changedValues(DEFAULT_FIELDS, record, values)).length > 0;

  const setValue = useCallback((name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  }, []);

  const save = useCallback(async () => {
    const body = changedValues(DEFAULT_FIELDS, record, values);
    if (!Object.keys(body).length) return;
    try {
      const saved = record.id
        ? await api.updateResource<FormValues>('client_defaults', record.id as number, body)
        : await api.createResource<FormValues>('client_defaults', { clientid: Number(clientid), ...body });
      setRecord(saved);
      setValues(saved);
      setErrors({});
      void invalidate('client_defaults');
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors) setErrors(failure.errors);
      throw failure;
    }
  }, [api, invalidate, clientid, record, values]);

  return { status, error: read.errorText, values, errors, dirty, setValue, save };
}
