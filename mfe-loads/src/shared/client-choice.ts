import { UNASSIGNED_CLIENT_ID, UNASSIGNED_CLIENT_NAME } from '@portal/contracts/constants';
import { isAdmin, lookupOptions, ownClientId, type FilterDef, type FormFieldDef, type Session, type Filter, type OptionsLoader } from '@portal/web-kit';

const activeClients = lookupOptions('clients_active', 'clientid', 'clientname', { order_by: [{ field: 'clientname' }] });

/** Staff choose among active clients, or Unassigned (client 0, document 2 §4). */
export const clientOptions: OptionsLoader = async (api) => [
  { value: String(UNASSIGNED_CLIENT_ID), label: UNASSIGNED_CLIENT_NAME },
  ...(await activeClients(api)),
];

/** The client filter of the lists: shown to staff only (document 2 §2). */
export function clientFilter(session: Session | null): FilterDef[] {
  return isAdmin(session ?? undefined) ? [{ kind: 'choice', key: 'client', label: 'Client', field: 'client_id', loadOptions: clientOptions }] : [];
}

/** A client user's lists are fixed to its own client; one stored without a client asks for none. */
export function ownClientFilter(session: Session | null): Filter[] {
  return isAdmin(session ?? undefined) ? [] : [{ field: 'client_id', op: 'eq', value: ownClientId(session ?? undefined) ?? -1 }];
}

/** The Client field of an edit page: a choice for staff, the client's name for anyone else. */
export function clientField(session: Session | null): FormFieldDef {
  return isAdmin(session ?? undefined)
    ? { name: 'client_id', label: 'Client', kind: 'choice', loadOptions: clientOptions, allowEmpty: false }
    : { name: 'client_id', label: 'Client', kind: 'readonly', display: clientName };
}

/** A row's client as the lists show it. */
export function clientName(row: Record<string, unknown>): string {
  const client = row.client as { clientname?: string } | null | undefined;
  return client?.clientname ?? UNASSIGNED_CLIENT_NAME;
}
