import { Body1, Button, Card, CardHeader, Field, Spinner, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { IVR_MAX_VINS, IVR_SAMPLE_VINS, vinsOfText } from '@portal/contracts/constants';
import { IvrReport, PageFrame, useIvrDetails, useResourceList, type IvrVehicle } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import { StaffOnly } from '../shared/staff-only.js';
import { IvrUpdateDialog } from './ivr-update-dialog.js';

const useStyles = makeStyles({
  entry: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: tokens.spacingHorizontalL },
  red: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The sample VINs the box opens with (document 3 §2.8): the latest vehicles submitted to the DOT, the ones an
 * IVR is asked for, rather than a fixed list that stops matching anything.
 */
function useSampleVins(): string | undefined {
  const latest = useResourceList<{ vehiclevin: string }>('vehicles_dot_submitted', {
    per_page: IVR_SAMPLE_VINS,
    order_by: [{ field: 'submitteddotdate', direction: 'desc' }],
  });
  if (latest.errorText) return '';
  return latest.data?.data.map((v) => v.vehiclevin).join('\n');
}

/** One vehicle's IVR, its photos and conformance read for it, with View Details to update it. */
function IvrCard({ vehicle, onChanged }: { vehicle: IvrVehicle; onChanged: () => void }) {
  const styles = useStyles();
  const details = useIvrDetails(vehicle.vehicleid);
  const [editing, setEditing] = useState(false);
  return (
    <Card aria-label={`IVR ${vehicle.vehiclevin}`}>
      <CardHeader
        header={<Text weight="semibold">{vehicle.vehiclevin}</Text>}
        description={[vehicle.yr, vehicle.make, vehicle.model].filter(Boolean).join(' ')}
        action={<Button onClick={() => setEditing(true)}>View Details</Button>}
      />
      {details.loading ? <Spinner size="tiny" label="Loading..." /> : null}
      {details.error ? (
        <Body1 className={styles.red} role="alert">
          {details.error}
        </Body1>
      ) : null}
      {details.data ? <IvrReport vehicle={vehicle} images={details.data.images} conformance={details.data.conformance} /> : null}
      {editing ? (
        <IvrUpdateDialog
          vehicle={vehicle}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void details.refetch();
            onChanged();
          }}
        />
      ) : null}
    </Card>
  );
}

/**
 * /management/ri-nhtsa-ivr, RI NHTSA IVR Generator (document 3 §2.8, §7): paste VINs, fetch their vehicles
 * (not cancelled), and see a card per vehicle with its IVR; View Details opens Update IVR.
 */
export function RiIvrPage() {
  const styles = useStyles();
  const samples = useSampleVins();
  const [text, setText] = useState<string | null>(null);
  const [vins, setVins] = useState<string[]>([]);
  // The samples fill the box once they arrive, unless the person has typed first.
  useEffect(() => {
    if (samples !== undefined) setText((current) => current ?? samples);
  }, [samples]);
  const typed = vinsOfText(text ?? '');
  const tooMany = typed.length > IVR_MAX_VINS;
  const vehicles = useResourceList<IvrVehicle & Record<string, unknown>>(
    'vehicles',
    {
      per_page: Math.max(vins.length, 1),
      filters: [
        { field: 'vehiclevin', op: 'in', value: vins.join(',') },
        { field: 'cancelled', op: 'eq', value: '0' },
      ],
      with: ['client', 'nhtsa_conformance_location'],
      order_by: [{ field: 'vehiclevin', direction: 'asc' }],
    },
    { enabled: vins.length > 0 },
  );
  const found = vehicles.data?.data ?? [];
  const missing = vins.filter((vin) => !found.some((v) => v.vehiclevin === vin));
  return (
    <StaffOnly>
      <PageFrame title="RI NHTSA IVR Generator">
        <div className={styles.entry}>
          <Field
            label="VINs"
            hint="One VIN a line (or separated by commas or spaces)"
            validationMessage={tooMany ? `At most ${IVR_MAX_VINS} VINs at a time` : undefined}
          >
            <Textarea rows={10} value={text ?? ''} placeholder={text === null ? 'Loading sample VINs...' : undefined} onChange={(_, d) => setText(d.value)} />
          </Field>
          <div>
            <Button appearance="primary" disabled={typed.length === 0 || tooMany} onClick={() => setVins(typed)}>
              Fetch Vehicles
            </Button>
          </div>
        </div>
        {vehicles.loading && vins.length > 0 ? <Spinner size="small" label="Loading..." /> : null}
        {vehicles.errorText ? (
          <Text role="alert" className={styles.red}>
            {vehicles.errorText}
          </Text>
        ) : null}
        {vehicles.data && found.length === 0 ? <Text>No Data</Text> : null}
        {vehicles.data && missing.length > 0 ? <Text className={styles.red}>{`Not found or cancelled: ${missing.join(', ')}`}</Text> : null}
        {found.length > 0 ? (
          <div className={styles.cards}>
            {found.map((v) => (
              <IvrCard key={v.vehicleid} vehicle={v} onChanged={() => void vehicles.refetch()} />
            ))}
          </div>
        ) : null}
      </PageFrame>
    </StaffOnly>
  );
}
