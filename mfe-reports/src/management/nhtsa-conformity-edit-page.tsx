import {
  Button,
  Checkbox,
  Field,
  Input,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CONFORMITY_TYPES, VIN_LENGTH, conformityClassOf, standardsOfClass, type ConformityStandard, type ConformityType } from '@portal/contracts/constants';
import { PageFrame, alertError, alertSuccess, saveFailureText, useApi, useInvalidate, useResourceList } from '@portal/web-kit';
import { useState } from 'react';
import { StaffOnly } from '../shared/staff-only.js';

/** An FMVSS standard (document 3 §3 NHTSA conformity item). */
export type ConformityItem = ConformityStandard;

/** The default choices of a standard per class: O Original, M Modified, N Not Applicable, or none. */
export const DEFAULT_CHOICES = [
  ['', '—'],
  ['O', 'O Original'],
  ['M', 'M Modified'],
  ['N', 'N Not Applicable'],
] as const;

export const CLASS_LABEL: Readonly<Record<ConformityType, string>> = { car: 'Car', truck: 'Truck', truck_heavy: 'Heavy Truck' };

interface CheckedVehicle {
  vehicleid: number;
  vehiclevin: string;
  yr?: string | null;
  make?: string | null;
  model?: string | null;
  blackbook_info?: { gvw?: number | null; class_name?: string | null } | null;
}

const useStyles = makeStyles({
  check: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  red: { color: tokens.colorPaletteRedForeground1 },
});

/** The standards that apply to a class, or all of them when no class is chosen. */
export const itemsOfClass = standardsOfClass;

/** VIN check: which class a registered vehicle is, from its Blackbook info, and so which standards apply. */
function VinCheck({ onClass }: { onClass: (cls: ConformityType | null) => void }) {
  const styles = useStyles();
  const [vin, setVin] = useState('');
  const [asked, setAsked] = useState('');
  const found = useResourceList<CheckedVehicle>(
    'vehicles',
    { per_page: 1, filters: [{ field: 'vehiclevin', op: 'eq', value: asked }], with: ['blackbook_info'] },
    { enabled: asked !== '' },
  );
  const vehicle = found.data?.data[0];
  const cls = vehicle ? conformityClassOf(vehicle.blackbook_info) : null;
  const check = () => {
    const typed = vin.replace(/\s+/g, '').toUpperCase();
    setAsked(typed);
    onClass(null);
  };
  return (
    <div className={styles.check}>
      <Field label="VIN Check" validationMessage={vin && vin.trim().length !== VIN_LENGTH ? `A VIN has ${VIN_LENGTH} characters` : undefined}>
        <Input value={vin} onChange={(_, d) => setVin(d.value)} onKeyDown={(e) => e.key === 'Enter' && check()} />
      </Field>
      <Button disabled={vin.trim().length !== VIN_LENGTH} onClick={check}>
        Check
      </Button>
      {asked && found.loading ? <Spinner size="tiny" label="Loading..." /> : null}
      {found.errorText ? (
        <Text role="alert" className={styles.red}>
          {found.errorText}
        </Text>
      ) : null}
      {asked && found.data && !vehicle ? <Text className={styles.red}>No existing DVS registrations</Text> : null}
      {vehicle && cls ? (
        <>
          <Text>
            {`${[vehicle.yr, vehicle.make, vehicle.model].filter(Boolean).join(' ')}: ${CLASS_LABEL[cls]}`}
            {vehicle.blackbook_info ? '' : ' (no Blackbook info)'}
          </Text>
          <Button appearance="primary" onClick={() => onClass(cls)}>{`Show ${CLASS_LABEL[cls]} Standards`}</Button>
        </>
      ) : null}
    </div>
  );
}

/**
 * /management/nhtsaConformityEdit (document 2 §2, document 3 §2.7, §3): the FMVSS standards, which classes each
 * applies to and its default per class, each change saved as it is made; the VIN check shows the standards of
 * a registered vehicle's class.
 */
export function NhtsaConformityEditPage() {
  const api = useApi();
  const invalidate = useInvalidate();
  const [cls, setCls] = useState<ConformityType | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const items = useResourceList<ConformityItem>('nhtsa_conformity_items', { per_page: 1000, order_by: [{ field: 'id', direction: 'asc' }] });
  const shown = itemsOfClass(items.data?.data ?? [], cls);

  async function save(item: ConformityItem, change: Partial<ConformityItem>) {
    setSaving(item.id);
    try {
      await api.updateResource('nhtsa_conformity_items', item.id, change);
      alertSuccess(`FMVSS ${item.fmvss_number} Saved`);
      await invalidate('nhtsa_conformity_items');
    } catch (error) {
      alertError(`Unable to update: ${saveFailureText(error)}`);
    } finally {
      setSaving(null);
    }
  }

  return (
    <StaffOnly>
      <PageFrame title="NHTSA Conformity Edit">
        <VinCheck onClass={setCls} />
        {cls ? (
          <div>
            <Text>{`${CLASS_LABEL[cls]} standards only. `}</Text>
            <Button size="small" appearance="subtle" onClick={() => setCls(null)}>
              Show All
            </Button>
          </div>
        ) : null}
        {items.loading ? <Spinner size="small" label="Loading..." /> : null}
        {items.errorText ? <Text role="alert">{items.errorText}</Text> : null}
        {items.data && shown.length === 0 ? <Text>No Data</Text> : null}
        {shown.length > 0 ? (
          <Table size="small" aria-label="FMVSS Standards">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>FMVSS</TableHeaderCell>
                <TableHeaderCell>Name</TableHeaderCell>
                {CONFORMITY_TYPES.map((t) => (
                  <TableHeaderCell key={t}>{CLASS_LABEL[t]}</TableHeaderCell>
                ))}
                {CONFORMITY_TYPES.map((t) => (
                  <TableHeaderCell key={`${t}-default`}>{`${CLASS_LABEL[t]} Default`}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{item.fmvss_number}</TableCell>
                  <TableCell>{item.fmvss_name}</TableCell>
                  {CONFORMITY_TYPES.map((t) => (
                    <TableCell key={t}>
                      <Checkbox
                        aria-label={`FMVSS ${item.fmvss_number} ${CLASS_LABEL[t]}`}
                        checked={item[t] === 1}
                        disabled={saving === item.id}
                        onChange={(_, d) => void save(item, { [t]: d.checked ? 1 : 0 })}
                      />
                    </TableCell>
                  ))}
                  {CONFORMITY_TYPES.map((t) => (
                    <TableCell key={`${t}-default`}>
                      <Select
                        aria-label={`FMVSS ${item.fmvss_number} ${CLASS_LABEL[t]} Default`}
                        value={item[`${t}_default`] ?? ''}
                        disabled={saving === item.id}
                        onChange={(_, d) => void save(item, { [`${t}_default`]: d.value || null })}
                      >
                        {DEFAULT_CHOICES.map(([value, label]) => (
                          <option key={value} value={value}>
                            {label}
                          </option>
                        ))}
                      </Select>
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </PageFrame>
    </StaffOnly>
  );
}
