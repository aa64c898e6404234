// The browser's budget on a built portal served locally: what the sign-in page downloads before a
// person can type, and how long a remote takes to show its first screen after sign-in. Each run uses
// a fresh browser context (an empty cache), as a first visit does.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { recordCount } from '../../../tools/test/counts.mjs';
import { launchBrowser, menu, newPage, signIn } from '../support/browser.mjs';
import { kilobytes, median, remoteFirstScreenMs, scriptsLoadedBy, waitForQuietNetwork } from '../support/page-weight.mjs';

const SIGN_IN_BUDGET_KB = 200;
const FIRST_MOUNT_BUDGET_MS = 300;
// A median of several runs, so one slow frame does not decide; a round whose median is over budget
// is measured again, so a busy moment of a shared machine passes and a portal slow every time fails.
const MOUNT_RUNS = 5;
const MOUNT_ROUNDS = 3;

// Each screen is a list: its table (with a loading row until the data comes) is the screen.
const REMOTE_SCREENS = [
  { remote: 'mfe_vehicles', username: 'alpha.user', menuPath: '/vehicles', screen: 'table' },
  { remote: 'mfe_admin', username: 'admin', menuPath: '/admin/clients', screen: 'table' },
];

let portal;
let browser;

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('browser weight', () => {
  it(`the sign-in page loads at most ${SIGN_IN_BUDGET_KB} KB of gzipped JavaScript`, async () => {
    const page = await newPage(browser, portal.webUrl);
    const scripts = await scriptsLoadedBy(page, '/login', (p) => p.getByRole('heading', { name: 'Sign in' }).waitFor());
    await page.context().close();
    const kb = kilobytes(scripts.reduce((sum, script) => sum + script.gzipBytes, 0));
    for (const script of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(
        `# ${String(kilobytes(script.gzipBytes)).padStart(7)} KB gz ${String(kilobytes(script.bytes)).padStart(8)} KB  ${new URL(script.url).pathname}`,
      );
    }
    recordCount('sign-in page gzipped JS (KB)', kb, { budget: SIGN_IN_BUDGET_KB, scripts: scripts.length });
    assert.ok(kb <= SIGN_IN_BUDGET_KB, `the sign-in page loads ${kb} KB of gzipped JavaScript, over the budget of ${SIGN_IN_BUDGET_KB} KB`);
    // Nothing of a remote is fetched before someone has signed in.
    const remoteScripts = scripts.filter((script) => new URL(script.url).origin !== new URL(portal.webUrl).origin);
    assert.deepEqual(
      remoteScripts.map((script) => script.url),
      [],
    );
  });

  for (const { remote, username, menuPath, screen } of REMOTE_SCREENS) {
    it(`${remote} shows its first screen within ${FIRST_MOUNT_BUDGET_MS} ms of the click after sign-in (median of ${MOUNT_RUNS})`, async () => {
      const rounds = [];
      for (let round = 0; round < MOUNT_ROUNDS && !(rounds.at(-1)?.ms < FIRST_MOUNT_BUDGET_MS); round += 1) {
        const runs = [];
        for (let run = 0; run < MOUNT_RUNS; run += 1) runs.push(await firstScreenAfterSignIn({ remote, username, menuPath, screen }));
        rounds.push({ ms: median(runs), runs });
        console.log(`# ${remote} first screen, round ${round + 1}: ${runs.join(', ')} ms`);
      }
      const best = rounds.reduce((a, b) => (b.ms < a.ms ? b : a));
      recordCount(`${remote} first screen after sign-in (ms, median)`, best.ms, { budget: FIRST_MOUNT_BUDGET_MS, runs: best.runs, rounds: rounds.length });
      assert.ok(
        best.ms < FIRST_MOUNT_BUDGET_MS,
        `${remote} took ${rounds.map((r) => `${r.ms} ms (median of ${r.runs.join(', ')})`).join(', then ')}: over the budget of ${FIRST_MOUNT_BUDGET_MS} ms`,
      );
    });
  }
});

/** One first visit: a fresh browser signs in, lands, waits as a person would, then opens the remote's screen. */
async function firstScreenAfterSignIn({ remote, username, menuPath, screen }) {
  const page = await newPage(browser, portal.webUrl);
  try {
    await signIn(page, username);
    await page.waitForURL('**/welcome');
    await menu(page).waitFor();
    // A person reads the page they land on before choosing from the menu; what the portal loads
    // meanwhile is not part of the click's wait.
    await waitForQuietNetwork(page);
    return await remoteFirstScreenMs(page, { menuPath, remote, screen });
  } finally {
    await page.context().close();
  }
}
