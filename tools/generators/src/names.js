// The names one area name gives a generated app; validated once so every file agrees.

/** `loads` or `bay-shipments`: lowercase words joined by hyphens. */
const REMOTE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** One lowercase word: it becomes a NATS subject token, a queue group and a bus user. */
const SERVICE_NAME = /^[a-z][a-z0-9]*$/;

function pascal(name) {
  return name
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

function words(name) {
  const text = name.split('-').join(' ');
  return text[0].toUpperCase() + text.slice(1);
}

/** @param {{ name: string, title?: string, prefix?: string, port?: number }} options */
export function remoteNames(options) {
  const name = String(options.name ?? '').trim();
  if (!REMOTE_NAME.test(name)) throw new Error(`A remote's name is lowercase words joined by hyphens (loads, bay-shipments); got "${name}"`);
  const prefix = options.prefix ?? `/${name}`;
  if (!/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(prefix))
    throw new Error(`A route prefix is an absolute path without a trailing slash (/loads); got "${prefix}"`);
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error(`--port must be a free port number (4203, 4204, ...); got "${options.port}"`);
  const folder = `mfe-${name}`;
  return { name, folder, federationName: folder.replace(/-/g, '_'), pascal: pascal(name), title: options.title?.trim() || words(name), prefix, port };
}

/** @param {{ name: string }} options */
export function serviceNames(options) {
  const name = String(options.name ?? '').trim();
  if (!SERVICE_NAME.test(name)) throw new Error(`A service's name is one lowercase word (loads, invoicing); got "${name}"`);
  return { name, folder: `services/${name}`, pascal: pascal(name) };
}
