import { LOOKUP_PAGE_SIZE, messageOf, useApi } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import type { ClientChoice } from './register-rules.js';

export interface ApplicationTypeChoice {
  titleapplicationid: number;
  titleapplicationtype: string;
}

export type ChoicesState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; clients: ClientChoice[]; types: ApplicationTypeChoice[] };

/**
 * The dialog's two lookups: active clients (a client user sees only its own, which is how its RI
 * state is known) and title application types, up to 1000 each (document 1 §9).
 */
export function useRegisterChoices(): ChoicesState {
  const api = useApi();
  const [state, setState] = useState<ChoicesState>({ status: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    Promise.all([
      api.listResource<ClientChoice>('clients_active', { per_page: LOOKUP_PAGE_SIZE, order_by: [{ field: 'clientname', direction: 'asc' }] }, abort.signal),
      api.listResource<ApplicationTypeChoice>(
        'title_application_types',
        { per_page: LOOKUP_PAGE_SIZE, order_by: [{ field: 'titleapplicationtype', direction: 'asc' }] },
        abort.signal,
      ),
    ]).then(
      ([clients, types]) => setState({ status: 'ready', clients: clients.data, types: types.data }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ status: 'error', message: messageOf(error) });
      },
    );
    return () => abort.abort();
  }, [api]);

  return state;
}
