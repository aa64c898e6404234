import { describe, expect, it } from '@jest/globals';
import { TableBody, TableCell, TableRow } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { FittedTable, useFittedCellClasses } from './fitted-table.js';

function Vehicles({ className }: { className?: string }) {
  const cells = useFittedCellClasses();
  return (
    <FittedTable aria-label="Vehicles" size="small" className={className}>
      <TableBody>
        <TableRow>
          <TableCell className={cells.vin}>1HGCM82633A004352</TableCell>
          <TableCell className={cells.oneLine}>11/23/2026</TableCell>
        </TableRow>
      </TableBody>
    </FittedTable>
  );
}

describe('FittedTable', () => {
  it('sizes its columns to what they hold, in a box that scrolls sideways, and keeps a VIN and a date on one line', () => {
    render(<Vehicles />);
    const table = screen.getByRole('table', { name: 'Vehicles' });
    expect(getComputedStyle(table).tableLayout).toBe('auto');
    expect(getComputedStyle(table.parentElement!).overflowX).toBe('auto');
    expect(getComputedStyle(screen.getByText('1HGCM82633A004352')).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByText('11/23/2026')).whiteSpace).toBe('nowrap');
  });

  it("writes plain column headings as its header row, an empty one too, and a VIN link in the cell's type", () => {
    function Linked() {
      const cells = useFittedCellClasses();
      return (
        <FittedTable aria-label="Linked" headers={['VIN', 'Client', '']}>
          <TableBody>
            <TableRow>
              <TableCell className={cells.vin}>
                <a href="/vehicles/1">1HGCM82633A004352</a>
              </TableCell>
              <TableCell>Alpha Motors</TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </FittedTable>
      );
    }
    render(<Linked />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['VIN', 'Client', '']);
    expect(getComputedStyle(screen.getByRole('link')).fontFamily).toBe('inherit');
  });

  it("adds the caller's class to the table's own", () => {
    render(<Vehicles className="wide" />);
    const table = screen.getByRole('table', { name: 'Vehicles' });
    expect(table.classList.contains('wide')).toBe(true);
    expect(getComputedStyle(table).tableLayout).toBe('auto');
  });
});
