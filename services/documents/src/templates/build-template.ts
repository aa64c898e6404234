import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawable } from '../mapping/fill-form.js';
import { type FormLayout, type LayoutCell, type LayoutRow, type LayoutTable } from './layout.js';

const INK = rgb(0, 0, 0);
const RULE = rgb(0.35, 0.35, 0.35);
const SHADE = rgb(0.88, 0.88, 0.88);

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  layout: FormLayout;
  /** The top of what is left of the page. */
  y: number;
  margin: number;
  width: number;
  pageNumber: number;
}

/** Splits text into lines that fit `width` at `size`. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

function scale(pen: Pen): number {
  // A label is a quarter of a letter page's width: its type is smaller.
  return pen.layout.size[0] < 400 ? 0.72 : 1;
}

function newPage(pen: Pen): void {
  pen.page = pen.doc.addPage([...pen.layout.size] as [number, number]);
  pen.pageNumber += 1;
  pen.y = pen.layout.size[1] - pen.margin;
  drawFooter(pen);
}

function ensureRoom(pen: Pen, height: number): void {
  if (pen.y - height < pen.margin + (pen.layout.footer ? 18 : 0)) newPage(pen);
}

function drawFooter(pen: Pen): void {
  if (!pen.layout.footer) return;
  const size = 6.5 * scale(pen);
  pen.page.drawText(`${pen.layout.footer}   Page ${pen.pageNumber}`, { x: pen.margin, y: pen.margin - 2, size, font: pen.regular, color: RULE });
}

function drawHeader(pen: Pen): void {
  const { header } = pen.layout;
  const k = scale(pen);
  const boxWidth = header.formNumber ? 130 * k : 0;
  const titleWidth = pen.width - boxWidth - (boxWidth ? 8 : 0);
  const top = pen.y;
  let y = top;
  if (header.agency) {
    y -= 8 * k;
    pen.page.drawText(header.agency.toUpperCase(), { x: pen.margin, y, size: 7 * k, font: pen.bold, color: INK });
  }
  for (const line of wrapText(header.title, pen.bold, 13 * k, titleWidth)) {
    y -= 14 * k;
    pen.page.drawText(line, { x: pen.margin, y, size: 13 * k, font: pen.bold, color: INK });
  }
  if (header.subtitle) {
    for (const line of wrapText(header.subtitle, pen.regular, 8 * k, titleWidth)) {
      y -= 10 * k;
      pen.page.drawText(line, { x: pen.margin, y, size: 8 * k, font: pen.regular, color: INK });
    }
  }
  if (header.formNumber) {
    const x = pen.margin + pen.width - boxWidth;
    const height = (header.formNote ? 30 : 20) * k;
    pen.page.drawRectangle({ x, y: top - height, width: boxWidth, height, borderColor: INK, borderWidth: 1 });
    pen.page.drawText(header.formNumber, { x: x + 5, y: top - 12 * k, size: 9.5 * k, font: pen.bold, color: INK });
    if (header.formNote) pen.page.drawText(header.formNote, { x: x + 5, y: top - 24 * k, size: 7 * k, font: pen.regular, color: INK });
    y = Math.min(y, top - height);
  }
  y -= 5 * k;
  pen.page.drawLine({ start: { x: pen.margin, y }, end: { x: pen.margin + pen.width, y }, thickness: 1.5, color: INK });
  pen.y = y - 6 * k;
}

function drawHeading(pen: Pen, heading: string): void {
  const k = scale(pen);
  const height = 13 * k;
  ensureRoom(pen, height + 30 * k);
  pen.page.drawRectangle({ x: pen.margin, y: pen.y - height, width: pen.width, height, color: SHADE, borderColor: INK, borderWidth: 0.5 });
  pen.page.drawText(heading.toUpperCase(), { x: pen.margin + 4, y: pen.y - height + 3.5 * k, size: 8 * k, font: pen.bold, color: INK });
  pen.y -= height;
}

function drawStatement(pen: Pen, text: string): void {
  const k = scale(pen);
  const size = 8 * k;
  const lines = wrapText(text, pen.regular, size, pen.width - 8);
  for (const line of lines) {
    ensureRoom(pen, size + 3);
    pen.y -= size + 2.5;
    pen.page.drawText(line, { x: pen.margin + 4, y: pen.y, size, font: pen.regular, color: INK });
  }
  pen.y -= 4;
}

function rowHeight(row: LayoutRow, k: number): number {
  const lines = Math.max(1, ...row.map((cell) => (cell.kind === 'multiline' || cell.kind === 'signature' ? (cell.lines ?? 3) : 1)));
  return (lines === 1 ? 24 : 12 + lines * 11) * k;
}

function drawCell(pen: Pen, cell: LayoutCell, x: number, width: number, height: number): void {
  const k = scale(pen);
  const form = pen.doc.getForm();
  const top = pen.y;
  const kind = cell.kind ?? 'text';
  pen.page.drawRectangle({ x, y: top - height, width, height, borderColor: RULE, borderWidth: 0.5 });
  if (kind === 'check') {
    const side = 9 * k;
    const boxY = top - height / 2 - side / 2;
    form.createCheckBox(cell.field).addToPage(pen.page, { x: x + 4, y: boxY, width: side, height: side, borderColor: INK, borderWidth: 0.8 });
    const labelWidth = width - side - 12;
    const lines = wrapText(cell.label, pen.regular, 7.5 * k, labelWidth).slice(0, 2);
    lines.forEach((line, i) =>
      pen.page.drawText(line, { x: x + side + 8, y: top - height / 2 + (lines.length === 1 ? -2.5 : 1.5 - i * 8) * k, size: 7.5 * k, font: pen.regular }),
    );
    return;
  }
  if (kind === 'label') {
    pen.page.drawText(cell.label, { x: x + 4, y: top - height / 2 - 3 * k, size: 8 * k, font: pen.regular, color: INK, maxWidth: width - 6 });
    return;
  }
  pen.page.drawText(cell.label, { x: x + 2.5, y: top - 7 * k, size: 6 * k, font: pen.regular, color: RULE, maxWidth: width - 4 });
  const area = { x: x + 2, y: top - height + 1.5, width: width - 4, height: height - 9.5 * k };
  if (kind === 'signature') {
    form.createButton(cell.field).addToPage('', pen.page, { ...area, borderWidth: 0, backgroundColor: rgb(1, 1, 1), textColor: INK });
    return;
  }
  const field = form.createTextField(cell.field);
  if (kind === 'multiline') field.enableMultiline();
  field.addToPage(pen.page, { ...area, borderWidth: 0, font: pen.regular, textColor: INK });
  field.setFontSize(kind === 'multiline' ? 8 * k : 9.5 * k);
}

function drawRow(pen: Pen, row: LayoutRow): void {
  const k = scale(pen);
  const height = rowHeight(row, k);
  ensureRoom(pen, height);
  const total = row.reduce((sum, cell) => sum + (cell.span ?? 1), 0);
  let x = pen.margin;
  for (const cell of row) {
    const width = (pen.width * (cell.span ?? 1)) / total;
    drawCell(pen, cell, x, width, height);
    x += width;
  }
  pen.y -= height;
}

function columnEdges(pen: Pen, table: LayoutTable): number[] {
  const total = table.columns.reduce((sum, column) => sum + (column.span ?? 1), 0);
  const edges = [pen.margin];
  for (const column of table.columns) edges.push(edges[edges.length - 1] + (pen.width * (column.span ?? 1)) / total);
  return edges;
}

function drawTableHeader(pen: Pen, table: LayoutTable, edges: number[]): void {
  const height = 13;
  pen.page.drawRectangle({ x: pen.margin, y: pen.y - height, width: pen.width, height, color: SHADE, borderColor: RULE, borderWidth: 0.5 });
  table.columns.forEach((column, i) =>
    pen.page.drawText(column.label, { x: edges[i] + 3, y: pen.y - height + 4, size: 7, font: pen.bold, color: INK, maxWidth: edges[i + 1] - edges[i] - 4 }),
  );
  pen.y -= height;
}

/** Text cut to fit `width` (a cell never spills into the next). */
function clip(text: string, font: PDFFont, size: number, width: number): string {
  let out = text;
  while (out && font.widthOfTextAtSize(out, size) > width) out = out.slice(0, -1);
  return out;
}

