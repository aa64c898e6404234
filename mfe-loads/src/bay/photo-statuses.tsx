import { Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import type { LoadVehicle } from '../load-detail/load-types.js';

/** Shown for a vehicle whose photos were never sent with Update Photos. */
export const PHOTOS_NOT_SENT = 'Not sent';

/** A vehicle's photo status as the bay answered it: the status, and its warnings when there are any. */
export function photoStatusText(vehicle: Pick<LoadVehicle, 'bay_image_status'>): { status: string; warnings: string } {
  const image = vehicle.bay_image_status;
  if (!image) return { status: PHOTOS_NOT_SENT, warnings: '' };
  return { status: image.status ?? PHOTOS_NOT_SENT, warnings: (image.warnings ?? []).join('; ') };
}

/** The Update Photos results per vehicle (the vehicle's `bay_image_status`). */
export function PhotoStatuses({ vehicles }: { vehicles: ReadonlyArray<LoadVehicle> }) {
  if (vehicles.length === 0) return null;
  return (
    <section aria-label="Bay Photos">
      <Subtitle2 as="h4">Bay Photos</Subtitle2>
      {vehicles.every((v) => !v.bay_image_status) ? (
        <Text block>No photos sent to the bay yet.</Text>
      ) : (
        <Table aria-label="Photo statuses" size="small">
          <TableHeader>
            <TableRow>
              {['VIN', 'Photo Status', 'Warnings'].map((h) => (
                <TableHeaderCell key={h}>{h}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {vehicles.map((v) => {
              const shown = photoStatusText(v);
              return (
                <TableRow key={v.vehicleid}>
                  <TableCell>{v.vehiclevin}</TableCell>
                  <TableCell>{shown.status}</TableCell>
                  <TableCell>{shown.warnings}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
