// Streamed feedback as the user sees it: from the AI provider's first feedback token to the
// first feedback words visible on the drill screen (Chromium, the built app). The page gets a
// stand-in SpeechRecognition that hears one answer; the provider is the fake of
// streamed-feedback.mjs, which notes when (Date.now()) it wrote the feedback's first token.
// Both clocks are this machine's: the page stamps performance.timeOrigin + performance.now().
import { launchChromium } from './browser.mjs';
import { HEADING_TIMEOUT_MS, signedInContext } from './screens.mjs';

/** A recognizer that hears `answer` as one final result soon after start, and ends on stop. */
function installHeardAnswer(answer) {
  class HeardAnswer {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    /** @type {((event: { resultIndex: number, results: unknown[] }) => void) | null} */
    onresult = null;
    onerror = null;
    /** @type {(() => void) | null} */
    onend = null;
    start() {
      setTimeout(() => {
        const result = Object.assign([{ transcript: answer, confidence: 0.9 }], { isFinal: true });
        this.onresult?.({ resultIndex: 0, results: [result] });
      }, 50);
    }
    stop() {
      setTimeout(() => this.onend?.(), 10);
    }
    abort() {
      this.stop();
    }
  }
  window.SpeechRecognition = HeardAnswer;
  window.webkitSpeechRecognition = HeardAnswer;
}

/** In the page: whether the drill's one answer box holds `heard` (the recognized words fill it; what it holds is sent). */
function answerBoxHolds(heard) {
  const box = /** @type {HTMLTextAreaElement | null} */ (document.querySelector('textarea[aria-label="Your answer"]'));
  return box?.value.includes(heard) ?? false;
}

/**
 * On the drill screen of a fresh page: Start Drill on `topic`, Answer Now once it can be pressed,
 * and a stand-in recognizer hears `answer` into the answer box. Stop & Analyze is the caller's.
 * @param {import('playwright').Page} page
 */
export async function speakFirstAnswer(page, baseUrl, topic, answer) {
  await page.addInitScript(installHeardAnswer, answer);
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Topic', { exact: true }).fill(topic);
  await page.getByRole('button', { name: 'Start Drill' }).click();
  const answerNow = page.getByRole('button', { name: 'Answer Now' });
  await answerNow.waitFor({ timeout: HEADING_TIMEOUT_MS });
  await page.waitForFunction(
    () => ![...document.querySelectorAll('button')].find((button) => button.textContent?.includes('Answer Now'))?.disabled,
    undefined,
    { timeout: HEADING_TIMEOUT_MS },
  );
  await answerNow.click();
  await page.waitForFunction(answerBoxHolds, answer, { timeout: HEADING_TIMEOUT_MS });
}

/** In the page: resolves with when (epoch ms) the streamed feedback first shows a word. */
function armFirstWords() {
  window.__firstFeedbackWords = new Promise((resolve) => {
    const shown = () => {
      const streaming = document.querySelector('[aria-live="polite"][aria-busy="true"]');
      const text = streaming?.firstElementChild;
      return Boolean(text && /[A-Za-z]/.test(text.textContent ?? '') && text.checkVisibility());
    };
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(performance.timeOrigin + performance.now());
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** One spoken answer on the drill screen; the lag from the provider's first token to the first words shown. */
async function answerOnce(browser, baseUrl, user, provider, answer) {
  const context = await signedInContext(browser, user);
  try {
    const page = await context.newPage();
    await speakFirstAnswer(page, baseUrl, 'Leadership', answer);
    await page.evaluate(armFirstWords);
    provider.state.firstFeedbackToken = null;
    await page.getByRole('button', { name: 'Stop & Analyze' }).click();
    const firstWordsAt = await page.evaluate(
      (timeout) => Promise.race([window.__firstFeedbackWords, new Promise((resolve) => setTimeout(() => resolve(null), timeout))]),
      60_000,
    );
    if (firstWordsAt === null || provider.state.firstFeedbackToken === null) throw new Error('the drill screen never showed streamed feedback words');
    // The rating ends the stream: the next answer starts from a quiet provider.
    await page
      .getByRole('img', { name: /^Rating: / })
      .first()
      .waitFor({ timeout: 60_000 });
    return Math.round(firstWordsAt - provider.state.firstFeedbackToken);
  } finally {
    await context.close();
  }
}

/** Median and worst lag over `answers` spoken answers, each in a fresh signed-in page. */
export async function measureFirstWordsOnScreen({ baseUrl, user, provider, answer, answers }) {
  const browser = await launchChromium();
  try {
    const lags = [];
    for (let i = 0; i < answers; i++) lags.push(await answerOnce(browser, baseUrl, user, provider, answer));
    lags.sort((a, b) => a - b);
    return { answers, medianMs: lags[Math.floor(lags.length / 2)], maxMs: lags.at(-1) };
  } finally {
    await browser.close();
  }
}
