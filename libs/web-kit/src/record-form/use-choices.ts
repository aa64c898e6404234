import { useEffect, useState } from 'react';
import { useApi } from '../api/api-context.js';
import { messageOf } from '../api/errors.js';
import type { Option, OptionsLoader } from '../resource-table/types.js';
import type { FormFieldDef } from './types.js';

export interface ChoicesState {
  options: Record<string, ReadonlyArray<Option>>;
  loading: boolean;
  error?: string;
}

/** Loads the options of every choice field that has a loader (lookups fetch up to 1000 rows). */
export function useChoices(fields: ReadonlyArray<FormFieldDef>): ChoicesState {
  const api = useApi();
  const [state, setState] = useState<ChoicesState>({ options: {}, loading: true });
  const loaders = fields.filter((f) => f.loadOptions);
  const key = loaders.map((f) => f.name).join(',');

  useEffect(() => {
    let active = true;
    setState((s) => ({ ...s, loading: true }));
    // Several fields often share one lookup (client, bill-to and title-to clients): ask for each once.
    const once = new Map<OptionsLoader, Promise<Option[]>>();
    const load = (loader: OptionsLoader) => once.get(loader) ?? once.set(loader, loader(api)).get(loader)!;
    Promise.all(loaders.map(async (f) => [f.name, await load(f.loadOptions!)] as const)).then(
      (pairs) => active && setState({ options: Object.fromEntries(pairs), loading: false }),
      (error: unknown) => active && setState({ options: {}, loading: false, error: messageOf(error) }),
    );
    return () => {
      active = false;
    };
    // The loaders are module constants; their names identify them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);

  return state;
}
