import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../api/api-context.js';
import { ApiError, messageOf } from '../api/errors.js';
import { failureFieldErrors, fieldLabel, saveFailureText } from './field-errors.js';
import { alertError, alertInfo, alertSuccess } from '../alerts/alerts.js';
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
export function useRecordForm({ resource, id, fields, with: relations, appends, savedText = 'Saved' }: RecordFormOptions): RecordForm {
  const api = useApi();
  const [status, setStatus] = useState<RecordStatus>('loading');
  const [error, setError] = useState<string>();
  const [record, setRecord] = useState<FormValues>({});
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const query = JSON.stringify([relations ?? [], appends ?? []]);

  useEffect(() => {
    let active = true;
    const controller = new AbortController();
    setStatus('loading');
    const [w, a] = JSON.parse(query) as [string[], string[]];
    api.getResource<FormValues>(resource, id, { with: w, appends: a }, controller.signal).then(
      (row) => {
        if (!active) return;
        const draft = row ? takeDraft(`${resource}/${id}`) : null;
        setRecord(row ?? {});
        setValues(row ? { ...row, ...draft } : {});
        if (draft) alertInfo(DRAFT_RESTORED_TEXT);
        setErrors({});
        setStatus(row ? 'loaded' : 'not-found');
      },
      (failure: unknown) => {
        if (!active) return;
        if (failure instanceof ApiError && failure.status === 404) setStatus('not-found');
        else {
          setError(messageOf(failure));
          setStatus('error');
        }
      },
    );
    return () => {
      active = false;
      controller.abort();
    };
  }, [api, resource, id, query, attempt]);

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
      alertError(`Please fill in ${Object.keys(missing).map((n) => fieldLabel(n, fields)).join(', ')}`);
      return false;
    }
    setSaving(true);
    try {
      const body = changedValues(fields, record, values);
      const saved = Object.keys(body).length ? await api.updateResource<FormValues>(resource, id, body) : record;
      const [w, a] = JSON.parse(query) as [string[], string[]];
      // The update answers the record without the asked relations; read it again as the page shows it.
      const fresh = w.length || a.length ? await api.getResource<FormValues>(resource, id, { with: w, appends: a }) : saved;
      setRecord(fresh);
      setValues(fresh);
      setErrors({});
      alertSuccess(savedText);
      return true;
    } catch (failure) {
      setErrors(failureFieldErrors(failure));
      alertError(saveFailureText(failure, fields));
      return false;
    } finally {
      setSaving(false);
    }
  }, [api, resource, id, fields, record, values, query, savedText]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const refresh = useCallback(async () => {
    const [w, a] = JSON.parse(query) as [string[], string[]];
    try {
      const fresh = await api.getResource<FormValues>(resource, id, { with: w, appends: a });
      const typed = changedValues(fields, record, values);
      setRecord(fresh);
      setValues({ ...fresh, ...typed });
    } catch (failure) {
      alertError(messageOf(failure));
    }
  }, [api, resource, id, query, fields, record, values]);

  return { status, error, record, values, errors, saving, dirty: Object.keys(changes).length > 0, setValue, save, reload, refresh };
}
