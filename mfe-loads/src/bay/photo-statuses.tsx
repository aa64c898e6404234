import { Subtitle2, TableBody, TableCell, TableRow, Text } from '@fluentui/react-components';
import { FittedTable, useFittedCellClasses } from '@portal/web-kit';
import type { LoadVehicle } from '../load-detail/load-types.js';

/** Shown for a vehicle whose photos were never sent with Update Photos. */
export const PHOTOS_NOT_SENT = 'Not sent';

const PHOTO_STATUS_HEADERS = ['VIN', 'Photo Status', 'Warnings'];

/** A vehicle's photo status as the bay answered it: the status, and its warnings when there are any. */
export function photoStatusText(vehicle: Pick<LoadVehicle, 'bay_image_status'>): { status: string; warnings: string } {
  const image = vehicle.bay_image_status;
  if (!image) return { status: PHOTOS_NOT_SENT, warnings: '' };
  return { status: image.status ?? PHOTOS_NOT_SENT, warnings: (image.warnings ?? []).join('; ') };
}

/** The Update Photos results per vehicle (the vehicle's `bay_image_status`). */
export function PhotoStatuses({ vehicles }: { vehicles: ReadonlyArray<LoadVehicle> }) {
  const cells = useFittedCellClasses();
  if (vehicles.length === 0) return null;
  return (
    <section aria-label="Bay Photos">
      <Subtitle2 as="h4">Bay Photos</Subtitle2>
      {vehicles.every((v) => !v.bay_image_status) ? (
        <Text block>No photos sent to the bay yet.</Text>
      ) : (
        <FittedTable aria-label="Photo statuses" size="small" headers={PHOTO_STATUS_HEADERS}>
          <TableBody>
            {vehicles.map((v) => {
              const shown = photoStatusText(v);
              return (
                <TableRow key={v.vehicleid}>
                  <TableCell className={cells.vin}>{v.vehiclevin}</TableCell>
                  <TableCell>{shown.status}</TableCell>
                  <TableCell>{shown.warnings}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </FittedTable>
      )}
    </section>
  );
}
