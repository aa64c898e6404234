// A PDF's text as poppler's pdftotext lays it out, for tests that read what a person would read on
// the page (poppler is installed with the portal's other system packages: tools/stack/infra.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The text of a PDF given as bytes or as a file's path, laid out as on the page. Poppler's complaints
 * about pdf-lib's cross-reference streams (it reads them anyway) are left out.
 * @param {Uint8Array | string} pdf
 */
export function pdfText(pdf) {
  const input = typeof pdf === 'string' ? readFileSync(pdf) : pdf;
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input, stdio: ['pipe', 'pipe', 'ignore'] }).toString();
}
