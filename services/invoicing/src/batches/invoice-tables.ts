import { cell, headerCell, right, usd } from '../pdf/pdf-kit.js';
import type { InvoiceLayout, PrintedLine } from './batch-print.js';

const cents = (value: number) => Math.round(value * 100);

/** A column heading over amounts, aligned with them. */
export const amountHeader = (text: string) => ({ ...headerCell(text), ...right });

/** An amount cell: a zero amount is left blank (zero charges are not printed, document 2 §9). */
const amountCell = (value: number, style: object = {}) => cell(cents(value) === 0 ? '' : usd(value), { ...right, ...style });

/** The vehicle's year, make and model, and under it what the client's defaults add (mileage, stock number, ...). */
function vehicleCell(line: PrintedLine): object {
  return { stack: [{ text: line.vehicle }, ...line.facts.map((fact) => ({ text: fact, fontSize: 7, color: '#444444' }))] };
}

/** The three closing rows: Subtotal with the count, a blank Sales Tax row (document 2 §9) and the total. */
function closingRows(columns: number, countLabel: string, total: number, totalLabel: string): object[][] {
  const row = (label: string, value: string, bold = false) => [
    { text: label, colSpan: columns - 1, alignment: 'right', bold },
    ...Array.from({ length: columns - 2 }, () => ({})),
    { text: value, alignment: 'right', bold },
  ];
  return [row(`${countLabel}    Subtotal`, usd(total)), row('Sales Tax', ''), row(totalLabel, usd(total), true)];
}

/** What a line bills, item by item: its fees by bucket, then each charge; zero amounts are left out. */
export function lineItems(line: PrintedLine): Array<{ label: string; amount: number }> {
  const fees = [
    { label: 'State fee', amount: line.fees.state },
    { label: 'DVS fee', amount: line.fees.dvs },
    { label: 'Other fee', amount: line.fees.other },
  ];
  const charges = line.charges.map((c) => ({ label: `${c.type}${c.note ? ` (${c.note})` : ''}`, amount: c.amount }));
  return [...fees, ...charges].filter((item) => cents(item.amount) !== 0);
}

/** One row per vehicle: its fees by bucket, its charges as one sum, its total. */
function summaryTable(lines: PrintedLine[], total: number, totalLabel: string): object {
  const header = [...['#', 'VIN', 'Year / Make / Model'].map(headerCell), ...['State fee', 'DVS fee', 'Other fee', 'Charges', 'Total'].map(amountHeader)];
  const rows = lines.map((line, i) => [
    cell(String(i + 1)),
    cell(line.vin),
    vehicleCell(line),
    amountCell(line.fees.state),
    amountCell(line.fees.dvs),
    amountCell(line.fees.other),
    amountCell(line.charges.reduce((sum, c) => sum + cents(c.amount), 0) / 100),
    cell(usd(line.total), right),
  ]);
  return {
    margin: [0, 16, 0, 0],
    fontSize: 8,
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [12, 88, '*', 44, 44, 44, 50, 54],
      body: [header, ...rows, ...closingRows(8, `Vehicles: ${lines.length}`, total, totalLabel)],
    },
    layout: 'lightHorizontalLines',
  };
}

/**
 * Each vehicle, then under it every fee and charge it is billed with their amounts and the vehicle's total.
 * Lines are drawn only between vehicles, so each vehicle reads as one block.
 */
function detailedTable(lines: PrintedLine[], total: number, totalLabel: string): object {
  const header = [...['#', 'VIN', 'Year / Make / Model', 'Description'].map(headerCell), amountHeader('Amount')];
  const body: object[][] = [header];
  const blockStarts = new Set<number>([1]);
  lines.forEach((line, i) => {
    blockStarts.add(body.length);
    // The vehicle's cells span its item rows, so what the defaults print under it does not push them apart.
    const rows = [
      ...lineItems(line).map((item) => [cell(item.label), amountCell(item.amount)]),
      [cell('Vehicle total', { bold: true }), cell(usd(line.total), { ...right, bold: true })],
    ];
    const rowSpan = rows.length;
    rows.forEach((row, r) => {
      const vehicle = r === 0 ? [cell(String(i + 1), { rowSpan }), cell(line.vin, { rowSpan }), { ...vehicleCell(line), rowSpan }] : [{}, {}, {}];
      body.push([...vehicle, ...row]);
    });
  });
  blockStarts.add(body.length);
  body.push(...closingRows(5, `Vehicles: ${lines.length}`, total, totalLabel));
  return {
    margin: [0, 16, 0, 0],
    fontSize: 8,
    table: { headerRows: 1, widths: [12, 96, '*', 150, 60], body },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 1 ? 1 : blockStarts.has(i) && i < node.table.body.length ? 0.5 : 0),
      hLineColor: (i: number) => (i === 1 ? '#000000' : '#aaaaaa'),
      vLineWidth: () => 0,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
  };
}

/**
 * A batch's invoice rows and its total (the sum of the rows), laid out as the client asks: detailed, each
 * vehicle with its fees and charges listed under it, or one row per vehicle. Sales tax is a blank row
 * (document 2 §9). The batch PDF (the whole batch, or one vehicle per invoice) and the master batch PDF
 * print with it.
 */
export function invoiceTable(print: { lines: PrintedLine[]; total: number; layout: Pick<InvoiceLayout, 'detailed'> }, totalLabel = 'Total'): object {
  return print.layout.detailed ? detailedTable(print.lines, print.total, totalLabel) : summaryTable(print.lines, print.total, totalLabel);
}
