import { TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { FittedTable } from '@portal/web-kit';
import type { ReactNode } from 'react';

/** The rows of an uploaded sheet, as checked by the server (vehicle file upload, GST report): `headers` head its columns, `children` is the body. */
export function SheetRowsTable({ label, headers, children }: { label: string; headers: readonly string[]; children: ReactNode }) {
  return (
    <FittedTable aria-label={label} size="small">
      <TableHeader>
        <TableRow>
          {headers.map((header) => (
            <TableHeaderCell key={header}>{header}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      {children}
    </FittedTable>
  );
}
