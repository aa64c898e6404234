/**
 * The page to go back to after signing in, from the `returnTo` the API client put in the sign-in
 * address when the session ended. Only a path of this portal is followed (never another site, nor
 * the sign-in page itself); anything else means the usual landing page.
 */
export function returnPath(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/^\/login(?:[/?#]|$)/.test(value)) return undefined;
  // A control character or backslash has no place in a path of ours; browsers may read them as a host.
  if (Array.from(value).some((char) => char < ' ' || char === '\\')) return undefined;
  return value;
}
