import { useCallback, useEffect, useRef, useState } from 'react';
import { readJson, removeKey, writeJson } from '../session/storage.js';
import { cleanValues } from './filter-query.js';
import type { FilterDef, FilterInput, FilterValues } from './types.js';

/**
 * Typing waits this long before a request goes out: long enough not to ask for every keystroke of a
 * steady typist, short enough that the answer follows the last one within about 300 ms.
 */
export const TYPING_DELAY_MS = 200;

export interface FilterValuesOptions {
  storageKey?: string;
  /** Values that win over saved ones (e.g. from the address); applied again whenever they change. */
  presetValues?: FilterValues;
}

export interface FilterValuesState {
  /** What the inputs show. */
  values: FilterValues;
  /** What the list is queried with (text lags behind while typing). */
  committed: FilterValues;
  change(key: string, value: FilterInput | undefined, options?: { typing?: boolean }): void;
  reset(): void;
}

export function useFilterValues(defs: ReadonlyArray<FilterDef>, { storageKey, presetValues }: FilterValuesOptions): FilterValuesState {
  const presetKey = JSON.stringify(cleanValues(defs, presetValues));
  const [initial] = useState<FilterValues>(() => ({
    ...(storageKey ? cleanValues(defs, readJson(storageKey)) : {}),
    ...cleanValues(defs, presetValues),
  }));
  const [values, setValues] = useState<FilterValues>(initial);
  const [committed, setCommitted] = useState<FilterValues>(initial);
  const current = useRef(values);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const commit = useCallback((next: FilterValues, typing: boolean) => {
    current.current = next;
    setValues(next);
    clearTimeout(timer.current);
    if (typing) timer.current = setTimeout(() => setCommitted(current.current), TYPING_DELAY_MS);
    else setCommitted(next);
  }, []);

  const change = useCallback(
    (key: string, value: FilterInput | undefined, options?: { typing?: boolean }) => {
      const next = { ...current.current };
      if (value === undefined || value === '') delete next[key];
      else next[key] = value;
      commit(next, options?.typing ?? false);
    },
    [commit],
  );

  const reset = useCallback(() => {
    if (storageKey) removeKey(storageKey);
    commit({}, false);
  }, [commit, storageKey]);

  // A new preset (the address changed while the list is open) replaces what it names.
  const firstPreset = useRef(presetKey);
  useEffect(() => {
    if (presetKey === firstPreset.current) return;
    firstPreset.current = presetKey;
    commit({ ...current.current, ...(JSON.parse(presetKey) as FilterValues) }, false);
  }, [presetKey, commit]);

  useEffect(() => {
    if (!storageKey) return;
    if (Object.keys(committed).length) writeJson(storageKey, committed);
    else removeKey(storageKey);
  }, [committed, storageKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { values, committed, change, reset };
}
