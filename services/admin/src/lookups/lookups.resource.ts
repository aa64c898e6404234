import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource } from '@portal/server-kit';

const REFERENCE = { none: true, reason: 'reference data shared by every client' } as const;

export const titleStatusesResource = defineResource({
  name: 'title_statuses',
  model: 'TitleStatus',
  primaryKey: 'statusid',
  filterable: ['statusname', 'statuscode'],
  sortable: ['statusname', 'statuscode'],
  creatable: ['statusname', 'statuscode'],
  updatable: ['statusname', 'statuscode'],
  defaultOrder: [{ field: 'statusid', direction: 'asc' }],
  pageSize: { default: 25, max: 1000 },
  access: RESOURCE_ROUTES.title_statuses.access,
  scope: REFERENCE,
});

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
