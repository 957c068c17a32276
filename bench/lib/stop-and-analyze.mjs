import { checkNotStopping } from './abort.mjs';
import { waitForQuietMachine } from './cpu.mjs';
import { step } from './progress.mjs';
import { HEADING_TIMEOUT_MS, signedInContext } from './screens.mjs';
import { median } from './stats.mjs';
import { speakFirstAnswer } from './streamed-feedback-screen.mjs';

export const STOP_AND_ANALYZE_TARGETS = { firstWordsMs: 300, ratingMs: 400 };
const TOPIC = 'Team leadership';

/**
 * In the page: from the click on Stop & Analyze (capture phase, in-page clock) to the first
 * feedback words visible in the AI Feedback card (the streamed text, or the whole feedback when
 * it comes at once) and to its star rating visible. The streamed text is the card's busy live
 * region (feedback-card.tsx).
 */
function armWatcher() {
  window.__benchStopAndAnalyze = new Promise((resolve) => {
    let clickAt;
    let firstWordsMs;
    document.addEventListener('click', () => (clickAt = performance.now()), { capture: true, once: true });
    /** @param {Element | null | undefined} element */
    const visible = (element) => Boolean(element && element.checkVisibility());
    const observer = new MutationObserver(() => {
      if (clickAt === undefined) return;
      const streamed = document.querySelector('[aria-live="polite"][aria-busy="true"]')?.firstElementChild;
      const rating = document.querySelector('[role="img"][aria-label^="Rating: "]');
      if (firstWordsMs === undefined && ((visible(streamed) && /[A-Za-z]/.test(streamed?.textContent ?? '')) || visible(rating)))
        firstWordsMs = performance.now() - clickAt;
      if (!visible(rating)) return;
      observer.disconnect();
      resolve({ firstWordsMs, ratingMs: performance.now() - clickAt });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** One spoken answer to a first question: Start Drill, Answer Now, the answer heard, then the timed click. */
async function analyzeOnce(context, baseUrl, answer) {
  const page = await context.newPage();
  try {
    await speakFirstAnswer(page, baseUrl, TOPIC, answer);
    await page.waitForLoadState('networkidle');
    await waitForQuietMachine({ timeoutMs: 10_000 });
    await page.evaluate(armWatcher);
    await page.getByRole('button', { name: 'Stop & Analyze' }).click();
    const measured = await page.evaluate(
      (timeout) => Promise.race([window.__benchStopAndAnalyze, new Promise((resolve) => setTimeout(() => resolve(null), timeout))]),
      HEADING_TIMEOUT_MS,
    );
    if (!measured) throw new Error(`no rating shown within ${HEADING_TIMEOUT_MS} ms of Stop & Analyze`);
    return measured;
  } finally {
    await page.close();
  }
}

/**
 * Stop & Analyze -> first feedback words and -> rating on the drill screen, in Chromium with the
 * API's own AI (the offline rater in the bench), signed in as `user`: the medians of `runs`
 * answers, each a new text to a new first question in a fresh page.
 */
export async function measureStopAndAnalyze({ browser, baseUrl, user, runs, answer }) {
  const done = step(`Stop & Analyze -> feedback (median of ${runs})`);
  const context = await signedInContext(browser, user);
  const measured = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      checkNotStopping();
      measured.push(await analyzeOnce(context, baseUrl, `(${run + 1}) ${answer}`));
    }
  } finally {
    await context.close();
  }
  const result = {
    runs: measured,
    firstWordsMs: median(measured.map((run) => run.firstWordsMs)),
    ratingMs: median(measured.map((run) => run.ratingMs)),
    worstRatingMs: Math.max(...measured.map((run) => run.ratingMs)),
  };
  done(`first words ${result.firstWordsMs?.toFixed(0)} ms, rating ${result.ratingMs?.toFixed(0)} ms (medians)`);
  return result;
}

export function stopAndAnalyzeTable(result) {
  const ms = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(0));
  const meets = (value, target) => (value !== null && value <= target ? 'meets' : '**misses**');
  return [
    `### Stop & Analyze -> feedback on the drill screen (Chromium, the offline rater, median of ${result.runs.length})`,
    '',
    '| measure | median ms | worst ms | target |',
    '|---|---:|---:|---|',
    `| click on Stop & Analyze -> first feedback words visible | ${ms(result.firstWordsMs)} | ${ms(Math.max(...result.runs.map((run) => run.firstWordsMs)))} | ≤ ${STOP_AND_ANALYZE_TARGETS.firstWordsMs} ms: ${meets(result.firstWordsMs, STOP_AND_ANALYZE_TARGETS.firstWordsMs)} |`,
    `| click on Stop & Analyze -> the rating visible | ${ms(result.ratingMs)} | ${ms(result.worstRatingMs)} | ≤ ${STOP_AND_ANALYZE_TARGETS.ratingMs} ms: ${meets(result.ratingMs, STOP_AND_ANALYZE_TARGETS.ratingMs)} |`,
    '',
    '- Each run: a fresh page, Start Drill, Answer Now, a stand-in recognizer hears the answer (a new text each run), then the timed click.',
  ];
}
