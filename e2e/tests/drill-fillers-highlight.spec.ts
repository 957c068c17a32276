import { expect, test, type Locator } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { answerByVoice, card, startDrill } from './drill-support.js';

// 27 words: four fillers (um, like after "were", you know, basically) and one hedge (I think);
// "would like" and "looks like" are not fillers.
const ANSWER = 'Um I would like to say that I think we were like way behind you know so basically we cut scope and it looks like it worked';
const FILLERS = ['Um (filler)', 'like (filler)', 'you know (filler)', 'basically (filler)'];

async function expectMarked(answer: Locator): Promise<void> {
  await expect(answer.locator('mark[data-kind="filler"]')).toHaveText(FILLERS);
  await expect(answer.locator('mark[data-kind="hedge"]')).toHaveText(['I think (hedge)']);
  const key = answer.getByRole('list', { name: 'Fillers and hedges' });
  await expect(key.getByRole('listitem')).toHaveText(['Fillers 4: um ×1, like ×1, you know ×1, basically ×1', 'Hedges 1: I think ×1']);
}

test('fillers and hedges are marked in the answer with the feedback and on the review, counted as the delivery counts them', async ({ page }) => {
  test.slow(); // a spoken answer, its feedback and the review page
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Project delivery');
  await answerByVoice(page, ANSWER, speech.say);

  const feedbackCard = card(page, 'AI Feedback');
  const answer = feedbackCard.getByRole('region', { name: 'Your answer, fillers and hedges marked' });
  await expectMarked(answer);
  // The delivery metrics name the same four fillers and the same hedge.
  const delivery = feedbackCard.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByText('14.8 filler words per 100 words: many (um, like, you know, basically)')).toBeVisible();
  await expect(delivery.getByText('1 hedge (I think)')).toBeVisible();
  await saveScreenshot(page, 'drill-fillers-feedback');
  await expectNoSeriousA11yViolations(page, 'feedback with fillers marked');

  await page.goto('/history');
  await page.getByRole('region', { name: 'Project delivery', exact: true }).getByRole('link', { name: 'Review' }).click();
  const reviewed = page.getByRole('region', { name: 'Question 1' });
  await expectMarked(reviewed);
  await expect(reviewed.getByText('14.8 filler words per 100 words: many (um, like, you know, basically)')).toBeVisible();
  await saveScreenshot(page, 'drill-fillers-review');
  await expectNoSeriousA11yViolations(page, 'review with fillers marked');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectMarked(reviewed);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreenshot(page, 'drill-fillers-review-phone');
});
