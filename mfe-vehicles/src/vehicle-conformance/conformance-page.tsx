import {
  Body1,
  Button,
  makeStyles,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { readConformance, saveConformance, startConformance } from '@portal/contracts/call-routes';
import { CONFORMITY_ACTIONS } from '@portal/contracts/constants';
import { alertError, alertSuccess, ApiError, call, formatStamp, isAdmin, messageOf, useApi, useCall, useInvalidate, useSession } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../vehicle-shared/vehicle-link.js';

export const FULL_INSPECTION_REQUIRED = 'New yr/make/model requires full inspection on all items';

export interface ConformanceItem {
  id: number;
  description: string;
  is_remediated: number | null;
  remedy_notes: string | null;
  completed_date: string | null;
  completed_by_user?: { name?: string | null } | null;
}

export interface ConformanceAnswer {
  vehicle: { vehicleid: number; vehiclevin: string; yr?: number | null; make?: string | null; model?: string | null; is_ri_new_vehicle?: number } | null;
  conformance: { id: number; completed_date: string | null; completed_by_user?: { name?: string | null } | null; items: ConformanceItem[] } | null;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1 },
  notes: { minWidth: '240px' },
});

type Draft = Record<number, { is_remediated: string; remedy_notes: string }>;

/**
 * The browser's quick check of the rule the service enforces: an RI new vehicle needs a choice and
 * notes on every item.
 */
export function incompleteForRiNew(draft: Draft): boolean {
  return Object.values(draft).some((d) => d.is_remediated === '' || d.remedy_notes.trim() === '');
}

function draftOf(data: ConformanceAnswer): Draft {
  return Object.fromEntries(
    (data.conformance?.items ?? []).map((i) => [
      i.id,
      { is_remediated: i.is_remediated === null ? '' : String(i.is_remediated), remedy_notes: i.remedy_notes ?? '' },
    ]),
  );
}

/** Conformance Plus (document 3 §2.3): one row per item with its choice and remedy notes. */
export function ConformancePage() {
  const styles = useStyles();
  const { vehicleId = '' } = useParams();
  const api = useApi();
  const staff = isAdmin(useSession());
  const invalidate = useInvalidate();
  const read = useCall(readConformance, { params: { id: vehicleId } });
  // The catalog types the vehicle and the inspection loosely; this page reads the fields it shows.
  const answer = read.data as ConformanceAnswer | undefined;
  const state = { loading: read.loading, error: read.errorText, data: answer };
  const [draft, setDraft] = useState<Draft>({});
  const [busy, setBusy] = useState(false);

  // Each answer (the first, or after a start or a save) resets the choices to what is stored.
  useEffect(() => {
    if (answer) setDraft(draftOf(answer));
  }, [answer]);

  async function start() {
    setBusy(true);
    try {
      await call(api, startConformance, { params: { id: vehicleId } });
      await invalidate(readConformance);
    } catch (error) {
      alertError(`Unable to start the inspection: ${messageOf(error)}`);
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (Number(state.data?.vehicle?.is_ri_new_vehicle) === 1 && incompleteForRiNew(draft)) {
      alertError(FULL_INSPECTION_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      const items = Object.entries(draft).map(([id, d]) => ({
        id: Number(id),
        is_remediated: d.is_remediated === '' ? null : Number(d.is_remediated),
        remedy_notes: d.remedy_notes,
      }));
      await call(api, saveConformance, { params: { id: vehicleId }, body: { items } });
      alertSuccess('Conformance Saved');
      await invalidate(readConformance);
    } catch (error) {
      alertError(error instanceof ApiError && error.serverMessage ? error.serverMessage : `Unable to save: ${messageOf(error)}`);
    } finally {
      setBusy(false);
    }
  }

  const data = state.data;
  const items = data?.conformance?.items ?? [];
  return (
    <section className={styles.page}>
      <AppLink to={`/vehicles/${vehicleId}`}>Back to Vehicle Details</AppLink>
      <Title3 as="h2">Conformance Plus</Title3>
      {state.loading ? <Spinner size="small" label="Loading..." /> : null}
      {state.error ? (
        <Body1 className={styles.error} role="alert">
          {state.error}
        </Body1>
      ) : null}
      {data?.vehicle ? (
        <Body1>
          {data.vehicle.vehiclevin} {[data.vehicle.yr, data.vehicle.make, data.vehicle.model].filter(Boolean).join(' ')}
          {data.conformance?.completed_date
            ? ` · completed ${formatStamp(data.conformance.completed_date)} by ${data.conformance.completed_by_user?.name ?? ''}`
            : ''}
        </Body1>
      ) : null}
      {data && !data.conformance ? (
        <>
          <Body1 className={styles.error}>NO CONFORMANCE ITEMS</Body1>
          {staff ? (
            <div>
              <Button appearance="primary" disabled={busy} onClick={() => void start()}>
                Start Inspection
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {items.length > 0 ? (
        <Table aria-label="Conformance items">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Item</TableHeaderCell>
              <TableHeaderCell>Action</TableHeaderCell>
              <TableHeaderCell>Remedy Notes</TableHeaderCell>
              <TableHeaderCell>Completed</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => {
              const d = draft[item.id] ?? { is_remediated: '', remedy_notes: '' };
              const set = (patch: Partial<typeof d>) => setDraft((all) => ({ ...all, [item.id]: { ...d, ...patch } }));
              return (
                <TableRow key={item.id}>
                  <TableCell>{item.description}</TableCell>
                  <TableCell>
                    <Select
                      aria-label={`Action for ${item.description}`}
                      value={d.is_remediated}
                      disabled={!staff}
                      onChange={(_, v) => set({ is_remediated: v.value })}
                    >
                      <option value="">Not inspected</option>
                      {CONFORMITY_ACTIONS.map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </Select>
                  </TableCell>
                  <TableCell>
                    <Textarea
                      className={styles.notes}
                      aria-label={`Remedy notes for ${item.description}`}
                      value={d.remedy_notes}
                      disabled={!staff}
                      onChange={(_, v) => set({ remedy_notes: v.value })}
                    />
                  </TableCell>
                  <TableCell>{item.completed_date ? `${formatStamp(item.completed_date)} ${item.completed_by_user?.name ?? ''}` : ''}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
      {items.length > 0 && staff ? (
        <div>
          <Button appearance="primary" disabled={busy} onClick={() => void save()}>
            Save
          </Button>
        </div>
      ) : null}
    </section>
  );
}
