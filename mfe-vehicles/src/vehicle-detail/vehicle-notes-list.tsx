import { Body1, makeStyles, tokens, Spinner, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { formatStamp, useRefetchOn, useResourceList } from '@portal/web-kit';

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
  const notes = useResourceList<NoteRow>('vehicle_notes', {
    per_page: 1000,
    filters: [{ field: 'vehicleid', op: 'eq', value: String(vehicleId) }],
    with: ['user'],
    order_by: [{ field: 'notedate', direction: 'desc' }],
  });
  useRefetchOn(reloadToken, notes.refetch);
  const state = { rows: (notes.errorText ? undefined : notes.data?.data) ?? [], loading: notes.fetching, error: notes.errorText };

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
