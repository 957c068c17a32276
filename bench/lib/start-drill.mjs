import { checkNotStopping } from './abort.mjs';
import { waitForQuietMachine } from './cpu.mjs';
import { step } from './progress.mjs';
import { HEADING_TIMEOUT_MS, REMOTE_SCREENS, heading, signedInContext } from './screens.mjs';
import { median } from './stats.mjs';

const TOPIC = 'System design interviews';
export const START_DRILL_TARGET_MS = 300;
/** What the question card shows while the question is on its way (spec section 3). */
const PREPARING = 'Preparing your question...';

/**
 * Arms a watcher in the page: from the click on Start Drill (capture phase, in-page clock) to
 * the first question's text visible in the question card's live region, and when each request
 * the click made was sent and answered (Resource Timing), relative to the click.
 */
function armWatcher(preparing) {
  window.__benchStartDrill = new Promise((resolve) => {
    let clickAt;
    document.addEventListener('click', () => (clickAt = performance.now()), { capture: true, once: true });
    const questionText = () => {
      for (const region of document.querySelectorAll('section [aria-live="polite"]')) {
        // The question card: the section titled 'Practice Question'.
        if (region.closest('section')?.querySelector('h2')?.textContent.trim() !== 'Practice Question') continue;
        const text = region.textContent.trim();
        if (text && !text.includes(preparing) && region.querySelector('p') && region.checkVisibility()) return text;
      }
      return null;
    };
    const observer = new MutationObserver(() => {
      if (clickAt === undefined) return;
      const text = questionText();
      if (!text) return;
      const shownMs = performance.now() - clickAt;
      observer.disconnect();
      // Resource entries are added once a body is read: collected a frame later.
      requestAnimationFrame(() =>
        setTimeout(() => {
          const requests = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
            .filter((entry) => entry.startTime >= clickAt && new URL(entry.name).pathname.startsWith('/api/'))
            .map((entry) => ({ path: new URL(entry.name).pathname, sentMs: entry.startTime - clickAt, answeredMs: entry.responseEnd - clickAt }));
          resolve({ shownMs, paintedMs: performance.now() - clickAt, text, requests });
        }),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** One Start Drill: the form filled in as a user does (the practice view loads meanwhile), then the click. */
async function startDrillOnce(context, baseUrl) {
  const page = await context.newPage();
  let askedQuestion;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/sessions/next-question'))
      void response.json().then(
        (body) => (askedQuestion ??= body.question),
        () => undefined,
      );
  });
  await page.goto(`${baseUrl}/`);
  await heading(page, REMOTE_SCREENS[0].heading).waitFor({ timeout: HEADING_TIMEOUT_MS });
  await page.getByLabel('Topic', { exact: true }).fill(TOPIC);
  await page.waitForLoadState('networkidle');
  await waitForQuietMachine({ timeoutMs: 10_000 });
  // The floor beside it: two requests in series from the same page (Start Drill needs two).
  const floorMs = await page.evaluate(async () => {
    const started = performance.now();
    for (let i = 0; i < 2; i += 1) await (await fetch('/api/health', { cache: 'no-store' })).text();
    return performance.now() - started;
  });
  await page.evaluate(armWatcher, PREPARING);
  await page.getByRole('button', { name: 'Start Drill' }).click();
  const measured = await page.evaluate(
    (timeout) => Promise.race([window.__benchStartDrill, new Promise((resolve) => setTimeout(() => resolve(null), timeout))]),
    HEADING_TIMEOUT_MS,
  );
  await page.close();
  if (!measured) throw new Error(`no question shown within ${HEADING_TIMEOUT_MS} ms of Start Drill`);
  if (askedQuestion !== undefined && measured.text !== askedQuestion)
    throw new Error(`the question card showed "${measured.text}", not the question asked ("${askedQuestion}")`);
  return { ...measured, floorMs };
}

/**
 * Start Drill -> first question on screen, in Chromium, signed in as `user`: the median of
 * `runs` clicks, each in a fresh page after the start form was filled in.
 */
export async function measureStartDrill({ browser, baseUrl, user, runs }) {
  const done = step(`Start Drill -> first question (median of ${runs})`);
  const context = await signedInContext(browser, user);
  const measured = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      checkNotStopping();
      measured.push(await startDrillOnce(context, baseUrl));
    }
  } finally {
    await context.close();
  }
  const result = {
    runs: measured,
    shownMs: median(measured.map((run) => run.shownMs)),
    paintedMs: median(measured.map((run) => run.paintedMs)),
    worstMs: Math.max(...measured.map((run) => run.shownMs)),
    floorMs: median(measured.map((run) => run.floorMs)),
  };
  done(`median ${result.shownMs?.toFixed(0)} ms, worst ${result.worstMs.toFixed(0)} ms, floor ${result.floorMs?.toFixed(0)} ms`);
  return result;
}

/** Median after the click of each step (the requests as Resource Timing saw them). */
function stepMedians(runs) {
  const at = (pick) => median(runs.map(pick).filter((value) => value !== undefined));
  const request = (run, path) => run.requests.find((entry) => entry.path === path);
  return {
    session: at((run) => request(run, '/api/sessions')?.answeredMs),
    questionSent: at((run) => request(run, '/api/sessions/next-question')?.sentMs),
    questionAnswered: at((run) => request(run, '/api/sessions/next-question')?.answeredMs),
  };
}

export function startDrillTable(startDrill) {
  const steps = stepMedians(startDrill.runs);
  const ms = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(0));
  const ok = startDrill.shownMs !== null && startDrill.shownMs <= START_DRILL_TARGET_MS;
  return [
    `### Start Drill -> first question (Chromium, median of ${startDrill.runs.length})`,
    '',
    `| measure | median ms | worst ms | floor ms | target ≤ ${START_DRILL_TARGET_MS} ms |`,
    '|---|---:|---:|---:|---|',
    `| click on Start Drill -> the first question's text visible | ${ms(startDrill.shownMs)} | ${ms(startDrill.worstMs)} | ${ms(startDrill.floorMs)} | ${ok ? 'meets' : '**misses**'} |`,
    '',
    `- Steps after the click (medians): session created ${ms(steps.session)} ms, question asked ${ms(steps.questionSent)} ms, question answered ${ms(steps.questionAnswered)} ms. Floor: two \`GET /api/health\` in series from the same page just before the click.`,
  ];
}
