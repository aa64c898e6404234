import { Table, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens, type TableProps } from '@fluentui/react-components';

const useStyles = makeStyles({
  // A narrow window scrolls the table sideways rather than squeezing its cells over each other.
  box: { overflowX: 'auto' },
  // Columns as wide as what they hold: Fluent's table shares its width out evenly, which ran a VIN into the
  // column beside it.
  table: { tableLayout: 'auto' },
  // A VIN shown as a link is in the link's type unless told to take the cell's.
  vin: { whiteSpace: 'nowrap', fontFamily: tokens.fontFamilyMonospace, '& a': { fontFamily: 'inherit' } },
  oneLine: { whiteSpace: 'nowrap' },
});

export type FittedTableProps = TableProps & {
  /** The column headings, when they are plain texts: written as the table's header row, before `children`. */
  headers?: readonly string[];
};

/** Fluent's table with its columns sized to what they hold, in a box that scrolls sideways when the window is narrow. */
export function FittedTable({ className, headers, children, ...props }: FittedTableProps) {
  const styles = useStyles();
  return (
    <div className={styles.box}>
      <Table {...props} className={mergeClasses(styles.table, className)}>
        {headers ? (
          <TableHeader>
            <TableRow>
              {headers.map((header, i) => (
                // A heading may be empty (a column of buttons) or repeated: its place is its key.
                <TableHeaderCell key={i}>{header}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
        ) : null}
        {children}
      </Table>
    </div>
  );
}

/**
 * Classes for a fitted table's cells: `vin`, its 17 characters on one line in type of even width (a link in it
 * too); `oneLine`, a date or short code kept whole.
 */
export function useFittedCellClasses(): { vin: string; oneLine: string } {
  const { vin, oneLine } = useStyles();
  return { vin, oneLine };
}
