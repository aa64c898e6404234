import { describe, expect, it } from '@jest/globals';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { isPdf, releasePdfRows } from './release-pdf.js';

/** A release notice as CBP-like text: each string a line of the page, top to bottom. */
async function notice(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, i) => {
    // Two runs on one baseline, as a table's cells are drawn: they are read as one line.
    const [left, right] = line.split('|');
    page.drawText(left!, { x: 40, y: 740 - i * 18, size: 10, font });
    if (right) page.drawText(right, { x: 300, y: 740 - i * 18, size: 10, font });
  });
  return Buffer.from(await pdf.save());
}

describe('bond release notices in PDF', () => {
  it('reads each line holding a VIN and a date as a row, under a VIN and Release Date header', async () => {
    const data = await notice([
      'U.S. Customs and Border Protection - Release Notice',
      'Entry 123-4567890-1|Released 11/20/2026',
      '1HGCM82633A004352|11/20/2026',
      'VIN 2t1bu4ee9dc123456 cleared|2026-11-21',
      'Page 1 of 1',
    ]);
    expect(isPdf(data)).toBe(true);
    expect(await releasePdfRows(data, 'release.pdf')).toEqual([
      ['VIN', 'Release Date'],
      ['1HGCM82633A004352', '11/20/2026'],
      ['2T1BU4EE9DC123456', '2026-11-21'],
    ]);
  });

  it('refuses a PDF without any such line, and bytes that only claim to be a PDF, naming the file', async () => {
    await expect(releasePdfRows(await notice(['Nothing to release here']), 'empty.pdf')).rejects.toMatchObject({
      message: 'empty.pdf is not valid. No line of the PDF holds a VIN with a release date.',
    });
    await expect(releasePdfRows(Buffer.from('%PDF-1.7\nnot really'), 'fake.pdf')).rejects.toMatchObject({
      message: 'fake.pdf is not valid. The PDF is damaged or protected.',
    });
    expect(isPdf(Buffer.from('VIN,Release Date\n'))).toBe(false);
  });
});
