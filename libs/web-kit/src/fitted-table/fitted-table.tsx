import { Table, makeStyles, mergeClasses, tokens, type TableProps } from '@fluentui/react-components';

const useStyles = makeStyles({
  // A narrow window scrolls the table sideways rather than squeezing its cells over each other.
  box: { overflowX: 'auto' },
  // Columns as wide as what they hold: Fluent's table shares its width out evenly, which ran a VIN into the
  // column beside it.
  table: { tableLayout: 'auto' },
  vin: { whiteSpace: 'nowrap', fontFamily: tokens.fontFamilyMonospace },
  oneLine: { whiteSpace: 'nowrap' },
});

/** Fluent's table with its columns sized to what they hold, in a box that scrolls sideways when the window is narrow. */
export function FittedTable({ className, ...props }: TableProps) {
  const styles = useStyles();
  return (
    <div className={styles.box}>
      <Table {...props} className={mergeClasses(styles.table, className)} />
    </div>
  );
}

/** Classes for a fitted table's cells: `vin`, its 17 characters on one line in type of even width; `oneLine`, a date or short code kept whole. */
export function useFittedCellClasses(): { vin: string; oneLine: string } {
  const { vin, oneLine } = useStyles();
  return { vin, oneLine };
}
