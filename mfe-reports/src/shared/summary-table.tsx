import { Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AppLink, formatCurrency } from '@portal/web-kit';

export const useSummaryStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A column of an aggregate report: text, a count, an amount of money or a decimal. */
export interface SummaryColumn<T> {
  header: string;
  kind: 'text' | 'count' | 'money' | 'decimal';
  value: (row: T) => string | number;
  /** Where the value leads, if anywhere (a count's list of what it counts). */
  link?: (row: T) => string | undefined;
}

/** How a column's value is shown, and written to a CSV. */
export function summaryCell<T>(column: SummaryColumn<T>, row: T): string {
  const value = column.value(row);
  switch (column.kind) {
    case 'count':
      return Number(value).toLocaleString('en-US');
    case 'money':
      return formatCurrency(value);
    case 'decimal':
      return Number(value).toFixed(1);
    default:
      return String(value);
  }
}

export interface SummaryTableProps<T> {
  'aria-label': string;
  columns: ReadonlyArray<SummaryColumn<T>>;
  /** The answer once it came; undefined while the first one loads. */
  rows: ReadonlyArray<T> | undefined;
  /** The totals row, shown in bold under the rows. */
  total?: T;
  rowKey: (row: T) => string | number;
  loading: boolean;
  errorText?: string;
  /** What shows before the report can run (a filter still to choose). */
  idleText?: string;
}

/**
 * An aggregate report's table (document 3 §2.7): a row per group and a totals row; its loading, error,
 * idle and empty ("No Data") states.
 */
export function SummaryTable<T>(props: SummaryTableProps<T>) {
  const styles = useSummaryStyles();
  if (props.errorText)
    return (
      <Text role="alert" className={styles.error}>
        {props.errorText}
      </Text>
    );
  if (props.idleText && !props.rows && !props.loading) return <Text>{props.idleText}</Text>;
  if (!props.rows) return props.loading ? <Spinner size="small" label="Loading..." /> : null;
  if (props.rows.length === 0) return <Text>No Data</Text>;
  const cells = (row: T) =>
    props.columns.map((column) => (
      <TableCell key={column.header} className={column.kind === 'text' ? undefined : styles.number}>
        {column.link?.(row) ? <AppLink to={column.link(row)!}>{summaryCell(column, row)}</AppLink> : summaryCell(column, row)}
      </TableCell>
    ));
  return (
    <Table aria-label={props['aria-label']} aria-busy={props.loading} size="small">
      <TableHeader>
        <TableRow>
          {props.columns.map((column) => (
            <TableHeaderCell key={column.header} className={column.kind === 'text' ? undefined : styles.number}>
              {column.header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={props.rowKey(row)}>{cells(row)}</TableRow>
        ))}
        {props.total && <TableRow className={styles.total}>{cells(props.total)}</TableRow>}
      </TableBody>
    </Table>
  );
}
