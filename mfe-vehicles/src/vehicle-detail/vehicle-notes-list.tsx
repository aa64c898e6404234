import { Body1, makeStyles, tokens, Spinner, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { formatStamp, messageOf, useApi } from '@portal/web-kit';
import { useEffect, useState } from 'react';

interface NoteRow {
  noteid: number;
  notedate: string;
  note: string;
  complete: boolean;
  user?: { name?: string | null } | null;
}

const useStyles = makeStyles({ section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** The vehicle's notes, newest first. */
export function VehicleNotesList({ vehicleId, reloadToken }: { vehicleId: number; reloadToken: unknown }) {
  const styles = useStyles();
  const api = useApi();
  const [state, setState] = useState<{ rows: NoteRow[]; loading: boolean; error?: string }>({ rows: [], loading: true });

  useEffect(() => {
    let active = true;
    setState((s) => ({ ...s, loading: true }));
    api
      .listResource<NoteRow>('vehicle_notes', { per_page: 1000, filters: [{ field: 'vehicleid', op: 'eq', value: String(vehicleId) }], with: ['user'], order_by: [{ field: 'notedate', direction: 'desc' }] })
      .then(
        (page) => active && setState({ rows: page.data, loading: false }),
        (error: unknown) => active && setState({ rows: [], loading: false, error: messageOf(error) }),
      );
    return () => {
      active = false;
    };
  }, [api, vehicleId, reloadToken]);

  return (
    <section className={styles.section} aria-label="Notes">
      <Subtitle2 as="h3">Notes</Subtitle2>
      {state.loading ? <Spinner size="tiny" label="Loading notes..." /> : null}
      {state.error ? <Body1 role="alert">{state.error}</Body1> : null}
      {!state.loading && !state.error && state.rows.length === 0 ? <Body1>No Data</Body1> : null}
      {state.rows.length > 0 ? (
        <Table size="small" aria-label="Vehicle notes">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Date</TableHeaderCell>
              <TableHeaderCell>User</TableHeaderCell>
              <TableHeaderCell>Note</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {state.rows.map((row) => (
              <TableRow key={row.noteid}>
                <TableCell>{formatStamp(row.notedate)}</TableCell>
                <TableCell>{row.user?.name ?? ''}</TableCell>
                <TableCell>{row.note}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}
