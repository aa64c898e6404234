import { describe, expect, it } from '@jest/globals';
import { findColumns, readLines, reconciledFields, type SheetColumns } from './reconcile-sheet.js';

describe('the auction sheet of a reconciliation', () => {
  it('finds the description, lot and work order columns by their headers', () => {
    expect(findColumns([['Sale Date', 'Lot ID', 'Description', 'Auc. WO/SN']])).toEqual({ vin: 2, lot: 1, stock: 3 });
    expect(findColumns([['DESCRIPTION']])).toEqual({ vin: 0, lot: null, stock: null });
  });

  it('says which column is missing, or that the file has none', () => {
    expect(findColumns([['Lot ID', 'VIN']])).toBe('VIN Column not found');
    expect(findColumns([])).toBe('No columns found, invalid CSV?');
    expect(findColumns([['', ' ']])).toBe('No columns found, invalid CSV?');
  });

  it('takes the VIN out of the description, and only a run of exactly 17', () => {
    const columns: SheetColumns = { vin: 0, lot: 1, stock: 2 };
    const lines = readLines(
      [
        ['Description', 'Lot ID', 'Auc. WO/SN'],
        ['2019 Honda Civic 2hgfc2f59kh512345 grey', ' 17 ', 'WO-9'],
        ['no vin here', '18', ''],
        ['code 2HGFC2F59KH5123456 is 18 long', '', ''],
        ['', '', ''],
      ],
      columns,
    );
    expect(lines).toEqual([
      { row: 2, vin: '2HGFC2F59KH512345', lot: '17', stock: 'WO-9' },
      { row: 3, vin: null, lot: '18', stock: '' },
      { row: 4, vin: null, lot: '', stock: '' },
    ]);
  });

  it('writes the auction always, and lot and stock only when the sheet gives them', () => {
    expect(reconciledFields({ row: 2, vin: 'X', lot: '17', stock: 'WO-9' }, 4)).toEqual({
      auction_id_selling: 4,
      auction_lot_id: '17',
      auction_stock_number: 'WO-9',
    });
    expect(reconciledFields({ row: 2, vin: 'X', lot: '', stock: '' }, 4)).toEqual({ auction_id_selling: 4 });
  });
});
