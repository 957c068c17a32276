import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { answerBox, answerByVoice, captureFeedbackStream, card, SAMPLE_ANSWER, startDrill } from './drill-support.js';

// How the feedback shows: in sight on a phone, formatted from its first frame, the score once.

/** Records, in the page, whether raw markdown headings ('### ') ever showed as text. */
async function watchForRawMarkdown(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { raw: false };
    (window as unknown as { __rawMarkdown: typeof seen }).__rawMarkdown = seen;
    new MutationObserver(() => {
      if (document.body?.innerText.includes('### ')) seen.raw = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const rawMarkdownSeen = (page: Page) => page.evaluate(() => (window as unknown as { __rawMarkdown: { raw: boolean } }).__rawMarkdown.raw);

test('on a phone the feedback is brought into view when it arrives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Behavioral interviews');
  // The feedback card starts at the bottom edge, under the question and the answer.
  const feedbackCard = card(page, 'AI Feedback');
  const result = await answerByVoice(page, SAMPLE_ANSWER, speech.say);
  const rating = feedbackCard.getByRole('img', { name: `Rating: ${result.rating.toFixed(1)} out of 5` });
  await expect(rating).toBeInViewport();
  await expect(feedbackCard.getByRole('heading', { name: 'AI Feedback' })).toBeInViewport();
  // The answer just given is above it, still on the page.
  await expect(answerBox(page)).toHaveValue(SAMPLE_ANSWER);
  await saveScreenshot(page, 'drill-feedback-phone');
});

test('the rating explanation under the stars does not repeat the score', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  const created = page.waitForResponse((response) => response.url().endsWith('/api/sessions') && response.request().method() === 'POST');
  await startDrill(page, 'Behavioral interviews');
  const { session_id: sessionId } = (await (await created).json()) as { session_id: string };
  const result = await answerByVoice(page, SAMPLE_ANSWER, speech.say);
  const feedbackCard = card(page, 'AI Feedback');
  const score = `${result.rating.toFixed(1)}/5`;
  await expect(feedbackCard.getByText(score, { exact: true })).toBeVisible();
  // The offline rater writes '[why it is capped] 3.0/5 - Adequate: ...'; the card shows the level without the score.
  await expect(feedbackCard.getByText(/(Excellent|Strong|Adequate|Weak|Poor): /)).toBeVisible();
  await expect(feedbackCard.locator('p').filter({ hasText: score })).toHaveCount(0);

  // The session review shows the rating once too, then its justification.
  await page.goto(`/sessions/${sessionId}`);
  await expect(page.getByText(`${result.rating.toFixed(1)} out of 5`, { exact: true })).toBeVisible();
  await expect(page.getByText(/(Excellent|Strong|Adequate|Weak|Poor): /)).toBeVisible();
  await expect(page.locator('main p').filter({ hasText: score })).toHaveCount(0);
});

test('clicking the words "Focus Mode" flips the switch, on the start form and in the practice view', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  const focusSwitch = page.getByRole('switch', { name: 'Focus Mode' });
  await expect(focusSwitch).toHaveAttribute('aria-checked', 'false');
  await page.getByText('Focus Mode', { exact: true }).click();
  await expect(focusSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Context')).toBeVisible();
  await page.getByText('Focus Mode', { exact: true }).click();
  await expect(focusSwitch).toHaveAttribute('aria-checked', 'false');

  await startDrill(page, 'Behavioral interviews');
  const switchedQuestion = page.waitForRequest((request) => request.url().endsWith('/api/sessions/next-focus-question'));
  await page.locator('header').getByText('Focus Mode', { exact: true }).click();
  await expect(focusSwitch).toHaveAttribute('aria-checked', 'true');
  await switchedQuestion;
});

test('AI feedback shows formatted from its first frame, even when the markdown renderer loads late', async ({ page }) => {
  await installFakeSpeech(page);
  await watchForRawMarkdown(page);
  // Hold back the script that holds the markdown parser (micromark) until the feedback is in.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let parserRequested = false;
  await page.route('**/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('micromark')) {
        parserRequested = true;
        await held;
      }
      await route.fulfill({ response, body });
    } catch (error) {
      // Signing in reloads the page: a script the page before it asked for (start.ts preloads
      // many at once) has nobody left to answer. Anything else is a real failure.
      if (!/disposed|closed|Target page/i.test(String(error))) throw error;
    }
  });
  await registerAndLogin(page);
  await startDrill(page, 'Behavioral interviews');
  const feedbackCard = card(page, 'AI Feedback');

  await page.getByRole('button', { name: 'Answer Now' }).click();
  await speech.say(page, SAMPLE_ANSWER);
  const rated = await captureFeedbackStream(page);
  await page.getByRole('button', { name: 'Stop & Analyze' }).click();
  const { feedback } = (await rated.captured).result;
  expect(feedback).toContain('### What worked');
  expect(parserRequested).toBe(true);
  // The rating is in, the parser is not: the card keeps saying it is analysing.
  await expect(feedbackCard.getByText('Analyzing your answer...')).toBeVisible();
  await expect(feedbackCard.getByText('What worked', { exact: false })).toHaveCount(0);

  release();
  await expect(feedbackCard.getByRole('heading', { name: 'What worked' })).toBeVisible();
  expect(await rawMarkdownSeen(page)).toBe(false);
});
