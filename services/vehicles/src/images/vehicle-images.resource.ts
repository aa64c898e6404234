import { RESOURCE_ROUTES, isStaff } from '@portal/contracts';
import { ForbiddenError, defineResource } from '@portal/server-kit';

/**
 * A vehicle's images and files (document 3 §3 Vehicle image), scoped through the vehicle. People fix
 * the type and the document note; deleting only sets `deleted` (a deleted image stays viewable under
 * "deleted" and can be restored by setting it back to 0). Files arrive through the upload route.
 */
export const vehicleImagesResource = defineResource({
  name: 'vehicle_images',
  model: 'VehicleImage',
  primaryKey: 'pwimageid',
  filterable: ['vehicleid', 'imagetype', 'deleted', 'dateuploaded', 'userid'],
  sortable: ['dateuploaded', 'imagetype', 'pwimageid'],
  updatable: ['imagetype', 'docnote', 'deleted'],
  relations: {
    type: { resource: 'vehicle_image_types', select: ['id', 'name', 'display_order'] },
    // Who uploaded a photo of one's own vehicle: the name only.
    uploaded_by: { access: 'signed-in', select: ['userid', 'name'] },
  },
  defaultOrder: [{ field: 'dateuploaded', direction: 'desc' }],
  pageSize: { default: 100, max: 1000 },
  access: RESOURCE_ROUTES.vehicle_images.access,
  scope: { relation: 'vehicle', field: 'clientid', foreignKey: 'vehicleid' },
  hooks: {
    beforeUpdate: ({ data, before, principal }) => {
      if ('deleted' in data && data.deleted !== 0 && data.deleted !== 1) data.deleted = data.deleted ? 1 : 0;
      // Deleting and restoring are staff work (the delete call is staff only); an update must not do it instead.
      if ('deleted' in data && data.deleted !== before.deleted && !isStaff(principal)) throw new ForbiddenError('Only staff delete or restore images');
    },
  },
});

/** Image types (document 3 §3), read by every screen that uploads. */
export const vehicleImageTypesResource = defineResource({
  name: 'vehicle_image_types',
  model: 'VehicleImageType',
  primaryKey: 'id',
  filterable: ['name'],
  sortable: ['display_order', 'name'],
  creatable: ['name', 'display_order'],
  updatable: ['name', 'display_order'],
  required: ['name'],
  defaultOrder: [{ field: 'display_order', direction: 'asc' }],
  pageSize: { default: 100, max: 1000 },
  access: RESOURCE_ROUTES.vehicle_image_types.access,
  scope: { none: true, reason: 'reference data every client reads' },
});
