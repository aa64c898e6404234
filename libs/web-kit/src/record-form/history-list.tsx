import { Body1, Button, Card, makeStyles, Spinner, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useApi } from '../api/api-context.js';
import { messageOf } from '../api/errors.js';
import type { ListEnvelope } from '../api/list-query.js';
import { formatStamp } from '../format/format.js';

interface HistoryItem {
  id: number;
  created_at: string;
  target_field: string;
  value: string | null;
  old_value: string | null;
  user?: { name?: string | null; username?: string } | null;
}

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  scroller: { overflowX: 'auto' },
});

const PAGE = 25;

/** A stored value as a person reads it (values kept as JSON text lose their quotes). */
export function historyValue(value: string | null): string {
  if (value === null) return '';
  if (/^".*"$/.test(value)) {
    try {
      return String(JSON.parse(value));
    } catch {
      return value;
    }
  }
  return value;
}

export type HistoryListProps = (
  | { objectType: string; objectId: string | number; path?: undefined }
  /** A record's own history call that answers the list envelope (e.g. `/api/vehicles/{id}/history`). */
  | { path: string; objectType?: undefined; objectId?: undefined }
) & {
  /** Change it after a save to show the new entries. */
  reloadToken?: unknown;
};

/** Who changed what on a record, newest first (history_items). */
export function HistoryList({ objectType, objectId, path, reloadToken }: HistoryListProps) {
  const styles = useStyles();
  const api = useApi();
  const [state, setState] = useState<{ items: HistoryItem[]; total: number; loading: boolean; error?: string }>({ items: [], total: 0, loading: true });
  const [pages, setPages] = useState(1);

  useEffect(() => {
    let active = true;
    setState((s) => ({ ...s, loading: true }));
    const load = path
      ? api.request<ListEnvelope<HistoryItem>>({ method: 'GET', path, query: { per_page: PAGE * pages } })
      : api.listResource<HistoryItem>('history_items', {
          per_page: PAGE * pages,
          filters: [
            { field: 'object_type', op: 'eq', value: String(objectType) },
            { field: 'object_type_id', op: 'eq', value: String(objectId) },
          ],
          with: ['user'],
          order_by: [{ field: 'created_at', direction: 'desc' }],
        });
    load
      .then(
        (page) => active && setState({ items: page.data, total: page.total, loading: false }),
        (error: unknown) => active && setState({ items: [], total: 0, loading: false, error: messageOf(error) }),
      );
    return () => {
      active = false;
    };
  }, [api, objectType, objectId, path, reloadToken, pages]);

  return (
    <Card className={styles.card}>
      <Subtitle2 as="h3">History</Subtitle2>
      {state.loading && <Spinner size="tiny" label="Loading history…" />}
      {state.error && <Body1 role="alert">{state.error}</Body1>}
      {!state.loading && !state.error && state.items.length === 0 && <Body1>Nothing Logged</Body1>}
      {state.items.length > 0 && (
        <div className={styles.scroller}>
          <Table size="small" aria-label="History">
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
              {state.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{formatStamp(item.created_at)}</TableCell>
                  <TableCell>{item.user?.name || item.user?.username || ''}</TableCell>
                  <TableCell>{item.target_field}</TableCell>
                  <TableCell>{historyValue(item.old_value)}</TableCell>
                  <TableCell>{historyValue(item.value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {state.items.length < state.total && (
        <div>
          <Button onClick={() => setPages((p) => p + 1)}>Show more</Button>
        </div>
      )}
    </Card>
  );
}
