import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowResetRegular } from '@fluentui/react-icons';
import { useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../api/api-context.js';
import type { ApiClient } from '../api/client.js';
import { messageOf } from '../api/errors.js';
import { listQueryString, type Filter, type ListQuery, type Order } from '../api/list-query.js';
import { alertError, alertWarning } from '../alerts/alerts.js';
import { FittedTable } from '../fitted-table/fitted-table.js';
import { ClampedText } from '../text/clamped-text.js';
import { csvColumns, downloadCsv, receivedText } from './csv.js';
import { FilterBar } from './filter-bar.js';
import { filtersFromValues } from './filter-query.js';
import { Pager } from './pager.js';
import type { Column, FilterDef, FilterValues } from './types.js';
import { useFilterValues } from './use-filter-values.js';
import { useListData } from './use-list-data.js';

export const PAGE_SIZES: ReadonlyArray<number> = [5, 10, 25, 50];
export const DEFAULT_PAGE_SIZE = 10;
export const NO_DATA = 'No Data';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  table: { width: '100%' },
  centered: { textAlign: 'center', paddingTop: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalL },
});

export interface ResourceTableProps<T> {
  resource: string;
  columns: ReadonlyArray<Column<T>>;
  filters?: ReadonlyArray<FilterDef>;
  /** Sent with every request and never shown (e.g. a client user's own client). */
  fixedFilters?: ReadonlyArray<Filter>;
  defaultOrder?: Order;
  with?: ReadonlyArray<string>;
  appends?: ReadonlyArray<string>;
  pageSize?: number;
  pageSizes?: ReadonlyArray<number>;
  /** Offers a CSV download under this file name (every column says what it writes: `Column.csv`). */
  csvFilename?: string;
  /** Keeps the filter values in browser storage under this key. */
  storageKey?: string;
  /** Filter values that win over saved ones; applied again when they change. */
  presetValues?: FilterValues;
  rowKey?: (row: T, index: number) => string | number;
  /** Extra buttons beside the download. */
  actions?: ReactNode;
  /** Change it to fetch the current page again. */
  reloadToken?: unknown;
  /** Row checkboxes, with one in the header for every row of the page; rows are told apart by `rowKey`. */
  selection?: RowSelection<T>;
  api?: ApiClient;
  'aria-label'?: string;
}

export type RowKey = string | number;

export interface RowSelection<T> {
  selected: ReadonlySet<RowKey>;
  onChange(next: Set<RowKey>): void;
  /** How a row's checkbox is named for assistive technology, e.g. its VIN. */
  label(row: T): string;
}

