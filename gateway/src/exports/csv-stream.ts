import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { cellValue, formatCell, type CsvColumn } from '@portal/contracts';

type Row = Record<string, unknown>;

/**
 * CSV text of pages of rows, written as the pages come: a header row, then one line per row, each
 * cell shown as the table shows it; fields quoted when they hold a comma, quote or line break.
 */
export function csvStream(columns: readonly CsvColumn[], pages: AsyncIterable<Row[]>): Readable {
  const csv = stringify({ header: true, columns: columns.map((c, i) => ({ key: String(i), header: c.header })), record_delimiter: 'windows' });
  async function* records() {
    for await (const rows of pages) {
      for (const row of rows) yield columns.map((column) => formatCell(cellValue(row, column), column.format));
    }
  }
  // Backpressure: the next page is only read when the reader has taken the previous one; a failure
  // (or a reader that went away) on either side ends both, and with them the paging.
  pipeline(Readable.from(records()), csv, () => undefined);
  return csv;
}
