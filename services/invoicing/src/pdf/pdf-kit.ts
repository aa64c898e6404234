// pdfmake's server build lays the document out with pdfkit; the standard PDF fonts need no font files.
import pdfmake from 'pdfmake';

const FONTS = { Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' } };

const STANDARD_FONTS: readonly string[] = Object.values(FONTS.Helvetica);

const maker = pdfmake;
maker.setFonts(FONTS);
// The invoices name no images or files: nothing they hold may make the service fetch a URL or read a
// file beyond the standard fonts, which pdfkit carries itself.
maker.setUrlAccessPolicy(() => false);
maker.setLocalAccessPolicy((path) => STANDARD_FONTS.includes(path));

/** Dollars with cents and thousands separators: invoices round to 2 decimals (document 2 §9). */
export function usd(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** MM/DD/YYYY from YYYY-MM-DD. */
export function usDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** The page and default font every invoice of the service is laid out on. */
export const INVOICE_PAGE = {
  pageSize: 'LETTER',
  pageMargins: [36, 36, 36, 48],
  defaultStyle: { font: 'Helvetica', fontSize: 9 },
} as const;

/** The invoice's heading: INVOICE on the left, its number and dates on the right. */
export function invoiceHeading(lines: Array<string | object>): object {
  return {
    columns: [
      { text: 'INVOICE', fontSize: 20, bold: true },
      { alignment: 'right', stack: lines },
    ],
  };
}

/** A footer naming the document and numbering its pages; tells `onPages` how many there are. */
export function pagedFooter(title: string, onPages: (pages: number) => void) {
  return (page: number, pages: number) => (onPages(pages), { text: `${title} - page ${page} of ${pages}`, alignment: 'center', fontSize: 8 });
}

/** The PDF bytes of a definition built with `onPages`, and its page count (as the footer numbered them). */
export async function renderPdf(build: (onPages: (pages: number) => void) => object): Promise<{ bytes: Buffer; pages: number }> {
  let pages = 0;
  const bytes = await maker.createPdf(build((n) => (pages = n))).getBuffer();
  return { bytes, pages };
}

/** The pages of a PDF this module wrote (pdfkit writes each page object as `/Type /Page`). */
export function pdfPageCount(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}
