// pdfmake's server build lays documents out with pdfkit; the standard PDF fonts need no font files.
import pdfmake from 'pdfmake';

const FONTS = { Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' } };

const STANDARD_FONTS: readonly string[] = Object.values(FONTS.Helvetica);

const maker = pdfmake;
maker.setFonts(FONTS);
// The documents name no images or files: nothing they hold may make a service fetch a URL or read a
// file beyond the standard fonts, which pdfkit carries itself.
maker.setUrlAccessPolicy(() => false);
maker.setLocalAccessPolicy((path) => STANDARD_FONTS.includes(path));

/** The font every document is set in: give it as `defaultStyle.font`. */
export const PDF_FONT = 'Helvetica';

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

/** The letter page and default font of the portal's printed documents. */
export const LETTER_PAGE = {
  pageSize: 'LETTER',
  pageMargins: [36, 36, 36, 48],
  defaultStyle: { font: PDF_FONT, fontSize: 9 },
} as const;

/** A footer naming the document and numbering its pages ("{title} - page 1 of 3"); tells `onPages` how many there are. */
export function pagedFooter(title: string, onPages: (pages: number) => void) {
  return (page: number, pages: number) => (onPages(pages), { text: `${title} - page ${page} of ${pages}`, alignment: 'center', fontSize: 8 });
}

/** A whole document: the letter page, its title, the numbered footer and the content. */
export function letterDocument(title: string, content: object[], onPages: (pages: number) => void): object {
  return { ...LETTER_PAGE, info: { title }, footer: pagedFooter(title, onPages), content };
}

/**
 * A pdfmake document definition as PDF bytes. `definition` is built from `onPages`, which a footer calls
 * with the page count, so the caller learns how many pages were laid out.
 */
export async function renderPdf(definition: (onPages: (pages: number) => void) => object): Promise<{ bytes: Buffer; pages: number }> {
  let pages = 0;
  const bytes = await maker.createPdf(definition((n) => (pages = n))).getBuffer();
  return { bytes, pages };
}

/** The pages of a PDF written here (pdfkit writes each page object as `/Type /Page`). */
export function pdfPageCount(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}
