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

/**
 * The suffixes starting with a looked-up part, as the range of their key from the part to the text that follows
 * all of them in the "C" collation's byte order (the part with its last character's code one higher; a part is
 * ASCII, so that code is still a character). Compared as a range, PostgreSQL neither plans nor checks a pattern
 * (a count over 3,600 suffixes: 1.3 -> 0.9 ms). Its estimate of a narrow range is a row or two, whatever the range
 * holds: use it only where that cannot choose the plan (a count; the keys of one page).
 */
export function partRange(part: string): { gte: string; lt: string } {
  return { gte: part, lt: part.slice(0, -1) + String.fromCharCode(part.charCodeAt(part.length - 1) + 1) };
}
