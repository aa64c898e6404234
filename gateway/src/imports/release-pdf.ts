import { ValidationError } from '@portal/server-kit';
import { notValid } from './spreadsheet-file.js';

/** A PDF is read to at most this many pages: a release notice is a few pages, not a book. */
const MAX_PAGES = 100;
// Any 17 letters and digits: the register holds older VINs with I, O or Q too, and the service says which VIN it does not know.
const VIN = /\b[A-Z0-9]{17}\b/;
const DATE = /\b(\d{1,2}\/\d{1,2}\/(?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})\b/;

/** Whether the bytes are a PDF (its header), whatever the file is called. */
export function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-';
}

interface TextItem {
  str: string;
  transform: number[];
}

/** The text of each line of each page, top to bottom: the items sharing a baseline, left to right. */
async function pdfLines(data: Buffer, filename: string): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    // No scripts, no fonts loaded, no messages: only the text is read.
    document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  } catch {
    throw notValid(filename, 'The PDF is damaged or protected.');
  }
  try {
    if (document.numPages > MAX_PAGES) throw notValid(filename, `It has more than ${MAX_PAGES} pages.`);
    const lines: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const rows = new Map<number, TextItem[]>();
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string' || item.str.trim() === '') continue;
        const baseline = Math.round(item.transform[5] ?? 0);
        rows.set(baseline, [...(rows.get(baseline) ?? []), item]);
      }
      for (const baseline of [...rows.keys()].sort((a, b) => b - a)) {
        const items = rows.get(baseline)!.sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0));
        lines.push(items.map((item) => item.str).join(' '));
      }
    }
    return lines;
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw notValid(filename, 'The PDF is damaged or protected.');
  } finally {
    await document.destroy();
  }
}

/**
 * A release notice in PDF (the original's picker took PDFs) as the rows of a sheet: a VIN and Release
 * Date header, then one row for each line of text holding a VIN and a date (the first of each on the
 * line). Lines without both are the notice's other text and are passed over.
 */
export async function releasePdfRows(data: Buffer, filename: string): Promise<string[][]> {
  const rows: string[][] = [];
  for (const line of await pdfLines(data, filename)) {
    const vin = VIN.exec(line.toUpperCase());
    const date = DATE.exec(line);
    if (vin && date) rows.push([vin[0], date[1]!]);
  }
  if (rows.length === 0) throw notValid(filename, 'No line of the PDF holds a VIN with a release date.');
  return [['VIN', 'Release Date'], ...rows];
}
