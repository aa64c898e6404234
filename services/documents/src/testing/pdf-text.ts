import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';

function streamsOf(contents: PDFObject | undefined, doc: PDFDocument): PDFRawStream[] {
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) return contents.asArray().flatMap((ref) => streamsOf(doc.context.lookup(ref), doc));
  return [];
}

/** The form XObjects a page draws (a flattened field's appearance is one). */
function xObjectsOf(resources: PDFDict | undefined, doc: PDFDocument): PDFRawStream[] {
  const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return [];
  return xObjects.keys().flatMap((key) => streamsOf(xObjects.lookup(key), doc));
}

/**
 * The text each page draws, as pdf-lib wrote it (`<hex> Tj` with the standard fonts), one string per
 * drawing, page content first, then its form XObjects: what a reader of the printed page sees, read
 * back from the saved bytes.
 */
export async function pageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) =>
    [...streamsOf(page.node.Contents(), doc), ...xObjectsOf(page.node.Resources(), doc)].flatMap((stream) => {
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => Buffer.from(match[1], 'hex').toString('latin1'));
    }),
  );
}
