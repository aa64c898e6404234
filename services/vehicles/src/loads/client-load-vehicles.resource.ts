import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource } from '@portal/server-kit';

/**
 * The Add Vehicle to Load dialog's search (document 2 §7): vehicles by VIN or last 6, usually those
 * without a load (`client_load_id|isnull|1`), of the load's client.
 */
export const clientLoadVehiclesResource = defineResource({
  name: 'client_load_vehicles',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  fields: ['vehicleid', 'vehiclevin', 'last6', 'clientid', 'client_load_id', 'yr', 'make', 'model', 'recordcreateddate'],
  filterable: ['client_load_id', 'clientid', 'vehiclevin', 'last6'],
  sortable: ['vehicleid', 'vehiclevin'],
  relations: { client: { resource: 'clients', select: ['clientid', 'clientname'] } },
  defaultOrder: [{ field: 'vehicleid', direction: 'desc' }],
  pageSize: { default: 10, max: 100 },
  access: RESOURCE_ROUTES.client_load_vehicles.access,
  scope: { field: 'clientid' },
});
