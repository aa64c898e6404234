import { useApi, type FormValues, type Option } from '@portal/web-kit';
import { useEffect, useMemo, useState } from 'react';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { agentOwner } from './vehicle-draft.js';

interface Agent {
  id: number;
  name: string;
}

const asOptions = (agents: ReadonlyArray<Agent>): Option[] => agents.map((a) => ({ value: String(a.id), label: a.name }));

/**
 * The Client Agent choices: the agents of the title-to client as the draft has it. The record's own
 * owner came with the vehicle; another one chosen in the form is asked for.
 */
export function useAgentOptions(vehicle: Vehicle, draft: FormValues): Option[] {
  const api = useApi();
  const owner = agentOwner(vehicle, draft);
  const loadedOwner = agentOwner(vehicle);
  const loaded = useMemo(
    () => asOptions(((vehicle.purchase_client ?? vehicle.client) as { client_agents?: Agent[] } | null | undefined)?.client_agents ?? []),
    [vehicle],
  );
  const [fetched, setFetched] = useState<{ owner: number; options: Option[] } | null>(null);

  useEffect(() => {
    if (owner === null || owner === loadedOwner) return;
    const controller = new AbortController();
    api.listResource<Agent>('client_agents', { per_page: 1000, filters: [{ field: 'client_id', op: 'eq', value: owner }] }, controller.signal).then(
      (page) => setFetched({ owner, options: asOptions(page.data) }),
      // Without the list the choice offers only None, which the service accepts.
      () => setFetched({ owner, options: [] }),
    );
    return () => controller.abort();
  }, [api, owner, loadedOwner]);

  if (owner === loadedOwner) return loaded;
  return fetched?.owner === owner ? fetched.options : [];
}