/** A compact table: the column headings once a page, then one ruled line of text per row. */
function drawTable(pen: Pen, table: LayoutTable): void {
  const height = 13;
  const size = 8;
  const edges = columnEdges(pen, table);
  ensureRoom(pen, 13 + height);
  drawTableHeader(pen, table, edges);
  for (const line of table.lines) {
    if (pen.y - height < pen.margin + (pen.layout.footer ? 18 : 0)) {
      newPage(pen);
      drawTableHeader(pen, table, edges);
    }
    pen.page.drawRectangle({ x: pen.margin, y: pen.y - height, width: pen.width, height, borderColor: RULE, borderWidth: 0.5 });
    table.columns.forEach((column, i) => {
      const room = edges[i + 1] - edges[i] - 6;
      const text = clip(drawable(line[i] ?? '').replace(/\n/g, ' '), pen.regular, size, room);
      const x = column.align === 'right' ? edges[i + 1] - 3 - pen.regular.widthOfTextAtSize(text, size) : edges[i] + 3;
      pen.page.drawText(text, { x, y: pen.y - height + 4, size, font: pen.regular, color: INK });
    });
    pen.y -= height;
  }
}

/** Draws a layout as a blank fillable PDF: the template the mapping fills. */
export async function buildTemplate(layout: FormLayout, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Portal documents service');
  doc.setCreator('Portal documents service');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = layout.size[0] < 400 ? 10 : 36;
  const pen: Pen = {
    doc,
    page: doc.addPage([...layout.size] as [number, number]),
    regular,
    bold,
    layout,
    y: 0,
    margin,
    width: layout.size[0] - 2 * margin,
    pageNumber: 1,
  };
  pen.y = layout.size[1] - margin;
  drawFooter(pen);
  drawHeader(pen);
  for (const section of layout.sections) {
    if (section.heading) drawHeading(pen, section.heading);
    if (section.text) drawStatement(pen, section.text);
    for (const row of section.rows ?? []) drawRow(pen, row);
    if (section.table) drawTable(pen, section.table);
    pen.y -= 6 * scale(pen);
  }
  doc.getForm().updateFieldAppearances(regular);
  return doc.save();
}
