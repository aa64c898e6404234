/** What a part is looked up as in a text's suffixes: letters and digits, three or more (a suffix holds at least three). */
const PART = /^[A-Za-z0-9]{3,}$/;

/**
 * A part of a text as the start of the text's suffixes (ScalarField.parts) are written, lower-cased; undefined for a
 * part shorter than three characters or holding anything but ASCII letters and digits, which is compared with ILIKE
 * instead (JavaScript's case folding of other letters may differ from PostgreSQL's lower(), which ILIKE and the
 * suffixes use).
 */
export function partLookedUp(text: string): string | undefined {
  return PART.test(text) ? text.toLowerCase() : undefined;
}
