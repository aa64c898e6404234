/**
 * A random name for one request (32 hex digits) that it keeps when it is sent again because its answer
 * did not come: a server that knows the key answers the repeat as it answered the first. Made from
 * `getRandomValues`, which a page has on plain http too (`randomUUID` only in a secure context).
 */
export function requestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
