import { Body1, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { IVR_NOT_COMPLETE } from '@portal/contracts/constants';
import { IvrReport, useIvrDetails, useResourceRecord } from '@portal/web-kit';
import { useParams } from 'react-router';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { AppLink } from '../vehicle-shared/vehicle-link.js';

export const NOT_COMPLETE = IVR_NOT_COMPLETE;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  red: { color: tokens.colorPaletteRedForeground1 },
});

/** The Vehicle IVR report (document 3 §2.3, §4): the vehicle's record with its photos and conformance. */
export function VehicleIvrPage() {
  const styles = useStyles();
  const { vehicleId = '' } = useParams();
  const vehicle = useResourceRecord<Vehicle>('vehicles', vehicleId);
  const details = useIvrDetails(vehicleId);
  // The report needs both: it shows when each answered, or the first failure.
  const error = vehicle.errorText ?? details.error;
  const loading = !error && (vehicle.loading || details.loading);
  return (
    <section className={styles.page}>
      <AppLink to={`/vehicles/${vehicleId}`}>Back to Vehicle Details</AppLink>
      <Title3 as="h2">Vehicle IVR</Title3>
      {loading ? <Spinner size="small" label="Loading..." /> : null}
      {error ? (
        <Body1 className={styles.red} role="alert">
          {error}
        </Body1>
      ) : null}
      {!error && vehicle.data && details.data ? <IvrReport vehicle={vehicle.data} images={details.data.images} conformance={details.data.conformance} /> : null}
    </section>
  );
}
