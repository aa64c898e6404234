import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { ResourceTable, STORAGE_KEYS, useSession, type FilterValues, type RowKey } from '@portal/web-kit';
import { useMemo, useState } from 'react';
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
import { downloadRiLabels } from './ri-labels.js';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
  },
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
  // Checked vehicles stay checked across pages and filters, so labels can be gathered from several.
  const [selected, setSelected] = useState<Set<RowKey>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const selection = useMemo(() => ({ selected, onChange: setSelected, label: (v: Vehicle) => v.vehiclevin }), [selected]);

  async function riLabels() {
    setBusy(true);
    setProblem(null);
    const outcome = await downloadRiLabels([...selected]);
    setBusy(false);
    if (!outcome.ok) setProblem(outcome.message);
  }

  const actions = (
    <>
      <Button appearance="primary" disabled={selected.size === 0 || busy} onClick={() => void riLabels()}>
        {busy ? 'Getting RI Labels...' : `RI Labels (${selected.size})`}
      </Button>
      {selected.size > 0 ? <Button onClick={() => setSelected(new Set())}>Clear Selection</Button> : null}
    </>
  );

  return (
    <section className={styles.page}>
      {problem ? (
        <MessageBar intent="warning">
          <MessageBarBody>{problem}</MessageBarBody>
          <MessageBarActions
            containerAction={<Button appearance="transparent" aria-label="Dismiss" icon={<DismissRegular />} onClick={() => setProblem(null)} />}
          />
        </MessageBar>
      ) : null}
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
        selection={selection}
        actions={actions}
      />
    </section>
  );
}
