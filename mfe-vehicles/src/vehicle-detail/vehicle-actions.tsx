import { CANCELLED_TITLE_STATUS } from '@portal/contracts/constants';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { navigateTo, type FormValues } from '@portal/web-kit';
import { useNavigate } from 'react-router';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { lotVisionUrl } from '../vehicle-shared/lot-vision.js';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface VehicleActionsProps {
  vehicle: Vehicle;
  clientUser: boolean;
  saving: boolean;
  onCancel(): void;
  onUpdate(): void;
  onViewImages(): void;
  onUpload(): void;
  onAddNote(): void;
}

/** The buttons of document 3 §2.2. */
export function VehicleActions({ vehicle, clientUser, saving, onCancel, onUpdate, onViewImages, onUpload, onAddNote }: VehicleActionsProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const id = vehicle.vehicleid;
  const images = Number(vehicle.images_count ?? 0);
  const lotVision = lotVisionUrl(vehicle);
  const cancelled = Number(vehicle.cancelled) === 1 || Number(vehicle.titlestatusid) === CANCELLED_TITLE_STATUS;
  return (
    <div className={styles.bar} role="toolbar" aria-label="Vehicle actions">
      {clientUser && !cancelled ? <Button onClick={onCancel}>Cancel Vehicle</Button> : null}
      <Button appearance="primary" disabled={saving} onClick={onUpdate}>
        {saving ? 'Saving...' : 'Update Vehicle'}
      </Button>
      <Button disabled={images === 0} onClick={onViewImages}>
        View Files/Images
      </Button>
      <Button onClick={onUpload}>Upload File</Button>
      <Button onClick={onAddNote}>Add Note</Button>
      <Button onClick={() => navigateTo(`/photoupload/${id}`)}>Photo Upload Page</Button>
      <Button onClick={() => navigate(`/vehicles/${id}/conformance`)}>Conformance Report</Button>
      <Button onClick={() => navigate(`/vehicles/${id}/vehicleIVR`)}>NHTSA IVR</Button>
      {lotVision ? (
        <Button as="a" href={lotVision} target="_blank" rel="noopener noreferrer">
          Lot Vision
        </Button>
      ) : null}
    </div>
  );
}

export type { FormValues };
