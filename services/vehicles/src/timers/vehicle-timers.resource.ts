import { RESOURCE_ROUTES } from '@portal/contracts';
import { FieldErrorCollector, defineResource } from '@portal/server-kit';

const TYPES = ['start', 'stop', 'extend'];

/**
 * DOT timers (document 3 §4): staff stop and restart the 30-day vault clock, or extend it by a number
 * of days. A timer changes the vault release date when the vehicle is next saved (update-rules.ts).
 */
export const vehicleTimersResource = defineResource({
  name: 'vehicle_timers',
  model: 'VehicleTimer',
  primaryKey: 'id',
  filterable: ['vehicle_id', 'category', 'type', 'date'],
  sortable: ['date', 'id'],
  creatable: ['vehicle_id', 'category', 'type', 'date', 'days'],
  required: ['vehicle_id', 'type', 'date'],
  relations: { user: { access: 'staff', select: ['userid', 'name'] } },
  defaultOrder: [{ field: 'date', direction: 'asc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.vehicle_timers.access,
  scope: { relation: 'vehicle', field: 'clientid', foreignKey: 'vehicle_id' },
  hooks: {
    beforeCreate: ({ data, principal }) => {
      const errors = new FieldErrorCollector();
      data.category ??= 'dot';
      if (data.category !== 'dot') errors.add('category', "must be 'dot'");
      if (!TYPES.includes(String(data.type))) errors.add('type', `must be one of ${TYPES.join(', ')}`);
      if (data.type === 'extend' && !(typeof data.days === 'number' && data.days > 0)) errors.add('days', 'an extension needs a number of days above 0');
      errors.throwIfAny();
      data.userid = principal.userid;
    },
  },
});
