import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { saveScreenshot } from '../support/screenshots.js';
import { captureFeedbackStream, card, SAMPLE_ANSWER, startDrill } from './drill-support.js';

async function typeAnswer(page: Page, text: string): Promise<number> {
  await page.getByRole('textbox', { name: 'Your answer' }).fill(text);
  const feedback = await captureFeedbackStream(page);
  await page.getByRole('button', { name: 'Get Feedback' }).click();
  const { rating } = (await feedback.captured).result;
  await expect(card(page, 'AI Feedback').getByRole('img', { name: `Rating: ${rating.toFixed(1)} out of 5` })).toBeVisible();
  return rating;
}

const mean = (ratings: number[]) => (ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length).toFixed(1);

test('answering a question again keeps both attempts: the page, History, the review, Continue and the dashboard count three', async ({ page }) => {
  await installFakeSpeech(page, { recognition: false });
  await registerAndLogin(page);
  const first = await startDrill(page, 'Negotiation');
  const ratings = [await typeAnswer(page, 'Um, I guess, like, yes.'), await typeAnswer(page, SAMPLE_ANSWER)];
  const nextQuestion = page.waitForResponse((response) => response.url().endsWith('/api/sessions/next-question'));
  await card(page, 'Practice Question').getByRole('button', { name: 'New Question' }).click();
  const { question: second } = (await (await nextQuestion).json()) as { question: string };
  await expect(card(page, 'Practice Question').getByText(second, { exact: true })).toBeVisible();
  ratings.push(await typeAnswer(page, 'I would ask about their budget first.'));

  const history = card(page, 'Current Session History');
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByText(`Session Average: ${mean(ratings)}/5`)).toBeVisible();

  // Drill History: the session's details list every attempt.
  await page.goto('/history');
  const session = page.getByRole('listitem').filter({ hasText: 'Negotiation' }).first();
  await session.getByRole('button', { name: 'View Details' }).click();
  await expect(session.getByText(/^Your answer: "/)).toHaveCount(3);

  // The review: two questions, the first with its two attempts in order and the progress between them.
  await session.getByRole('link', { name: 'Review' }).click();
  const questions = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(questions).toHaveCount(2);
  await expect(questions.nth(0).getByRole('heading', { level: 2 })).toHaveText(first);
  await expect(questions.nth(1).getByRole('heading', { level: 2 })).toHaveText(second);
  const attempts = questions.nth(0).getByRole('heading', { level: 3, name: /^Attempt \d$/ });
  await expect(attempts).toHaveText(['Attempt 1', 'Attempt 2']);
  // Its fillers and hedge are marked (and named for screen readers) inside the answer.
  await expect(questions.nth(0).getByText(/^Um \(filler\), I guess \(hedge\), like \(filler\), yes\.$/)).toBeVisible();
  const change = ratings[1] - ratings[0];
  const progress = change === 0 ? 'Same rating as attempt 1' : `${change > 0 ? '+' : ''}${change.toFixed(1)} since attempt 1`;
  await expect(questions.nth(0).getByText(progress)).toBeVisible();
  await saveScreenshot(page, 'drill-review-attempts');
  await expectNoSeriousA11yViolations(page, 'session review with attempts');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(attempts).toHaveText(['Attempt 1', 'Attempt 2']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'drill-review-attempts-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Continue Session brings back all three.
  await page.goto('/history');
  await page.getByRole('listitem').filter({ hasText: 'Negotiation' }).first().getByRole('button', { name: 'Continue Session' }).click();
  await expect(card(page, 'Current Session History').getByRole('listitem')).toHaveCount(3);
  await expect(card(page, 'Current Session History').getByText(`Session Average: ${mean(ratings)}/5`)).toBeVisible();

  // The dashboard counts every attempt as a drill.
  await page.goto('/dashboard');
  await expect(page.getByRole('group', { name: 'Total Drills' }).getByText('3', { exact: true })).toBeVisible();
});
