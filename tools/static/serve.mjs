#!/usr/bin/env node
// Serves one built app folder over HTTP, with no dependencies beyond Node itself.
//
//   node tools/static/serve.mjs <dir> --port N [--host H] [--spa] [--manifest-env] [--no-gzip] [--source-maps] [--quiet]
//
// --port / --host default to $PORT (else 8080) and $HOST (else 127.0.0.1)
// --spa           unknown page addresses get index.html (the shell's client-side routes)
// --manifest-env  answers /portal-manifest.json from PORTAL_API_URL and PORTAL_REMOTE_<NAME>
// --source-maps   serves .map files (a development build); otherwise they are never served
// Every answer carries `Access-Control-Allow-Origin: *`: a remote's manifest and chunks are
// fetched from the shell's origin. Every answer also carries the browser protections: a
// Content-Security-Policy (for the shell: scripts from itself and the remotes of its manifest,
// calls to the API and the remotes, the load sheet's PDF in a blob: frame), no framing, a referrer
// policy, nosniff, HSTS, a cross-origin opener policy and a permissions policy.
import { createReadStream, promises as fs } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg', '.webmanifest']);
const MIN_GZIP_BYTES = 1024;
const MAX_GZIP_CACHE_BYTES = 32 * 1024 * 1024;
// Bundler output carries a content hash in its name, so it can be cached for good.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export const DEFAULT_API_URL = 'http://127.0.0.1:3000';
export const MANIFEST_PATH = '/portal-manifest.json';

/**
 * The runtime manifest for this environment, from PORTAL_* variables. It names only the remotes an
 * environment moves: the shell keeps the registry's address for every other one.
 */
export function manifestFromEnv(env = process.env) {
  const remotes = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^PORTAL_REMOTE_([A-Z0-9_]+)$/.exec(key);
    if (match && value && value.trim()) remotes[match[1].toLowerCase()] = value.trim();
  }
  const apiBaseUrl = env.PORTAL_API_URL && env.PORTAL_API_URL.trim() ? env.PORTAL_API_URL.trim() : DEFAULT_API_URL;
  // Where the phone apps are downloaded (/mobileApp): the company's own store page and APK address.
  const mobileApps = {};
  if (env.PORTAL_IOS_APP_URL?.trim()) mobileApps.ios = env.PORTAL_IOS_APP_URL.trim();
  if (env.PORTAL_ANDROID_APK_URL?.trim()) mobileApps.android = env.PORTAL_ANDROID_APK_URL.trim();
  // Who to contact (home and help pages) and the auction brand the home page is shown under, if any.
  const support = {};
  if (env.PORTAL_SUPPORT_EMAIL?.trim()) support.email = env.PORTAL_SUPPORT_EMAIL.trim();
  if (env.PORTAL_SUPPORT_PHONE?.trim()) support.phone = env.PORTAL_SUPPORT_PHONE.trim();
  const auctionBrand = env.PORTAL_AUCTION_BRAND?.trim() || undefined;
  return { apiBaseUrl, remotes, mobileApps, support, ...(auctionBrand ? { auctionBrand } : {}) };
}

/** The origins of the API and of every remote the manifest lists. */
function manifestOrigins(manifest) {
  const originOf = (url) => {
    try {
      return new URL(url).origin;
    } catch {
      return undefined;
    }
  };
  const remotes = [...new Set(Object.values(manifest.remotes).map(originOf).filter(Boolean))];
  return { api: originOf(manifest.apiBaseUrl), remotes };
}

/**
 * The Content-Security-Policy of a server. The shell's page runs its own scripts and the remotes'
 * (Module Federation loads them from their origins), calls the API and fetches the remotes'
 * manifests; Fluent UI (Griffel) injects <style> elements at run time, hence 'unsafe-inline' for
 * styles only; images are the app's own, data: icons and blob: addresses of files fetched with the
 * token. A PDF fetched with the token (the load sheet) is shown in a frame of its blob: address, so
 * frames may hold the shell's own pages and blob: documents, nothing else; no page uses <object> or
 * <embed>. A remote serves no page, so nothing may run from a document it serves.
 */
export function contentSecurityPolicy(manifest) {
  if (!manifest) return "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
  const { api, remotes } = manifestOrigins(manifest);
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes)}`,
    `connect-src ${list("'self'", api, ...remotes)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', api)}`,
    `font-src 'self' data:`,
    `frame-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * What the page may ask the browser for, from the portal's own origin only: the camera (barcode
 * scanning, rapid photos) and the position (each vehicle photo records where it was taken); nothing else.
 */
export const PERMISSIONS_POLICY = 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), serial=(), bluetooth=(), hid=()';

/**
 * Headers every answer carries, beside CORS. The server has no dependencies (an artifact is its
 * bundle and this file), so these are written here rather than taken from helmet; they are the
 * ones helmet would send for a page. HSTS is sent on every answer: browsers obey it only when it
 * arrives over https (RFC 6797 §8.1), which is how a deployment behind its TLS ingress serves the
 * shell, and ignore it over plain http (development, tests). The opener policy keeps other sites'
 * windows out of the portal's; the portal's own tabs (PDFs opened with window.open) are same-origin.
 */
export function securityHeaders(manifest) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(manifest),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Strict-Transport-Security': 'max-age=31536000',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

export function parseArgs(argv) {
  const options = {
    dir: undefined,
    port: Number(process.env.PORT) || 8080,
    host: process.env.HOST || '127.0.0.1',
    spa: false,
    manifestEnv: false,
    gzip: true,
    sourceMaps: false,
    quiet: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--port' || arg === '-p') options.port = Number(value());
    else if (arg === '--host') options.host = value();
    else if (arg === '--spa') options.spa = true;
    else if (arg === '--manifest-env') options.manifestEnv = true;
    else if (arg === '--no-gzip') options.gzip = false;
    else if (arg === '--source-maps') options.sourceMaps = true;
    else if (arg === '--quiet') options.quiet = true;
    else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}`);
    else if (options.dir === undefined) options.dir = arg;
    else throw new Error(`Unexpected argument ${arg}`);
  }
  if (!options.dir) throw new Error('Usage: serve.mjs <dir> --port N [--host H] [--spa] [--manifest-env] [--no-gzip] [--source-maps] [--quiet]');
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) throw new Error(`Invalid port ${options.port}`);
  return options;
}

