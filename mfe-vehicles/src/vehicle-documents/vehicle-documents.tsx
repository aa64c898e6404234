import {
  Button,
  Dropdown,
  Input,
  makeStyles,
  Option,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { CONFORMITY_TYPES, type ConformityType } from '@portal/contracts/constants';
import { alertError, getUser, isAdmin, openAuthorizedFile } from '@portal/web-kit';
import { useState } from 'react';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { printableForms, refusalText, vehicleFormPath, vehiclePackages } from './document-links.js';

const TYPE_LABELS: Record<ConformityType, string> = { car: 'Car', truck: 'Truck', truck_heavy: 'Heavy truck' };

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  narrow: { minWidth: '120px', width: '140px' },
});

/**
 * Opens a protected PDF in a new tab (opened at the click, so no pop-up blocker stops it), or saves
 * it. A refusal closes the tab and says why.
 */
export async function openDocument(path: string, save: boolean, fallbackName: string): Promise<void> {
  try {
    await openAuthorizedFile(path, save, fallbackName);
  } catch (error) {
    alertError(`Unable to print: ${refusalText(error)}`);
  }
}

/** The printed forms and packages of a vehicle (document 3 §7), on its Documents tab. */
export function VehicleDocuments({ vehicle }: { vehicle: Vehicle }) {
  const styles = useStyles();
  const staff = isAdmin();
  const [busy, setBusy] = useState<string | null>(null);
  const [type, setType] = useState<ConformityType>('car');
  const [uvc, setUvc] = useState('');
  const choices = { type, uvc, userId: getUser()?.userid ?? null };

  async function run(key: string, path: string, save: boolean, name: string) {
    setBusy(key);
    try {
      await openDocument(path, save, name);
    } finally {
      setBusy(null);
    }
  }

  const buttons = (key: string, path: (download: boolean) => string, name: string) => (
    <>
      <Button size="small" disabled={busy !== null} onClick={() => void run(`${key}-open`, path(false), false, name)}>
        {busy === `${key}-open` ? 'Preparing...' : 'Open'}
      </Button>
      <Button size="small" appearance="subtle" disabled={busy !== null} onClick={() => void run(`${key}-save`, path(true), true, name)}>
        {busy === `${key}-save` ? 'Preparing...' : 'Download'}
      </Button>
    </>
  );

  return (
    <section className={styles.box} aria-label="Printed forms">
      <Subtitle2>Printed forms</Subtitle2>
      <Table size="small" aria-label="Forms">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Form</TableHeaderCell>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>Document</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {printableForms(staff).map((form) => (
            <TableRow key={form.n}>
              <TableCell>{form.n}</TableCell>
              <TableCell>{form.name}</TableCell>
              <TableCell>
                <div className={styles.actions}>
                  {form.n === 18 ? (
                    <>
                      <Dropdown
                        className={styles.narrow}
                        aria-label="Vehicle class"
                        value={TYPE_LABELS[type]}
                        selectedOptions={[type]}
                        onOptionSelect={(_e, data) => setType((data.optionValue as ConformityType) ?? 'car')}
                      >
                        {CONFORMITY_TYPES.map((t) => (
                          <Option key={t} value={t}>
                            {TYPE_LABELS[t]}
                          </Option>
                        ))}
                      </Dropdown>
                      <Input className={styles.narrow} aria-label="UVC" placeholder="UVC" value={uvc} onChange={(_e, data) => setUvc(data.value)} />
                    </>
                  ) : null}
                  {buttons(`form-${form.n}`, (download) => vehicleFormPath(vehicle.vehicleid, form.n, choices, download), `form-${form.n}.pdf`)}
                </div>
              </TableCell>
            </TableRow>
          ))}
          {vehiclePackages(vehicle.vehicleid, staff).map((pack) => (
            <TableRow key={pack.key}>
              <TableCell>-</TableCell>
              <TableCell>{pack.name}</TableCell>
              <TableCell>
                <div className={styles.actions}>{buttons(pack.key, (download) => (download ? `${pack.path}&download=1` : pack.path), `${pack.key}.pdf`)}</div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
