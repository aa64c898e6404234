/** Where people open the portal (`PORTAL_WEB_URL`), for the links e-mails carry. */
export function portalWebUrl(env: NodeJS.ProcessEnv = process.env): string {
  const value = (env.PORTAL_WEB_URL ?? 'http://127.0.0.1:4200').trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(value)) throw new Error(`PORTAL_WEB_URL must be an http(s) address, got "${env.PORTAL_WEB_URL}"`);
  return value;
}
