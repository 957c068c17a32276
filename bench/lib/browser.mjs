import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@speakwell/test-support/chromium';
import { chromium } from 'playwright-core';
import { checkNotStopping } from './abort.mjs';
import { waitForQuietMachine } from './cpu.mjs';
import { installMarks, marksWhenShown } from './marks.mjs';
import { step } from './progress.mjs';
import { HEADING_TIMEOUT_MS, LOGIN_HEADING, REMOTE_SCREENS, SHELL_SCREEN, heading, signedInContext } from './screens.mjs';
import { median } from './stats.mjs';

export function launchChromium() {
  // The bench's own Ctrl-C handler closes the browser after stopping the rest; Playwright's
  // would exit the process first and leave the API running.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/**
 * Navigation start to the first paint, and to each target visible, in a fresh context. The marks
 * are awaited in the page (marksWhenShown); the heading is checked with a locator only after.
 */
async function firstRender(context, baseUrl, targets, waitFor) {
  const page = await context.newPage();
  await waitForQuietMachine({ timeoutMs: 10_000 });
  await page.addInitScript(installMarks, targets);
  await page.goto(`${baseUrl}/`);
  const { shown, ...measured } = await marksWhenShown(page, HEADING_TIMEOUT_MS);
  if (!shown)
    throw new Error(`${baseUrl}/ did not show ${targets.map((target) => target.text ?? target.selector).join(' and ')} within ${HEADING_TIMEOUT_MS} ms`);
  await heading(page, waitFor).waitFor({ timeout: HEADING_TIMEOUT_MS });
  await page.close();
  return measured;
}

/**
 * Arms a watcher in the page, clicks the sidebar link and returns how long after the click
 * (in-page clock) the screen's <h1> was in the DOM and visible (`rendered`), and after the
 * next frame (`painted`); `outerMs` is the same seen from the test (Playwright overhead included).
 */
async function clickToRendered(page, linkName, headingText) {
  await page.evaluate((text) => {
    window.__benchClick = new Promise((resolve) => {
      let clickAt;
      document.addEventListener('click', () => (clickAt = performance.now()), { capture: true, once: true });
      const shown = () => [...document.querySelectorAll('h1')].some((h1) => h1.textContent.trim() === text && h1.checkVisibility());
      const observer = new MutationObserver(() => {
        if (clickAt === undefined || !shown()) return;
        const rendered = performance.now() - clickAt;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve({ rendered, painted: performance.now() - clickAt })));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, headingText);
  const started = Date.now();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName, exact: true }).click();
  await heading(page, headingText).waitFor({ timeout: HEADING_TIMEOUT_MS });
  const outerMs = Date.now() - started;
  const inPage = await page.evaluate(
    (timeout) => Promise.race([window.__benchClick, new Promise((resolve) => setTimeout(() => resolve(null), timeout))]),
    HEADING_TIMEOUT_MS,
  );
  return { renderedMs: inPage?.rendered ?? null, paintedMs: inPage?.painted ?? null, outerMs };
}

async function openShellScreen(page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: SHELL_SCREEN.link, exact: true }).click();
  await heading(page, SHELL_SCREEN.heading).waitFor({ timeout: HEADING_TIMEOUT_MS });
  await page.waitForLoadState('networkidle');
}

/**
 * One page, signed in, starting on a shell screen with the network quiet. For each remote in
 * turn: the first click to it in this page (cold: manifest, entry and chunks are fetched),
 * back to the shell screen, and the same click again (warm).
 */
async function remoteClicks(browser, baseUrl, user) {
  const context = await signedInContext(browser, user);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${SHELL_SCREEN.path}`);
  await heading(page, SHELL_SCREEN.heading).waitFor({ timeout: HEADING_TIMEOUT_MS });
  await page.waitForLoadState('networkidle');
  await waitForQuietMachine({ timeoutMs: 10_000 });
  const measured = {};
  for (const screen of REMOTE_SCREENS) {
    checkNotStopping();
    const cold = await clickToRendered(page, screen.link, screen.heading);
    await openShellScreen(page);
    const warm = await clickToRendered(page, screen.link, screen.heading);
    await openShellScreen(page);
    measured[screen.remote] = { cold, warm };
  }
  await context.close();
  return measured;
}

function medianOf(runs, pick) {
  return median(runs.map(pick));
}

/** Shell first render (signed out and in) and click -> remote rendered, each the median of `runs`. */
export async function measureBrowser({ browser, baseUrl, user, runs }) {
  const done = step(`browser timings (median of ${runs})`);
  const signedOutRuns = [];
  const signedInRuns = [];
  for (let run = 0; run < runs; run += 1) {
    checkNotStopping();
    const out = await browser.newContext();
    signedOutRuns.push(await firstRender(out, baseUrl, [{ key: 'loginHeading', text: LOGIN_HEADING }], LOGIN_HEADING));
    await out.close();
    const signedIn = await signedInContext(browser, user);
    const targets = [
      { key: 'frame', selector: 'nav[aria-label="Main"]' },
      { key: 'drillHeading', text: REMOTE_SCREENS[0].heading },
    ];
    signedInRuns.push(await firstRender(signedIn, baseUrl, targets, REMOTE_SCREENS[0].heading));
    await signedIn.close();
  }
  const shell = {
    loginHeadingMs: medianOf(signedOutRuns, (run) => run.loginHeading),
    signedOutFirstPaintMs: medianOf(signedOutRuns, (run) => run.firstContentfulPaint),
    frameMs: medianOf(signedInRuns, (run) => run.frame),
    drillHeadingMs: medianOf(signedInRuns, (run) => run.drillHeading),
    signedInFirstPaintMs: medianOf(signedInRuns, (run) => run.firstContentfulPaint),
    runs: { signedOut: signedOutRuns, signedIn: signedInRuns },
  };

  const clickRuns = [];
  for (let run = 0; run < runs; run += 1) clickRuns.push(await remoteClicks(browser, baseUrl, user));
  const remotes = [];
  for (const screen of REMOTE_SCREENS) {
    const remoteRuns = clickRuns.map((measured) => measured[screen.remote]);
    remotes.push({
      remote: screen.remote,
      link: screen.link,
      coldMs: medianOf(remoteRuns, (run) => run.cold.renderedMs),
      warmMs: medianOf(remoteRuns, (run) => run.warm.renderedMs),
      coldPaintedMs: medianOf(remoteRuns, (run) => run.cold.paintedMs),
      warmPaintedMs: medianOf(remoteRuns, (run) => run.warm.paintedMs),
      coldOuterMs: medianOf(remoteRuns, (run) => run.cold.outerMs),
      warmOuterMs: medianOf(remoteRuns, (run) => run.warm.outerMs),
      runs: remoteRuns,
    });
  }
  done(`login heading ${shell.loginHeadingMs?.toFixed(0)} ms, frame ${shell.frameMs?.toFixed(0)} ms`);
  return { runs, shell, remotes };
}
