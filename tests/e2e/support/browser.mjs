// Debian's Chromium driven by playwright-core, as a person would use the portal.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '@portal/db';
import { DEBIAN_CHROMIUM } from '../../../tools/stack/infra.mjs';
import { ROOT } from '../../../tools/stack/processes.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;
/**
 * How long one step of a page (a click, a text to show) may take: a step waits on a request, and with two
 * lanes on a busy machine of two cores a request can take ten seconds; a test that fails takes longer to
 * say so, one that passes no longer.
 */
export const STEP_TIMEOUT_MS = 30_000;
const shots = join(ROOT, 'var', 'e2e-screenshots');

/** `extraArgs` add Chromium switches for one test file (a fake camera), after the ones every test uses. */
export async function launchBrowser({ extraArgs = [] } = {}) {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}: apt-get install chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', ...extraArgs],
  });
}

/** A fresh browser context (its own storage) with a page on the portal. */
export async function newPage(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return page;
}

/** A phone-sized page with touch (390 x 844, as an iPhone 14), for the screens used on the phone; `options` add to the context's (a position). */
export async function newPhonePage(browser, baseUrl, options = {}) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return page;
}

/** The page is usable at phone width: nothing wider than the screen (390 px). */
export async function fitsThePhone(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 390) throw new Error(`${page.url()} is ${width} px wide at a 390 px phone`);
}

/**
 * Signs a zigzag across a pad with a finger: touch events through the browser's own input (a phone page
 * has touch), as a person signs on a phone, rather than a mouse.
 */
export async function signWithFinger(page, pad) {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on the page');
  const cdp = await page.context().newCDPSession(page);
  const point = (step) => ({ x: box.x + 20 + step * ((box.width - 40) / 12), y: box.y + box.height * (step % 2 ? 0.3 : 0.7) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0)] });
  for (let step = 1; step <= 12; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(step)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  return box;
}

export async function signIn(page, username, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Kept for a person to look at after a failure. */
export async function snapshot(page, name) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/**
 * Chooses the option at `index` of a select whose options arrive from a lookup, waiting for them
 * (a busy machine may take longer than one action's timeout); the failure lists what was offered.
 */
export async function chooseOption(select, index, timeout = 45000) {
  const options = select.locator('option');
  const until = Date.now() + timeout;
  while ((await options.count()) <= index) {
    if (Date.now() > until) throw new Error(`option ${index} never came; offered: ${(await options.allInnerTexts()).join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await select.selectOption({ index });
}

/**
 * Runs `check` until it passes (a list re-read after a search first shows its earlier rows), rethrowing
 * its last failure after `timeout`.
 */
export async function eventually(check, timeout = STEP_TIMEOUT_MS) {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Runs `steps` and, when they fail, adds to the failure what the page was told meanwhile: its API calls
 * answered with an error or not at all, and the messages it shows. A wait that runs out on a busy
 * machine then says whether the server refused, failed or never answered.
 */
export async function explained(page, steps) {
  const trouble = [];
  const path = (url) => new URL(url).pathname;
  const answered = (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      trouble.push(`${response.request().method()} ${path(response.url())} ${response.status()}`);
  };
  const unanswered = (request) => {
    if (request.url().includes('/api/')) trouble.push(`${request.method()} ${path(request.url())} ${request.failure()?.errorText ?? 'failed'}`);
  };
  page.on('response', answered);
  page.on('requestfailed', unanswered);
  try {
    return await steps();
  } catch (error) {
    const shown = await page
      .locator('.fui-MessageBar')
      .allInnerTexts()
      .catch(() => []);
    // A wait on a queued job that never ends shows its bar where it stopped.
    const progress = await page
      .getByRole('progressbar')
      .evaluateAll((bars) =>
        bars.map(
          (bar) => `${bar.getAttribute('aria-label') ?? 'progress'} ${bar.getAttribute('aria-valuenow') ?? '?'} of ${bar.getAttribute('aria-valuemax') ?? '?'}`,
        ),
      )
      .catch(() => []);
    const told = [
      `  the page's API calls that failed meanwhile: ${trouble.slice(-6).join(', ') || 'none'}`,
      `  messages on the page: ${shown.map((text) => text.replace(/\s+/g, ' ').trim()).join(' | ') || 'none'}`,
      `  progress bars on the page: ${progress.join(', ') || 'none'}`,
    ].join('\n');
    // The reporter prints the stack, which holds the message as it was when the error was made.
    const [first] = String(error.message).split('\n');
    error.message = error.message.replace(first, `${first}\n${told}`);
    if (typeof error.stack === 'string') error.stack = error.stack.replace(first, `${first}\n${told}`);
    throw error;
  } finally {
    page.off('response', answered);
    page.off('requestfailed', unanswered);
  }
}

export function menu(page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** A portal of its own with a browser signed in as `username` on /welcome, for a test file's `before`. */
export async function openPortalAs(username) {
  const { startPortal } = await import('../../../tools/stack/test-portal.mjs');
  const portal = await startPortal({ web: true });
  let browser;
  try {
    browser = await launchBrowser();
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, username);
    await page.waitForURL('**/welcome');
    return { portal, browser, page };
  } catch (error) {
    // The test's own clean-up never learns of this portal: stopped here, or its processes keep the run from ending.
    await closePortal({ portal, browser });
    throw error;
  }
}

export async function closePortal({ portal, browser } = {}) {
  await browser?.close();
  await portal?.stop();
}

/**
 * The text of a table cell found by its column's header, so columns added before it (the row
 * checkboxes of the vehicle list) do not move what a test reads.
 */
export async function cellText(table, rowIndex, header) {
  const headers = (await table.locator('thead tr').first().locator('th, td').allInnerTexts()).map((text) => text.trim());
  const index = headers.findIndex((text) => text.startsWith(header));
  if (index < 0) throw new Error(`no column "${header}" among ${headers.join(' | ')}`);
  return (await table.locator('tbody tr').nth(rowIndex).locator('th, td').nth(index).innerText()).trim();
}

/** The body rows of a resource table once it has loaded (it marks itself aria-busy while fetching). */
export async function loadedRows(table) {
  await table.and(table.page().locator('[aria-busy="false"]')).waitFor();
  return table.locator('tbody tr');
}

/**
 * Records every Content-Security-Policy violation in the pages (and their frames) of `context`
 * from now on: Chromium fires `securitypolicyviolation` in the document whose policy refused
 * something (a frame's blob: address, a script, a style). Read them with `policyViolations`.
 */
export async function watchPolicyViolations(context) {
  await context.addInitScript(() => {
    const seen = (window.__policyViolations = []);
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} on ${event.documentURI}`),
    );
  });
}

/** The violations `watchPolicyViolations` recorded in `page`'s main document. */
export async function policyViolations(page) {
  return page.evaluate(() => window.__policyViolations ?? ['(not watched)']);
}
