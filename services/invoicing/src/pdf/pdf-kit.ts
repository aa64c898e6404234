// pdfmake's server build lays the document out with pdfkit; the standard PDF fonts need no font files.
import pdfmake from 'pdfmake';

const FONTS = { Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' } };

const STANDARD_FONTS: readonly string[] = Object.values(FONTS.Helvetica);

const maker = pdfmake;
maker.setFonts(FONTS);
// The documents name no images or files: nothing they hold may make the service fetch a URL or read a
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

export const cell = (text: string, style?: object) => ({ text, ...style });
export const right = { alignment: 'right' };
export const headerCell = (text: string) => cell(text, { bold: true, fillColor: '#eeeeee' });

/** The page, font and numbered footer every document of this service shares. */
export function letterDocument(title: string, content: object[], onPages: (pages: number) => void): object {
  return {
    pageSize: 'LETTER',
    pageMargins: [36, 36, 36, 48],
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    info: { title },
    footer: (page: number, pages: number) => (onPages(pages), { text: `${title} - page ${page} of ${pages}`, alignment: 'center', fontSize: 8 }),
    content,
  };
}

/** A document definition as PDF bytes, and its page count (as the footer numbered them). */
export async function renderPdf(define: (onPages: (pages: number) => void) => object): Promise<{ bytes: Buffer; pages: number }> {
  let pages = 0;
  const bytes = await maker.createPdf(define((n) => (pages = n))).getBuffer();
  return { bytes, pages };
}

/** The pages of a PDF this module wrote (pdfkit writes each page object as `/Type /Page`). */
export function pdfPageCount(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** How a rendered file is answered to the gateway, which streams it from the storage. */
export const fileAnswer = (key: string, filename: string, contentType: string, pages: number, temporary: boolean) => ({
  key,
  filename,
  contentType,
  pages,
  temporary,
  leftOut: [],
});
