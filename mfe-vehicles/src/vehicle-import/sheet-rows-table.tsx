import { Table, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // Columns as wide as what they hold: Fluent's table shares its width out evenly, which ran a VIN into the
  // column beside it. A narrow window scrolls the table rather than overlapping its cells.
  box: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  vin: { whiteSpace: 'nowrap', fontFamily: tokens.fontFamilyMonospace },
  oneLine: { whiteSpace: 'nowrap' },
});

/** The rows of an uploaded sheet, as checked by the server (vehicle file upload, GST report): `headers` head its columns, `children` is the body. */
export function SheetRowsTable({ label, headers, children }: { label: string; headers: readonly string[]; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.box}>
      <Table aria-label={label} size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            {headers.map((header) => (
              <TableHeaderCell key={header}>{header}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        {children}
      </Table>
    </div>
  );
}

/** Cells' classes: `vin`, its 17 characters on one line in type of even width; `oneLine`, a short code or date kept whole. */
export function useSheetCellClasses(): { vin: string; oneLine: string } {
  const { vin, oneLine } = useStyles();
  return { vin, oneLine };
}
