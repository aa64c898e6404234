import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../api/api-context.js';
import { ApiError, messageOf } from '../api/errors.js';
import { failureFieldErrors, fieldLabel, saveFailureText } from './field-errors.js';
import { alertError, alertInfo, alertSuccess } from '../alerts/alerts.js';
import { useInvalidate, useResourceRecord } from '../data/use-data.js';
import { keepDraft, onSessionEnding, takeDraft } from '../session/drafts.js';
import { changedValues, missingRequired } from './field-values.js';
import type { FormErrors, FormFieldDef, FormValues } from './types.js';

/** Shown when edits kept from an ended session are back in the form. */
export const DRAFT_RESTORED_TEXT = 'Your unsaved changes were restored. Review them and save.';

export type RecordStatus = 'loading' | 'loaded' | 'not-found' | 'error';

export interface RecordFormOptions {
  resource: string;
  id: string;
  fields: ReadonlyArray<FormFieldDef>;
  with?: ReadonlyArray<string>;
  appends?: ReadonlyArray<string>;
  /** The success alert after a save (document 1 §8). */
  savedText?: string;
  /** How long that alert stays, when the spec gives it a time of its own ("Load Updated" 3 s). */
  savedAlertMs?: number;
}

export interface RecordForm {
  status: RecordStatus;
  /** Why loading failed. */
  error?: string;
  record: FormValues;
  values: FormValues;
  errors: FormErrors;
  saving: boolean;
  dirty: boolean;
  setValue(name: string, value: unknown): void;
  /** Sends the changed fields; answers whether the save went through. */
  save(): Promise<boolean>;
  reload(): void;
  /** Reads the record again without a loading state, keeping what was typed (after a related change). */
  refresh(): Promise<void>;
}

/**
 * One record's edit state: loads it, keeps what is typed, and saves only what changed. A refusal
 * keeps the typed values, shows each field's reasons under its input and names the fields by their
 * labels in the alert.
 */
export function useRecordForm({ resource, id, fields, with: relations, appends, savedText = 'Saved', savedAlertMs }: RecordFormOptions): RecordForm {
  const api = useApi();
  const invalidate = useInvalidate();
  const [record, setRecord] = useState<FormValues>({});
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  // The options are often written inline (new arrays each render): the query changes only when their contents do.
  const queryKey = JSON.stringify({ with: relations ?? [], appends: appends ?? [] });
  const query = useMemo(() => JSON.parse(queryKey) as { with: string[]; appends: string[] }, [queryKey]);
  const loaded = useResourceRecord<FormValues | null>(resource, id, query);

  // Each answer becomes the form's record. The first one brings back a draft kept when a session
  // ended; a later one (a refresh, another write) keeps what was typed since.
  const shown = useRef<{ key: string; record: FormValues } | null>(null);
  const typed = useRef({ record, values });
  typed.current = { record, values };
  const row = loaded.data;
  useEffect(() => {
    if (!row) return;
    const key = `${resource}/${id}`;
    const first = shown.current?.key !== key;
    const kept = first ? takeDraft(key) : changedValues(fields, typed.current.record, typed.current.values);
    shown.current = { key, record: row };
    setRecord(row);
    setValues({ ...row, ...kept });
    if (first) {
      setErrors({});
      if (kept) alertInfo(DRAFT_RESTORED_TEXT);
    }
    // The fields are the page's constants; only a new answer or another record starts this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row, resource, id]);

  const failure = loaded.error;
  // A new answer for the record already shown (a refresh) keeps the page as it is until the effect above
  // takes it: showing 'loading' for that one render would unmount the page's parts and lose their state
  // (the outcome of a bay action on the load page). Only another record's first answer waits.
  const status: RecordStatus = loaded.loading
    ? 'loading'
    : failure
      ? failure instanceof ApiError && failure.status === 404
        ? 'not-found'
        : 'error'
      : row === null
        ? 'not-found'
        : row && shown.current?.key === `${resource}/${id}`
          ? 'loaded'
          : 'loading';

  const setValue = useCallback((name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  const changes = changedValues(fields, record, values);
  // The session can end at any moment (even during a save): what was typed is kept for after sign-in.
  const unsaved = useRef(changes);
  unsaved.current = changes;
  useEffect(
    () =>
      onSessionEnding(() => {
        if (Object.keys(unsaved.current).length) keepDraft(`${resource}/${id}`, unsaved.current);
      }),
    [resource, id],
  );

  const save = useCallback(async () => {
    const missing = missingRequired(fields, values);
    if (Object.keys(missing).length) {
      setErrors(missing);
      alertError(
        `Please fill in ${Object.keys(missing)
          .map((n) => fieldLabel(n, fields))
          .join(', ')}`,
      );
      return false;
    }
    setSaving(true);
    try {
      const body = changedValues(fields, record, values);
      const saved = Object.keys(body).length ? await api.updateResource<FormValues>(resource, id, body) : record;
      // The update answers the record without the asked relations; read it again as the page shows it.
      const fresh = query.with.length || query.appends.length ? await api.getResource<FormValues>(resource, id, query) : saved;
      setRecord(fresh);
      setValues(fresh);
      setErrors({});
      alertSuccess(savedText, savedAlertMs ? { timeoutMs: savedAlertMs } : undefined);
      typed.current = { record: fresh, values: fresh };
      // Lists of the resource (and this record's cached answer) are read again.
      void invalidate(resource);
      return true;
    } catch (failure) {
      setErrors(failureFieldErrors(failure));
      alertError(saveFailureText(failure, fields));
      return false;
    } finally {
      setSaving(false);
    }
  }, [api, invalidate, resource, id, fields, record, values, query, savedText, savedAlertMs]);

  const { refetch } = loaded;
  const reload = useCallback(() => void refetch(), [refetch]);

  const refresh = useCallback(async () => {
    const answer = await refetch();
    const failed = (answer as { error?: unknown }).error;
    if (failed) alertError(messageOf(failed));
  }, [refetch]);

  return { status, error: loaded.errorText, record, values, errors, saving, dirty: Object.keys(changes).length > 0, setValue, save, reload, refresh };
}
