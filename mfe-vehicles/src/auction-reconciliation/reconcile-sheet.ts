/**
 * Reading an auction's sheet for the AutoIMS reconciliation (document 2 §2, §5, §8): the VIN is found in
 * the description column, the lot and the work order / stock number in their own optional columns.
 */

/** A 17-character alphanumeric run (document 2 §5), bounded so a longer code is not cut into a VIN. */
const VIN_IN_TEXT = /(?<![A-Z0-9])[A-Z0-9]{17}(?![A-Z0-9])/i;

export interface SheetColumns {
  vin: number;
  lot: number | null;
  stock: number | null;
}

export interface SheetLine {
  /** Its row in the file, the header being row 1. */
  row: number;
  vin: string | null;
  lot: string;
  stock: string;
}

/** The columns of the header row; a refusal as the screen says it (document 2 §8) otherwise. */
export function findColumns(rows: readonly string[][]): SheetColumns | string {
  const header = (rows[0] ?? []).map((cell) => cell.trim().toLowerCase());
  if (header.filter(Boolean).length === 0) return 'No columns found, invalid CSV?';
  const vin = header.findIndex((cell) => cell.includes('description'));
  if (vin < 0) return 'VIN Column not found';
  const at = (test: (cell: string) => boolean) => {
    const index = header.findIndex(test);
    return index < 0 ? null : index;
  };
  return {
    vin,
    lot: at((cell) => /^lot\s*id$/.test(cell) || cell === 'lot'),
    stock: at((cell) => /^auc\.?\s*wo\s*\/\s*sn$/.test(cell)),
  };
}

/** Every line under the header, with the VIN its description holds (null when it holds none). */
export function readLines(rows: readonly string[][], columns: SheetColumns): SheetLine[] {
  return rows.slice(1).flatMap((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return [];
    const found = VIN_IN_TEXT.exec(cells[columns.vin] ?? '');
    const cell = (column: number | null) => (column === null ? '' : (cells[column] ?? '').trim());
    return [{ row: index + 2, vin: found ? found[0].toUpperCase() : null, lot: cell(columns.lot), stock: cell(columns.stock) }];
  });
}

/** What the reconciliation writes on the one vehicle that matches: the chosen auction, and lot and stock when the sheet has them. */
export function reconciledFields(line: SheetLine, auctionId: number): Record<string, string | number> {
  const fields: Record<string, string | number> = { auction_id_selling: auctionId };
  if (line.lot) fields.auction_lot_id = line.lot;
  if (line.stock) fields.auction_stock_number = line.stock;
  return fields;
}
