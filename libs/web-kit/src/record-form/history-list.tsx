import {
  Body1,
  Button,
  Card,
  makeStyles,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { clientLoadHistory, vehicleHistory } from '@portal/contracts/call-routes';
import { useState } from 'react';
import { useCall, useRefetchOn, useResourceList, type DataState } from '../data/use-data.js';
import { formatStamp } from '../format/format.js';
import type { Option } from '../resource-table/types.js';

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

/** A catalog call that answers a record's history a page at a time, like the vehicles' one. */
export type HistoryCall = typeof vehicleHistory | typeof clientLoadHistory;

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

/**
 * How the record's page names its fields and its choices' values, so a line reads "Transporter: Acme"
 * rather than "client_transporter_id: 5". A field or value the page does not know shows as stored.
 */
export interface HistoryLabels {
  fields?: Readonly<Record<string, string>>;
  choices?: Readonly<Record<string, ReadonlyArray<Option> | undefined>>;
}

/** The lines the server writes for a whole record (its creation, its deletion) rather than for a field. */
const RECORD_EVENTS: Readonly<Record<string, string>> = { created: 'Created', deleted: 'Deleted' };

/** A history line's field and values as a person reads them. */
export function describeHistoryItem(item: Pick<HistoryItem, 'target_field' | 'value' | 'old_value'>, labels: HistoryLabels = {}) {
  const options = labels.choices?.[item.target_field];
  const value = (stored: string | null) => {
    const text = historyValue(stored);
    return options?.find((o) => String(o.value) === text)?.label ?? text;
  };
  return {
    field: labels.fields?.[item.target_field] ?? RECORD_EVENTS[item.target_field] ?? item.target_field,
    oldValue: value(item.old_value),
    value: value(item.value),
  };
}

export type HistoryListProps = (
  | { objectType: string; objectId: string | number; call?: undefined; recordId?: undefined }
  /** A record's own history call (`vehicleHistory`) and the record's id. */
  | { call: HistoryCall; recordId: string | number; objectType?: undefined; objectId?: undefined }
) & {
  /** Change it after a save to show the new entries. */
  reloadToken?: unknown;
  labels?: HistoryLabels;
};

/** Who changed what on a record, newest first (history_items). */
export function HistoryList(props: HistoryListProps) {
  return props.call ? (
    <OwnHistory {...props} />
  ) : (
    <SharedHistory objectType={props.objectType!} objectId={props.objectId!} reloadToken={props.reloadToken} labels={props.labels} />
  );
}

/** A record's history from its own catalog call. */
function OwnHistory({ call, recordId, reloadToken, labels }: { call: HistoryCall; recordId: string | number; reloadToken?: unknown; labels?: HistoryLabels }) {
  const [pages, setPages] = useState(1);
  const list = useCall(call, { params: { id: String(recordId) }, query: { per_page: String(PAGE * pages) } }, { keepPrevious: true });
  useRefetchOn(reloadToken, list.refetch);
  return <HistoryCard list={list} labels={labels} onMore={() => setPages((p) => p + 1)} />;
}

/** A record's history from history_items, by its object type and id. */
function SharedHistory(props: { objectType: string; objectId: string | number; reloadToken?: unknown; labels?: HistoryLabels }) {
  const { objectType, objectId, reloadToken, labels } = props;
  const [pages, setPages] = useState(1);
  const list = useResourceList<HistoryItem>(
    'history_items',
    {
      per_page: PAGE * pages,
      filters: [
        { field: 'object_type', op: 'eq', value: String(objectType) },
        { field: 'object_type_id', op: 'eq', value: String(objectId) },
      ],
      with: ['user'],
      order_by: [{ field: 'created_at', direction: 'desc' }],
    },
    { keepPrevious: true },
  );
  useRefetchOn(reloadToken, list.refetch);
  return <HistoryCard list={list} labels={labels} onMore={() => setPages((p) => p + 1)} />;
}

function HistoryCard({ list, labels, onMore }: { list: DataState<{ data: HistoryItem[]; total: number }>; labels?: HistoryLabels; onMore(): void }) {
  const styles = useStyles();
  const state = { items: (list.errorText ? undefined : list.data?.data) ?? [], total: list.data?.total ?? 0, loading: list.fetching, error: list.errorText };
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
              {state.items.map((item) => {
                const line = describeHistoryItem(item, labels);
                return (
                  <TableRow key={item.id}>
                    <TableCell>{formatStamp(item.created_at)}</TableCell>
                    <TableCell>{item.user?.name || item.user?.username || ''}</TableCell>
                    <TableCell>{line.field}</TableCell>
                    <TableCell>{line.oldValue}</TableCell>
                    <TableCell>{line.value}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      {state.items.length < state.total && (
        <div>
          <Button onClick={onMore}>Show more</Button>
        </div>
      )}
    </Card>
  );
}
