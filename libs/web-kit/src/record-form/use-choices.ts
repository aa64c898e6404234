import { useApi } from '../api/api-context.js';
import type { Option, OptionsLoader } from '../resource-table/types.js';
import { functionKey } from '../data/function-key.js';
import { useFailureAlert, useLoad } from '../data/use-data.js';
import type { FormFieldDef } from './types.js';

export interface ChoicesState {
  options: Record<string, ReadonlyArray<Option>>;
  loading: boolean;
  error?: string;
}

const NONE: ChoicesState['options'] = {};

/** Loads the options of every choice field that has a loader (lookups fetch up to 1000 rows); a failure is alerted. */
export function useChoices(fields: ReadonlyArray<FormFieldDef>): ChoicesState {
  const api = useApi();
  const loaders = fields.filter((f) => f.loadOptions);
  // The loaders are module constants, so the same field and loader is the same cached lookup.
  const key = loaders.map((f) => [f.name, functionKey(f.loadOptions!)]);
  const choices = useLoad(['choices', key], async () => {
    // Several fields often share one lookup (client, bill-to and title-to clients): ask for each once.
    const once = new Map<OptionsLoader, Promise<Option[]>>();
    const load = (loader: OptionsLoader) => once.get(loader) ?? once.set(loader, loader(api)).get(loader)!;
    return Object.fromEntries(await Promise.all(loaders.map(async (f) => [f.name, await load(f.loadOptions!)] as const)));
  });
  // A failed lookup would otherwise look like a client with no locations or a list with no entries.
  useFailureAlert(choices);
  return { options: choices.data ?? NONE, loading: choices.loading, error: choices.errorText };
}
