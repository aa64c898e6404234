import { Body1, makeStyles, tokens, Button, Spinner, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { formatStamp, historyValue, messageOf, useApi, type ListEnvelope } from '@portal/web-kit';
import { useEffect, useState } from 'react';

interface HistoryRow {
  id: number;
  created_at: string;
  target_field: string;
  value: string | null;
  old_value: string | null;
  user?: { name?: string | null } | null;
}

const useStyles = makeStyles({ section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

const PAGE = 25;

/** Who changed what on the vehicle, newest first, from the vehicle's own history call. */
export function VehicleHistoryList({ vehicleId, reloadToken }: { vehicleId: number; reloadToken: unknown }) {
  const styles = useStyles();
  const api = useApi();
  const [pages, setPages] = useState(1);
  const [state, setState] = useState<{ rows: HistoryRow[]; total: number; loading: boolean; error?: string }>({ rows: [], total: 0, loading: true });

  useEffect(() => {
    let active = true;
    setState((s) => ({ ...s, loading: true }));
    api.request<ListEnvelope<HistoryRow>>({ method: 'GET', path: `/api/vehicles/${vehicleId}/history`, query: { per_page: PAGE * pages } }).then(
      (page) => active && setState({ rows: page.data, total: page.total, loading: false }),
      (error: unknown) => active && setState({ rows: [], total: 0, loading: false, error: messageOf(error) }),
    );
    return () => {
      active = false;
    };
  }, [api, vehicleId, pages, reloadToken]);

  return (
    <section className={styles.section} aria-label="History">
      <Subtitle2 as="h3">History</Subtitle2>
      {state.loading ? <Spinner size="tiny" label="Loading history..." /> : null}
      {state.error ? <Body1 role="alert">{state.error}</Body1> : null}
      {!state.loading && !state.error && state.rows.length === 0 ? <Body1>Nothing Logged</Body1> : null}
      {state.rows.length > 0 ? (
        <Table size="small" aria-label="Vehicle history">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>When</TableHeaderCell>
              <TableHeaderCell>Who</TableHeaderCell>
              <TableHeaderCell>Field</TableHeaderCell>
              <TableHeaderCell>Old value</TableHeaderCell>
              <TableHeaderCell>New value</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {state.rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatStamp(row.created_at)}</TableCell>
                <TableCell>{row.user?.name ?? ''}</TableCell>
                <TableCell>{row.target_field}</TableCell>
                <TableCell>{historyValue(row.old_value)}</TableCell>
                <TableCell>{historyValue(row.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {state.rows.length < state.total ? (
        <div>
          <Button onClick={() => setPages((p) => p + 1)}>Show more</Button>
        </div>
      ) : null}
    </section>
  );
}
