import { RESOURCE_ROUTES } from '@portal/contracts';
import { ValidationError, defineResource, type WriteContext } from '@portal/server-kit';
import { checkChoices } from '../shared/rules.js';

export const NEW_RACK_RATE_NAME = 'NEW RACK RATE';
export const BUCKETS = { 1: 'STATE', 2: 'DVS', 3: 'OTHER' } as const;

function checkRackRate({ data }: WriteContext): void {
  if (typeof data.name === 'string') data.name = data.name.trim();
  checkChoices(data, { bucket_id: BUCKETS });
}

const RATE_FIELDS = ['name', 'charge_amount', 'every_vehicle', 'bucket_id'] as const;
const CLIENT_REF = { resource: 'clients', select: ['clientid', 'clientname'], filterable: ['clientname', 'clientactive'], sortable: ['clientname'] } as const;
const RATE_REF = {
  resource: 'rack_rates',
  select: ['id', 'name', 'charge_amount', 'every_vehicle', 'bucket_id'],
  filterable: ['name'],
  sortable: ['name'],
} as const;

/** Master rack rates. Every change is recorded under the object type `rack_rate`. */
export const rackRatesResource = defineResource({
  name: 'rack_rates',
  model: 'RackRate',
  primaryKey: 'id',
  filterable: [...RATE_FIELDS],
  sortable: [...RATE_FIELDS],
  creatable: RATE_FIELDS,
  updatable: RATE_FIELDS,
  required: ['name', 'charge_amount', 'bucket_id'],
  createDefaults: () => ({ name: NEW_RACK_RATE_NAME, charge_amount: 0, every_vehicle: false, bucket_id: 3 }),
  relations: {
    charge_type: { resource: 'vehicle_charge_types' },
    // Each link keeps its own id (the pivot id the remove link deletes).
    title_application_types: {
      resource: 'rack_rate_title_app_types',
      many: true,
      orderBy: { id: 'asc' },
      nested: { title_application_type: { resource: 'title_application_types', select: ['titleapplicationid', 'titleapplicationtype', 'stateid'] } },
    },
  },
  readWith: ['charge_type', 'title_application_types'],
  appends: {
    overrides_count: {
      access: 'staff',
      include: { _count: { select: { overrides: true } } },
      compute: (row) => (row._count as { overrides?: number } | undefined)?.overrides ?? 0,
    },
  },
  defaultOrder: [{ field: 'name', direction: 'asc' }],
  pageSize: { default: 50, max: 1000 },
  access: RESOURCE_ROUTES.rack_rates.access,
  scope: { none: true, reason: 'staff only: rack rates are the business price list' },
  history: { objectType: 'rack_rate' },
  hooks: { beforeCreate: checkRackRate, beforeUpdate: checkRackRate },
});

/**
 * A client's own price for a rack rate. A new override starts from its rack rate's amount and
 * every-vehicle choice, so "Add Override" opens a usable record. Changes are recorded under
 * `rack_rate_override`.
 */
export const rackRateOverridesResource = defineResource({
  name: 'rack_rate_overrides',
  model: 'RackRateOverride',
  primaryKey: 'id',
  filterable: ['rack_rate_id', 'clientid', 'every_vehicle', 'charge_amount'],
  sortable: ['rack_rate_id', 'clientid', 'every_vehicle', 'charge_amount'],
  creatable: ['rack_rate_id', 'clientid', 'charge_amount', 'every_vehicle'],
  updatable: ['rack_rate_id', 'clientid', 'charge_amount', 'every_vehicle'],
  // charge_amount is filled from the rack rate on create, so it is checked in the update hook only.
  required: ['rack_rate_id'],
  relations: { rack_rate: RATE_REF, client: CLIENT_REF },
  readWith: ['rack_rate', 'client'],
  defaultOrder: [{ field: 'id', direction: 'asc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.rack_rate_overrides.access,
  scope: { field: 'clientid' },
  history: { objectType: 'rack_rate_override' },
  hooks: {
    beforeCreate: async ({ data, db }) => {
      if (typeof data.rack_rate_id !== 'number') return;
      const rate = await db.rackRate.findUnique({ where: { id: data.rack_rate_id } });
      if (!rate) throw ValidationError.field('rack_rate_id', 'is not a rack rate');
      data.charge_amount ??= rate.charge_amount;
      data.every_vehicle ??= rate.every_vehicle;
    },
    beforeUpdate: ({ data }) => {
      if ('charge_amount' in data && data.charge_amount === null) throw ValidationError.field('charge_amount', 'is required');
    },
  },
});

/** Links between a rack rate and a title application type (`vehiclechargetypeid` is the application type id). */
export const rackRateTitleAppTypesResource = defineResource({
  name: 'rack_rate_title_app_types',
  model: 'RackRateTitleAppType',
  primaryKey: 'id',
  filterable: ['rack_rate_id', 'vehiclechargetypeid'],
  sortable: ['rack_rate_id', 'vehiclechargetypeid'],
  creatable: ['rack_rate_id', 'vehiclechargetypeid'],
  required: ['rack_rate_id', 'vehiclechargetypeid'],
  relations: { rack_rate: RATE_REF, title_application_type: { resource: 'title_application_types', select: ['titleapplicationid', 'titleapplicationtype'] } },
  defaultOrder: [{ field: 'id', direction: 'asc' }],
  pageSize: { default: 100, max: 1000 },
  access: RESOURCE_ROUTES.rack_rate_title_app_types.access,
  scope: { none: true, reason: 'staff only: links of the price list' },
});
