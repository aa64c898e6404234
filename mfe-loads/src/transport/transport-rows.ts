import { formatUsDate } from '@portal/web-kit';

/** A row of vehicles_transport_poc (document 3 §2.7): the vehicle, its load and its transport record. */
export interface TransportVehicle {
  vehicleid: number;
  vehiclevin: string;
  yr: number | null;
  make: string | null;
  model: string | null;
  has_recall: number | null;
  recordcreateddate: string | null;
  client?: { clientname: string } | null;
  client_load?: {
    id: number;
    name: string;
    date_departure: string | null;
    transporter?: { name: string } | null;
    from?: { name: string; city: string | null } | null;
    to?: { name: string; city: string | null } | null;
  } | null;
  vehicle_transport?: {
    transporter: string | null;
    driver: string | null;
    notes: string | null;
    location_pickup: string | null;
    location_dropoff: string | null;
    is_ready_pickup: number;
    has_vehicle_arrived: number;
    is_recall_completed: number;
  } | null;
}

const yesNo = (value: number | null | undefined) => (value === 1 ? 'Yes' : 'No');
const text = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/** What a vehicle's card says, line by line: its load first, then its transport record (or that it has none). */
export function transportLines(row: TransportVehicle): Array<[string, string]> {
  const load = row.client_load;
  const transport = row.vehicle_transport;
  const lines: Array<[string, string]> = [
    ['Client', row.client?.clientname ?? 'Unassigned'],
    ['Created', formatUsDate(row.recordcreateddate) || '—'],
    ['Transporter', text(transport?.transporter ?? load?.transporter?.name)],
    ['Route', load ? `${text(load.from?.name)} → ${text(load.to?.name)}` : '—'],
    ['Departure', formatUsDate(load?.date_departure ?? null) || '—'],
  ];
  if (!transport) return [...lines, ['Transport', 'No transport record']];
  return [
    ...lines,
    ['Driver', text(transport.driver)],
    ['Pickup', text(transport.location_pickup)],
    ['Dropoff', text(transport.location_dropoff)],
    ['Ready for Pickup', yesNo(transport.is_ready_pickup)],
    ['Arrived', yesNo(transport.has_vehicle_arrived)],
    ...(row.has_recall === 1 ? ([['Recall Completed', yesNo(transport.is_recall_completed)]] as Array<[string, string]>) : []),
    ...(transport.notes ? ([['Notes', transport.notes]] as Array<[string, string]>) : []),
  ];
}
