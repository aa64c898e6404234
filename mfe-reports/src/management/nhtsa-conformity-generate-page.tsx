import {
  Body1,
  Button,
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
import { CONFORMITY_TYPES, VIN_LENGTH, conformityClassOf, formPath, type ConformityType } from '@portal/contracts/constants';
import { PageFrame, useDocumentOpener, useResourceList } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { StaffOnly } from '../shared/staff-only.js';
import { CLASS_LABEL, itemsOfClass, type ConformityItem } from './nhtsa-conformity-edit-page.js';

/** The conformity document among the printed forms (document 3 §7: form 18, with its class and UVC). */
const CONFORMITY_DOCUMENT = 18;

interface RegisteredVehicle {
  vehicleid: number;
  vehiclevin: string;
  yr?: string | null;
  make?: string | null;
  model?: string | null;
  blackbook_info?: { gvw?: number | null; class_name?: string | null; uvc?: string | null } | null;
}

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  red: { color: tokens.colorPaletteRedForeground1 },
});

/** The conformity document's address for a vehicle, its class and its UVC (none when empty). */
export function conformityDocumentPath(vehicleId: number, type: ConformityType, uvc: string): string {
  return formPath([vehicleId], CONFORMITY_DOCUMENT, uvc.trim() ? { type, uvc: uvc.trim() } : { type });
}

function Standards({ cls }: { cls: ConformityType }) {
  const items = useResourceList<ConformityItem>('nhtsa_conformity_items', { per_page: 1000, order_by: [{ field: 'id', direction: 'asc' }] });
  const shown = itemsOfClass(items.data?.data ?? [], cls);
  if (items.errorText) return <Text role="alert">{items.errorText}</Text>;
  if (!items.data) return <Spinner size="tiny" label="Loading..." />;
  if (shown.length === 0) return <Text>No Data</Text>;
  return (
    <Table size="small" aria-label="Conformity Standards">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>FMVSS</TableHeaderCell>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>Default</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {shown.map((item) => (
          <TableRow key={item.id}>
            <TableCell>{item.fmvss_number}</TableCell>
            <TableCell>{item.fmvss_name}</TableCell>
            <TableCell>{item[`${cls}_default`] ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The found vehicle: its class (from Blackbook, changeable), its UVC, the standards that apply, and the document. */
function Generate({ vehicle }: { vehicle: RegisteredVehicle }) {
  const styles = useStyles();
  const [type, setType] = useState<ConformityType>(() => conformityClassOf(vehicle.blackbook_info));
  const [uvc, setUvc] = useState(vehicle.blackbook_info?.uvc ?? '');
  const opener = useDocumentOpener();
  return (
    <>
      <Body1>
        {`${vehicle.vehiclevin} ${[vehicle.yr, vehicle.make, vehicle.model].filter(Boolean).join(' ')}`}
        {vehicle.blackbook_info ? '' : ' (no Blackbook info)'}
      </Body1>
      <div className={styles.row}>
        <Field label="Class">
          <Select value={type} onChange={(_, d) => setType(d.value as ConformityType)}>
            {CONFORMITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {CLASS_LABEL[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="UVC">
          <Input value={uvc} onChange={(_, d) => setUvc(d.value)} />
        </Field>
        <Button
          appearance="primary"
          disabled={opener.busy}
          onClick={() => void opener.open(conformityDocumentPath(vehicle.vehicleid, type, uvc), 'conformity.pdf')}
        >
          {opener.busy ? 'Preparing...' : 'Generate Conformity Document'}
        </Button>
      </div>
      <Standards cls={type} />
    </>
  );
}

/**
 * /management/nhtsaConformityGenerate/{vin?} (document 3 §2.7, §7): a registered vehicle's conformity document
 * (form 18) for its class and UVC, with the standards it lists; the VIN in the address is looked up at once.
 */
export function NhtsaConformityGeneratePage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { vin: routeVin = '' } = useParams();
  const [vin, setVin] = useState(routeVin);
  const asked = routeVin.replace(/\s+/g, '').toUpperCase();
  useEffect(() => setVin(routeVin), [routeVin]);
  const found = useResourceList<RegisteredVehicle>(
    'vehicles',
    { per_page: 1, filters: [{ field: 'vehiclevin', op: 'eq', value: asked }], with: ['blackbook_info'] },
    { enabled: asked.length === VIN_LENGTH },
  );
  const vehicle = found.data?.data[0];
  const typed = vin.replace(/\s+/g, '').toUpperCase();
  const lookUp = () => navigate(`/management/nhtsaConformityGenerate/${encodeURIComponent(typed)}`);
  return (
    <StaffOnly>
      <PageFrame title="NHTSA Conformity Generate">
        <div className={styles.row}>
          <Field label="VIN" validationMessage={typed && typed.length !== VIN_LENGTH ? `A VIN has ${VIN_LENGTH} characters` : undefined}>
            <Input value={vin} onChange={(_, d) => setVin(d.value)} onKeyDown={(e) => e.key === 'Enter' && typed.length === VIN_LENGTH && lookUp()} />
          </Field>
          <Button disabled={typed.length !== VIN_LENGTH} onClick={lookUp}>
            Look Up
          </Button>
        </div>
        {found.loading && asked.length === VIN_LENGTH ? <Spinner size="small" label="Loading..." /> : null}
        {found.errorText ? (
          <Text role="alert" className={styles.red}>
            {found.errorText}
          </Text>
        ) : null}
        {found.data && !vehicle ? <Text className={styles.red}>No existing DVS registrations</Text> : null}
        {vehicle ? <Generate key={vehicle.vehicleid} vehicle={vehicle} /> : null}
      </PageFrame>
    </StaffOnly>
  );
}