export function createStaticServer({ dir, spa = false, manifestEnv = false, gzip = true, sourceMaps = false, env = process.env, log = () => undefined }) {
  const root = resolve(dir);
  const manifest = manifestEnv ? manifestFromEnv(env) : undefined;
  const manifestBody = manifest ? JSON.stringify(manifest, null, 2) : undefined;
  const protections = securityHeaders(manifest);
  const gzipCache = new Map();
  let gzipCacheBytes = 0;

  async function handle(req, res) {
    setCommonHeaders(res);
    for (const [name, value] of Object.entries(protections)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Max-Age': '86400' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Method Not Allowed\n');
    }

    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return sendText(res, 400, 'Bad Request');
    }
    if (pathname.includes('\0')) return sendText(res, 400, 'Bad Request');

    if (manifestBody !== undefined && pathname === MANIFEST_PATH) {
      return sendBuffer(req, res, Buffer.from(manifestBody), '.json', { 'Cache-Control': 'no-store' });
    }

    // Source maps carry the whole source: only a development server hands them out.
    if (!sourceMaps && extname(pathname).toLowerCase() === '.map') return sendText(res, 404, 'Not Found');
    const file = await findFile(pathname);
    if (file) return sendFile(req, res, file);

    // Only page addresses fall back to the app; a missing script or image stays a 404.
    if (spa && !extname(pathname) && acceptsHtml(req)) {
      const index = await findFile('/index.html');
      if (index) return sendFile(req, res, index);
    }
    return sendText(res, 404, 'Not Found');
  }

  async function findFile(pathname) {
    const target = resolve(root, `.${pathname}`);
    if (target !== root && !target.startsWith(root + sep)) return undefined;
    try {
      let stat = await fs.stat(target);
      let path = target;
      if (stat.isDirectory()) {
        path = join(target, 'index.html');
        stat = await fs.stat(path);
      }
      return stat.isFile() ? { path, stat } : undefined;
    } catch {
      return undefined;
    }
  }

  async function sendFile(req, res, { path, stat }) {
    const ext = extname(path).toLowerCase();
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      ETag: etag,
      'Last-Modified': stat.mtime.toUTCString(),
      'Cache-Control': HASHED_NAME.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (gzip && COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    if (gzip && COMPRESSIBLE.has(ext) && stat.size >= MIN_GZIP_BYTES && acceptsGzip(req)) {
      const key = `${path}:${etag}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = gzipSync(await fs.readFile(path));
        if (gzipCacheBytes + body.length <= MAX_GZIP_CACHE_BYTES) {
          gzipCache.set(key, body);
          gzipCacheBytes += body.length;
        }
      }
      return sendBuffer(req, res, body, ext, { ...headers, 'Content-Encoding': 'gzip' });
    }
    res.writeHead(200, { ...headers, 'Content-Type': contentType(ext), 'Content-Length': stat.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(path)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  const server = createServer((req, res) => {
    const started = Date.now();
    res.on('finish', () => log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    handle(req, res).catch((error) => {
      log(`error serving ${req.url}: ${error?.stack ?? error}`);
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  return server;
}

function setCommonHeaders(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', '*');
}

function sendBuffer(req, res, body, ext, headers = {}) {
  res.writeHead(200, { ...headers, 'Content-Type': contentType(ext), 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendText(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`${text}\n`);
}

function contentType(ext) {
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

function acceptsGzip(req) {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

function acceptsHtml(req) {
  const accept = String(req.headers.accept ?? '');
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const stat = await fs.stat(resolve(options.dir)).catch(() => undefined);
  if (!stat?.isDirectory()) {
    console.error(`${resolve(options.dir)} is not a folder; build the app first.`);
    process.exit(1);
  }
  const server = createStaticServer({ ...options, log: options.quiet ? () => undefined : (line) => console.log(line) });
  server.on('error', (error) => {
    console.error(`Cannot listen on ${options.host}:${options.port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(options.port, options.host, () => {
    const { port } = server.address();
    console.log(`Serving ${resolve(options.dir)} at http://${options.host}:${port}${options.spa ? ' (SPA fallback)' : ''}`);
    if (options.manifestEnv) console.log(`${MANIFEST_PATH}: ${JSON.stringify(manifestFromEnv())}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
