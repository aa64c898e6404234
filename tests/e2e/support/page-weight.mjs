// What a page costs the browser: the scripts it fetches (gzipped, as a server sends them) and how
// long a remote takes to show its first screen.
import { gzipSync } from 'node:zlib';

/**
 * Every script `page` fetched while opening `path`, once `ready(page)` resolved and the network went
 * quiet (lazy chunks included): `{ url, bytes, gzipBytes }`. The gzipped size is computed from the
 * bytes received, so it does not depend on whether or how the server compressed them.
 */
export async function scriptsLoadedBy(page, path, ready) {
  const pending = [];
  const collect = (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(response.body().then((body) => ({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body).length })));
  };
  page.on('response', collect);
  try {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    return await Promise.all(pending);
  } finally {
    page.off('response', collect);
  }
}

export function kilobytes(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * Milliseconds from a click on the menu entry `menuPath` to the first frame in which the remote
 * `remote` shows its screen: an element matching `screen` with a size, inside the remote's host
 * element (a loading indicator does not count). Measured inside the page, so the driver's round
 * trips are not counted.
 */
export async function remoteFirstScreenMs(page, { menuPath, remote, screen }) {
  return page.evaluate(
    ({ menuPath, remote, screen }) =>
      new Promise((resolve, reject) => {
        const link = document.querySelector(`[aria-label="Main menu"] a[href="${menuPath}"]`);
        if (!link) return reject(new Error(`no menu entry for ${menuPath}`));
        const deadline = performance.now() + 15000;
        const shown = () => {
          const host = document.querySelector(`[data-remote="${remote}"]`);
          return !!host && [...host.querySelectorAll(screen)].some((element) => element.getBoundingClientRect().height > 0);
        };
        const started = performance.now();
        const poll = () => {
          if (shown()) return resolve(Math.round(performance.now() - started));
          if (performance.now() > deadline) return reject(new Error(`${remote} showed nothing within 15 s`));
          requestAnimationFrame(poll);
        };
        link.click();
        requestAnimationFrame(poll);
      }),
    { menuPath, remote, screen },
  );
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Resolves once the page has had no request in flight for `quietMs` (waiting at most `timeoutMs`):
 * what it loads in the background after it shows (lazy chunks, remotes loaded ahead) has arrived.
 * Requests that stay open for good (none today) would make it wait for the whole timeout.
 */
export async function waitForQuietNetwork(page, { quietMs = 500, timeoutMs = 15000 } = {}) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
