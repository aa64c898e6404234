import { addDays } from '@portal/contracts/constants';
import { businessToday, isAdmin, lookupOptions, type Filter, type FilterDef, type Session } from '@portal/web-kit';

const activeClients = lookupOptions('clients_active', 'clientid', 'clientname', { order_by: [{ field: 'clientname' }] });

/** VIN (contains) and, for staff, the client among active clients. */
export function vehicleFilters(session: Session | undefined): FilterDef[] {
  return [
    { kind: 'text', key: 'vin', label: 'VIN', field: 'vehiclevin', maxLength: 17 },
    ...(isAdmin(session) ? [{ kind: 'choice', key: 'client', label: 'Client', field: 'clientid', loadOptions: activeClients } as FilterDef] : []),
  ];
}

/** Yesterday to tomorrow (the vault-vs-bond default, document 3 §9). */
export function aroundToday(today = businessToday()) {
  return { from: addDays(today, -1), to: addDays(today, 1) };
}

/** The first to the last day of this month (titles sent, invoice summary and activity defaults). */
export function thisMonth(today = businessToday()) {
  const first = `${today.slice(0, 8)}01`;
  const next = addDays(first, 32);
  return { from: first, to: addDays(`${next.slice(0, 8)}01`, -1) };
}

/** A list clause written as the grammar's text (`label:field|op|value`, document 1 §7.2), as the table sends it. */
export function filterFromText(text: string): Filter {
  const [head, op, ...rest] = text.split('|');
  const [group, field] = head.includes(':') ? head.split(':') : [undefined, head];
  return { field, op: op as Filter['op'], value: rest.join('|'), ...(group ? { group } : {}) };
}
