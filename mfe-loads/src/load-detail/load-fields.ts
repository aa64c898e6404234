import { LOAD_TYPE_LABEL } from '@portal/contracts/constants';
import type { FormFieldDef, OptionsLoader, Session } from '@portal/web-kit';
import { clientField } from '../shared/client-choice.js';

const loaders = new Map<string, OptionsLoader>();

/** A client's locations, drivers or transporters for a load's choices; one loader per client and kind, so lookups are cached. */
function ofClient(resource: string, clientId: number, label: (row: Record<string, unknown>) => string): OptionsLoader {
  const key = `${resource}:${clientId}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = async (api) => {
      const page = await api.listResource<Record<string, unknown>>(resource, { per_page: 1000, filters: [{ field: 'client_id', op: 'eq', value: clientId }] });
      return page.data.map((row) => ({ value: String(row.id), label: label(row) }));
    };
    loaders.set(key, loader);
  }
  return loader;
}

const locationLabel = (row: Record<string, unknown>) => [row.alias, row.name].filter(Boolean).join(' - ');
const driverLabel = (row: Record<string, unknown>) => `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`.trim();

export const LOAD_TYPE_OPTIONS = Object.entries(LOAD_TYPE_LABEL).map(([value, label]) => ({ value, label }));

/** The Basic Details tab (document 2 §3): the client's own locations, driver and transporter are offered. */
export function loadFields(session: Session, clientId: number): FormFieldDef[] {
  const location = ofClient('client_locations', clientId, locationLabel);
  return [
    clientField(session),
    { name: 'name', label: 'Load Number', required: true },
    { name: 'load_type', label: 'Load Type', kind: 'choice', options: LOAD_TYPE_OPTIONS, text: true, allowEmpty: false },
    {
      name: 'client_transporter_id',
      label: 'Transporter',
      kind: 'choice',
      loadOptions: ofClient('client_transporters', clientId, (r) => String(r.name)),
      allowEmpty: true,
    },
    { name: 'location_from_id', label: 'From', kind: 'choice', loadOptions: location, allowEmpty: true },
    { name: 'location_to_id', label: 'To', kind: 'choice', loadOptions: location, allowEmpty: true },
    { name: 'location_pickup_id', label: 'Pickup', kind: 'choice', loadOptions: location, allowEmpty: true },
    { name: 'client_driver_id', label: 'Driver', kind: 'choice', loadOptions: ofClient('client_drivers_full', clientId, driverLabel), allowEmpty: true },
    { name: 'port', label: 'Port' },
    { name: 'port_us', label: 'US Port' },
    { name: 'date_departure', label: 'Departure Date', kind: 'date' },
    { name: 'paps_number', label: 'Paps Number' },
    { name: 'bkg_number', label: 'BKG Number' },
    { name: 'total_value', label: 'Total Value', kind: 'money' },
  ];
}

/** What the load page loads (document 2 §7). */
export const LOAD_RELATIONS = ['vehicles', 'client', 'transporter', 'from', 'to', 'pickup', 'driver', 'created_by_user', 'bay_shipment'];
export const LOAD_APPENDS = ['vehicles_count', 'bay_readiness'];
export const STAFF_LOAD_APPENDS = [...LOAD_APPENDS, 'soc_ready'];
