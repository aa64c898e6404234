import { makeStyles, tokens } from '@fluentui/react-components';
import { ResourceTable, STORAGE_KEYS, useSession, type FilterValues } from '@portal/web-kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import {
  VEHICLE_COLUMNS,
  VEHICLE_ORDER,
  VEHICLE_RELATIONS,
  VEHICLES_CSV,
  VEHICLES_RESOURCE,
  vehicleFilters,
  vehicleFixedFilters,
} from './vehicle-list-config.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, backgroundColor: tokens.colorNeutralBackground1, padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusMedium },
});

/** Assignments Rec'd: the vehicle list (document 3 §2.1). `?vin=` fills the VIN filter. */
export function VehicleListPage() {
  const styles = useStyles();
  const session = useSession();
  const [params] = useSearchParams();
  const vin = params.get('vin') ?? '';
  const filters = useMemo(() => vehicleFilters(session), [session]);
  const fixedFilters = useMemo(() => vehicleFixedFilters(session), [session]);
  const presetValues = useMemo<FilterValues | undefined>(() => (vin ? { vin } : undefined), [vin]);

  return (
    <section className={styles.page}>
      <ResourceTable<Vehicle>
        aria-label="Vehicles"
        resource={VEHICLES_RESOURCE}
        columns={VEHICLE_COLUMNS}
        filters={filters}
        fixedFilters={fixedFilters}
        defaultOrder={VEHICLE_ORDER}
        with={VEHICLE_RELATIONS}
        storageKey={STORAGE_KEYS.vehicleFilters}
        presetValues={presetValues}
        csvFilename={VEHICLES_CSV}
        rowKey={(vehicle) => vehicle.vehicleid}
      />
    </section>
  );
}
