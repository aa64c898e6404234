import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource } from '@portal/server-kit';
import { REFERENCE } from '../shared/rules.js';

export { titleStatusesResource } from '../title-types/title-types.resource.js';

export const usStatesResource = defineResource({
  name: 'us_states',
  model: 'UsState',
  primaryKey: 'stateid',
  filterable: ['stateabbreviation', 'statefull'],
  sortable: ['stateabbreviation', 'statefull'],
  defaultOrder: [{ field: 'statefull', direction: 'asc' }],
  pageSize: { default: 100, max: 1000 },
  access: RESOURCE_ROUTES.us_states.access,
  scope: REFERENCE,
});

export const clientTypesResource = defineResource({
  name: 'client_types',
  model: 'ClientType',
  primaryKey: 'clienttypeid',
  filterable: ['clienttype'],
  sortable: ['clienttype'],
  defaultOrder: [{ field: 'clienttype', direction: 'asc' }],
  pageSize: { default: 1000, max: 1000 },
  access: RESOURCE_ROUTES.client_types.access,
  scope: REFERENCE,
});

export const paymentTypesResource = defineResource({
  name: 'payment_types',
  model: 'PaymentType',
  primaryKey: 'paymenttypeid',
  filterable: ['paymenttype'],
  sortable: ['paymenttype'],
  defaultOrder: [{ field: 'paymenttype', direction: 'asc' }],
  pageSize: { default: 1000, max: 1000 },
  access: RESOURCE_ROUTES.payment_types.access,
  scope: REFERENCE,
});

export const vehicleChargeTypesResource = defineResource({
  name: 'vehicle_charge_types',
  model: 'VehicleChargeType',
  primaryKey: 'vehiclechargetypeid',
  filterable: ['vehiclechargetype', 'active', 'chargebucket'],
  sortable: ['vehiclechargetype', 'chargebucket'],
  defaultOrder: [{ field: 'vehiclechargetype', direction: 'asc' }],
  pageSize: { default: 1000, max: 1000 },
  access: RESOURCE_ROUTES.vehicle_charge_types.access,
  scope: REFERENCE,
});

export const vehicleStatusesResource = defineResource({
  name: 'vehicle_statuses',
  model: 'VehicleStatus',
  primaryKey: 'statusid',
  filterable: ['statusname', 'statuscode'],
  sortable: ['statusname', 'statuscode'],
  defaultOrder: [{ field: 'statusid', direction: 'asc' }],
  pageSize: { default: 1000, max: 1000 },
  access: RESOURCE_ROUTES.vehicle_statuses.access,
  scope: REFERENCE,
});
