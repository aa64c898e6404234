import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowResetRegular } from '@fluentui/react-icons';
import { useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../api/api-context.js';
import type { ApiClient } from '../api/client.js';
import { messageOf } from '../api/errors.js';
import { listQueryString, type Filter, type ListQuery, type Order } from '../api/list-query.js';
import { alertError, alertWarning } from '../alerts/alerts.js';
import { csvColumns, downloadCsv } from './csv.js';
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
  scroller: { overflowX: 'auto' },
  // Columns sized by their content (Fluent's default is equal, fixed widths).
  table: { tableLayout: 'auto', width: '100%' },
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
  api?: ApiClient;
  'aria-label'?: string;
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
  const download = async () => {
    if (!props.csvFilename) return;
    setDownloading(true);
    try {
      // The server writes the file from the same query as the table, page by page, up to its cap.
      const file = await downloadCsv(api, resource, baseQuery, csvColumns(columns), props.csvFilename);
      // Never leave rows out without saying so.
      if (file.total > file.rows) {
        alertWarning(`${props.csvFilename} holds the first ${file.rows.toLocaleString('en-US')} of ${file.total.toLocaleString('en-US')} rows; narrow the filters to download the rest.`);
      }
    } catch (error) {
      alertError(`${props.csvFilename} could not be downloaded: ${messageOf(error)}`);
    } finally {
      setDownloading(false);
    }
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
              {downloading ? 'Preparing CSV...' : 'Download CSV'}
            </Button>
          ) : null}
        </div>
      </div>

      {data.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{data.error}</MessageBarBody>
        </MessageBar>
      ) : (
        <div className={styles.scroller}>
          <Table className={styles.table} aria-label={props['aria-label'] ?? resource} size="small">
            <TableHeader>
              <TableRow>
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
                  <TableCell colSpan={columns.length} className={styles.centered}>
                    <Spinner size="small" label="Loading..." />
                  </TableCell>
                </TableRow>
              ) : data.page && data.page.data.length > 0 ? (
                data.page.data.map((row, index) => (
                  <TableRow key={props.rowKey ? props.rowKey(row, index) : defaultKey(row, index)}>
                    {columns.map((column) => (
                      <TableCell key={column.key}>{cellContent(column, row)}</TableCell>
                    ))}
                  </TableRow>
                ))
              ) : (
                <TableRow>
                  <TableCell colSpan={columns.length} className={styles.centered}>
                    {NO_DATA}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </div>
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

function cellContent<T>(column: Column<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = column.value?.(row);
  return value === null || value === undefined ? '' : String(value);
}

function defaultKey(row: unknown, index: number): string | number {
  const id = row && typeof row === 'object' ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}