/** A server-paged list on the generic list grammar: filters, sorting, paging and a CSV download. */
export function ResourceTable<T>(props: ResourceTableProps<T>) {
  const styles = useStyles();
  const contextApi = useApi();
  const api = props.api ?? contextApi;
  const { resource, columns, filters = [], fixedFilters = [], pageSizes = PAGE_SIZES } = props;

  const filterState = useFilterValues(filters, { storageKey: props.storageKey, presetValues: props.presetValues });
  const [order, setOrder] = useState<Order | undefined>(props.defaultOrder);
  const [pageSize, setPageSize] = useState(props.pageSize ?? DEFAULT_PAGE_SIZE);

  const baseQuery = useMemo<ListQuery>(
    () => ({
      filters: [...fixedFilters, ...filtersFromValues(filters, filterState.committed)],
      with: props.with,
      appends: props.appends,
      order_by: order ? [order] : undefined,
    }),
    [fixedFilters, filters, filterState.committed, props.with, props.appends, order],
  );

  // The page belongs to one set of filters, order and size: any change of those starts at page 1
  // without first asking for a page that may no longer exist.
  const scopeKey = `${listQueryString(baseQuery)}#${pageSize}`;
  const [paging, setPaging] = useState({ scope: scopeKey, page: 1 });
  const page = paging.scope === scopeKey ? paging.page : 1;

  const query = useMemo<ListQuery>(() => ({ per_page: pageSize, page, ...baseQuery }), [pageSize, page, baseQuery]);
  const data = useListData<T>(api, resource, query, props.reloadToken);
  const total = data.page?.total ?? 0;

  const [downloading, setDownloading] = useState(false);
  const [received, setReceived] = useState(0);
  const download = async () => {
    if (!props.csvFilename) return;
    setDownloading(true);
    setReceived(0);
    try {
      // The server writes the file from the same query as the table, page by page, up to its cap.
      const file = await downloadCsv(api, resource, baseQuery, csvColumns(columns), props.csvFilename, setReceived);
      // Never leave rows out without saying so.
      if (file.total > file.rows) {
        const [rows, total] = [file.rows.toLocaleString('en-US'), file.total.toLocaleString('en-US')];
        alertWarning(`${props.csvFilename} holds the first ${rows} of ${total} rows; narrow the filters to download the rest.`);
      }
    } catch (error) {
      alertError(`${props.csvFilename} could not be downloaded: ${messageOf(error)}`);
    } finally {
      setDownloading(false);
    }
  };

  const keyOf = (row: T, index: number) => (props.rowKey ? props.rowKey(row, index) : defaultKey(row, index));
  const rows = data.page?.data ?? [];
  const selection = props.selection;
  const span = columns.length + (selection ? 1 : 0);
  const pageKeys = rows.map(keyOf);
  const pageSelected = selection ? pageKeys.filter((key) => selection.selected.has(key)).length : 0;
  const selectPage = (checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of pageKeys)
      if (checked) next.add(key);
      else next.delete(key);
    selection.onChange(next);
  };
  const selectRow = (key: RowKey, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };

  const sortBy = (field: string) => {
    setOrder((current) => (current?.field === field ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { field, direction: 'asc' }));
  };

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {filters.length ? <FilterBar defs={filters} values={filterState.values} onChange={filterState.change} /> : <span />}
        <div className={styles.actions}>
          {props.actions}
          {filters.length ? (
            <Button icon={<ArrowResetRegular />} onClick={filterState.reset}>
              Reset Filters
            </Button>
          ) : null}
          {props.csvFilename ? (
            <Button icon={<ArrowDownloadRegular />} onClick={download} disabled={downloading || data.loading || !data.page}>
              {downloading ? (received > 0 ? `Downloading CSV... ${receivedText(received)}` : 'Preparing CSV...') : 'Download CSV'}
            </Button>
          ) : null}
        </div>
      </div>

      {data.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{data.error}</MessageBarBody>
        </MessageBar>
      ) : (
        <FittedTable className={styles.table} aria-label={props['aria-label'] ?? resource} aria-busy={data.loading} size="small">
          <TableHeader>
            <TableRow>
              {selection ? (
                <TableSelectionCell
                  type="checkbox"
                  checked={pageSelected > 0 && pageSelected === pageKeys.length ? true : pageSelected > 0 ? 'mixed' : false}
                  checkboxIndicator={{ 'aria-label': 'Select all rows on this page' }}
                  onClick={() => selectPage(pageSelected < pageKeys.length)}
                  invisible={pageKeys.length === 0}
                />
              ) : null}
              {columns.map((column) =>
                column.sortField ? (
                  <TableHeaderCell
                    key={column.key}
                    sortable
                    sortDirection={order?.field === column.sortField ? (order.direction === 'desc' ? 'descending' : 'ascending') : undefined}
                    onClick={() => sortBy(column.sortField!)}
                  >
                    {column.header}
                  </TableHeaderCell>
                ) : (
                  <TableHeaderCell key={column.key}>{column.header}</TableHeaderCell>
                ),
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.loading ? (
              <TableRow>
                <TableCell colSpan={span} className={styles.centered}>
                  <Spinner size="small" label="Loading..." />
                </TableCell>
              </TableRow>
            ) : rows.length > 0 ? (
              rows.map((row, index) => {
                const key = keyOf(row, index);
                const checked = selection?.selected.has(key) ?? false;
                return (
                  <TableRow key={key} aria-selected={selection ? checked : undefined}>
                    {selection ? (
                      <TableSelectionCell
                        type="checkbox"
                        checked={checked}
                        checkboxIndicator={{ 'aria-label': `Select ${selection.label(row)}` }}
                        onClick={() => selectRow(key, !checked)}
                      />
                    ) : null}
                    {columns.map((column) => (
                      <TableCell key={column.key}>{cellContent(column, row)}</TableCell>
                    ))}
                  </TableRow>
                );
              })
            ) : (
              <TableRow>
                <TableCell colSpan={span} className={styles.centered}>
                  {NO_DATA}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </FittedTable>
      )}

      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        pageSizes={pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b)}
        onPage={(next) => setPaging({ scope: scopeKey, page: next })}
        onPageSize={setPageSize}
      />
    </div>
  );
}

// A cell shows a few lines of its value at a bounded width; the whole value is its tooltip.
function cellContent<T>(column: Column<T>, row: T): ReactNode {
  const value = column.value?.(row);
  const text = value === null || value === undefined ? '' : String(value);
  const content = column.render ? column.render(row) : text;
  // Cells without a value (buttons, icons) are shown as they are: cutting them would clip their focus ring.
  if (text === '') return content;
  return (
    <ClampedText text={text} lines={3} cell>
      {content}
    </ClampedText>
  );
}

function defaultKey(row: unknown, index: number): RowKey {
  const id = row && typeof row === 'object' ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}
