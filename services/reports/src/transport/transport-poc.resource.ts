import { REPORT_BOUNDS, REPORT_PAGE_SIZE, VEHICLE_TRANSPORT_FIELDS } from '@portal/contracts';
import { businessDayStart, reportResource } from '../report-vehicles/report-vehicle.js';

const LOCATION_VIEW = ['id', 'name', 'city', 'state'] as const;

/**
 * Transport POC, the transport list's query (document 3 §2.7, §7): vehicles created from 2017-01-01,
 * oldest first, each with its load (transporter, from, to, departure) and its transport record
 * (pickup, dropoff, ready for pickup, arrived, recall completed). Each relation obeys its own read rule.
 */
export const transportPocResource = reportResource({
  name: 'vehicles_transport_poc',
  where: { recordcreateddate: { gte: businessDayStart(REPORT_BOUNDS.TRANSPORT_POC_SINCE) } },
  defaultOrder: [
    { field: 'recordcreateddate', direction: 'asc' },
    { field: 'vehicleid', direction: 'asc' },
  ],
  pageSize: REPORT_PAGE_SIZE,
  relations: {
    client_load: {
      resource: 'client_loads',
      select: ['id', 'name', 'load_type', 'date_departure'],
      nested: {
        transporter: { resource: 'client_transporters', select: ['id', 'name'] },
        from: { resource: 'client_locations', select: LOCATION_VIEW },
        to: { resource: 'client_locations', select: LOCATION_VIEW },
      },
    },
    vehicle_transport: {
      access: 'signed-in',
      select: [...VEHICLE_TRANSPORT_FIELDS],
    },
  },
});
