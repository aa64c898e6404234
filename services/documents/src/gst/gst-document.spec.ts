import { describe, expect, it } from '@jest/globals';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { pageTexts } from '../testing/pdf-text.js';
import { GST_DOCUMENT_TITLE, bySupplier, gstDocumentFilename, money, renderGstDocument, totalOf, type GstLine } from './gst-document.js';

const TODAY = { date: '11/25/2026', iso: '2026-11-25', year: 2026 };

const line = (vin: string, supplier: string, gst: number, date = '2026-11-20', extra: Partial<GstLine> = {}): GstLine => ({
  vin,
  gst,
  bgk: 'BKG-1',
  date,
  supplier,
  year: 2006,
  make: 'CHEVROLET',
  model: 'Malibu',
  ...extra,
});

describe('GST document', () => {
  it('groups the lines by supplier, in alphabetical order, each by date then VIN', () => {
    const groups = bySupplier([
      line('1G1ZT538X6F000002', 'maple Auto', 1),
      line('1G1ZT538X6F000001', 'Lakeshore', 1),
      line('1G1ZT538X6F000003', 'maple Auto', 1, '2026-11-01'),
    ]);
    expect(groups.map((g) => [g.supplier, g.lines.map((l) => l.vin)])).toEqual([
      ['Lakeshore', ['1G1ZT538X6F000001']],
      ['maple Auto', ['1G1ZT538X6F000003', '1G1ZT538X6F000002']],
    ]);
  });

  it('adds amounts to the cent', () => {
    expect(totalOf(Array.from({ length: 1000 }, (_, i) => line(`V${i}`, 'S', 0.1)))).toBe(100);
    expect(money(1234.5)).toBe('$1,234.50');
    expect(money(0.1 + 0.2)).toBe('$0.30');
  });

  it('prints every vehicle under its supplier with the supplier total, and fills the totals and the preparer', async () => {
    const lines = [
      line('1G1ZT538X6F000001', 'Maple Auto Sales', 1250),
      line('1G1ZT538X6F000002', 'Maple Auto Sales', 980.5, '2026-11-21'),
      line('2HGFC2F59KH000003', 'Lakeshore Motors', 100, '2026-11-22', { year: null, make: '', model: '' }),
    ];
    const doc = await renderGstDocument(lines, 'Ada Admin', TODAY);
    const bytes = await doc.save();
    const printed = (await pageTexts(bytes)).flat().join('\n');
    expect(printed).toContain(GST_DOCUMENT_TITLE);
    // Section headings print in capitals.
    expect(printed).toContain('SUPPLIER: LAKESHORE MOTORS');
    expect(printed).toContain('SUPPLIER: MAPLE AUTO SALES');
    expect(printed.indexOf('SUPPLIER: LAKESHORE MOTORS')).toBeLessThan(printed.indexOf('SUPPLIER: MAPLE AUTO SALES'));
    for (const text of [
      '1G1ZT538X6F000001',
      '11/21/2026',
      '2006 CHEVROLET Malibu',
      '$1,250.00',
      '$980.50',
      'Total, 2 vehicles',
      '$2,230.50',
      'Total, 1 vehicle',
    ])
      expect(printed).toContain(text);
    const form = (await PDFDocument.load(bytes)).getForm();
    const value = (name: string) => (form.getField(name) as PDFTextField).getText();
    expect(value('SUPPLIER_COUNT')).toBe('2');
    expect(value('VEHICLE_COUNT')).toBe('3');
    expect(value('GST_TOTAL')).toBe('$2,330.50');
    expect(value('PREPARED_BY')).toBe('Ada Admin');
    expect(value('PREPARED_ON')).toBe('11/25/2026');
    expect(gstDocumentFilename(TODAY)).toBe('gst-document-2026-11-25.pdf');
  });

  it('runs onto more pages for a long sheet, with every line printed', async () => {
    const lines = Array.from({ length: 300 }, (_, i) => line(`1G1ZT538X6F${String(i).padStart(6, '0')}`, `Supplier ${i % 3}`, 10));
    const doc = await renderGstDocument(lines, 'Ada Admin', TODAY);
    expect(doc.getPageCount()).toBeGreaterThan(3);
    const printed = (await pageTexts(await doc.save())).flat();
    expect(printed.filter((t) => /^1G1ZT538X6F\d{6}$/.test(t))).toHaveLength(300);
  });
});
