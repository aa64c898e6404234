import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource, type WriteContext } from '@portal/server-kit';
import { REFERENCE } from '../shared/rules.js';

export const NEW_TITLE_STATUS = { statusname: 'NEW TITLE STATUS', statuscode: 'XXX' } as const;
export const NEW_APPLICATION_TYPE = { titleapplicationtype: 'NEW TITLE APPLICATION TYPE', titleapplicationcost: 0, stateid: 1 } as const;

function trimName(field: string) {
  return ({ data }: WriteContext): void => {
    if (typeof data[field] === 'string') data[field] = (data[field] as string).trim();
  };
}

export const titleStatusesResource = defineResource({
  name: 'title_statuses',
  model: 'TitleStatus',
  primaryKey: 'statusid',
  filterable: ['statusname', 'statuscode'],
  sortable: ['statusname', 'statuscode'],
  creatable: ['statusname', 'statuscode'],
  updatable: ['statusname', 'statuscode'],
  required: ['statusname', 'statuscode'],
  createDefaults: () => ({ ...NEW_TITLE_STATUS }),
  defaultOrder: [{ field: 'statusid', direction: 'asc' }],
  pageSize: { default: 25, max: 1000 },
  access: RESOURCE_ROUTES.title_statuses.access,
  scope: REFERENCE,
  hooks: { beforeCreate: trimName('statusname'), beforeUpdate: trimName('statusname') },
});

type Money = { toString(): string } | number | string | null | undefined;
const amount = (value: Money): number => (value === null || value === undefined ? 0 : Number(value.toString()));

/** Sum of the linked rack rates' charges minus the sum of the type's costs (document 1 §5), in cents to avoid float drift. */
export function priceBreakdown(row: Record<string, unknown>): number {
  const rates = (row.rack_rates as { rack_rate?: { charge_amount: Money } }[] | undefined) ?? [];
  const costs = (row.costs as { cost: Money }[] | undefined) ?? [];
  const cents = (v: Money) => Math.round(amount(v) * 100);
  const total = rates.reduce((sum, link) => sum + cents(link.rack_rate?.charge_amount), 0) - costs.reduce((sum, c) => sum + cents(c.cost), 0);
  return total / 100;
}

const APPLICATION_FIELDS = [
  'titleapplicationtype',
  'titleapplicationcost',
  'titleapplicationconvenience',
  'stateid',
  'exemption_number',
  'has_conforming_requirement',
  'late_fee_in_days',
] as const;

export const titleApplicationTypesResource = defineResource({
  name: 'title_application_types',
  model: 'TitleApplicationType',
  primaryKey: 'titleapplicationid',
  filterable: APPLICATION_FIELDS,
  sortable: APPLICATION_FIELDS,
  creatable: APPLICATION_FIELDS,
  updatable: APPLICATION_FIELDS,
  required: ['titleapplicationtype', 'stateid'],
  createDefaults: () => ({ ...NEW_APPLICATION_TYPE }),
  relations: {
    state: { resource: 'us_states', filterable: ['stateabbreviation', 'statefull'], sortable: ['stateabbreviation'] },
    // Costs and rack rates are the business's prices: staff only, whoever reads the type.
    costs: { resource: 'title_application_type_costs', many: true, orderBy: { id: 'asc' } },
    rack_rates: {
      resource: 'rack_rate_title_app_types',
      many: true,
      orderBy: { id: 'asc' },
      nested: { rack_rate: { resource: 'rack_rates', select: ['id', 'name', 'charge_amount', 'bucket_id'] } },
    },
  },
  readWith: ['state', 'costs', 'rack_rates'],
  appends: {
    price_breakdown: {
      access: 'staff',
      include: { costs: { select: { cost: true } }, rack_rates: { select: { rack_rate: { select: { charge_amount: true } } } } },
      compute: priceBreakdown,
    },
  },
  defaultOrder: [{ field: 'titleapplicationtype', direction: 'asc' }],
  pageSize: { default: 25, max: 1000 },
  access: RESOURCE_ROUTES.title_application_types.access,
  scope: REFERENCE,
  hooks: {
    beforeCreate: trimName('titleapplicationtype'),
    beforeUpdate: ({ data }) => {
      trimName('titleapplicationtype')({ data } as WriteContext);
      if ('titleapplicationcost' in data && data.titleapplicationcost === null) data.titleapplicationcost = 0;
    },
  },
});

/** The costs that make up an application type's price (name, cost). */
export const titleApplicationTypeCostsResource = defineResource({
  name: 'title_application_type_costs',
  model: 'TitleApplicationTypeCost',
  primaryKey: 'id',
  filterable: ['titleapplicationid', 'name'],
  sortable: ['name', 'cost'],
  creatable: ['titleapplicationid', 'name', 'cost'],
  updatable: ['name', 'cost'],
  required: ['titleapplicationid', 'name', 'cost'],
  defaultOrder: [{ field: 'id', direction: 'asc' }],
  pageSize: { default: 100, max: 1000 },
  access: RESOURCE_ROUTES.title_application_type_costs.access,
  scope: REFERENCE,
});

/** Legacy title rack rates: read-only. */
export const titleRackRatesResource = defineResource({
  name: 'title_rack_rates',
  model: 'TitleRackRate',
  primaryKey: 'id',
  filterable: ['chargename', 'chargecost', 'chargetype', 'everyvehicle', 'clientid', 'chargebucket', 'titleapptype'],
  sortable: ['chargename', 'chargecost', 'chargetype', 'everyvehicle', 'clientid', 'chargebucket', 'titleapptype'],
  relations: {
    charge_type: {
      resource: 'vehicle_charge_types',
      select: ['vehiclechargetypeid', 'vehiclechargetype', 'active', 'chargebucketname'],
      filterable: ['vehiclechargetype', 'active'],
      sortable: ['vehiclechargetype'],
    },
    client: { resource: 'clients', select: ['clientid', 'clientname'] },
  },
  readWith: ['charge_type'],
  defaultOrder: [{ field: 'chargename', direction: 'asc' }],
  pageSize: { default: 50, max: 1000 },
  access: RESOURCE_ROUTES.title_rack_rates.access,
  scope: { none: true, reason: 'staff only: legacy price list' },
});
