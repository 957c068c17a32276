import { expect, test } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { captureFeedbackStream, card, SAMPLE_ANSWER, startDrill } from './drill-support.js';

test('the drill session is in the URL: reload, Back and a shared tab land on the same practice view', async ({ page, context }) => {
  await installFakeSpeech(page, { recognition: false });
  await registerAndLogin(page);
  await startDrill(page, 'Salary negotiation');
  await expect(page).toHaveURL(/\/\?session=[0-9a-f-]{36}$/);
  const url = page.url();
  await page.getByRole('textbox', { name: 'Your answer' }).fill(SAMPLE_ANSWER);
  const feedback = await captureFeedbackStream(page);
  await page.getByRole('button', { name: 'Get Feedback' }).click();
  await feedback.captured;
  const history = card(page, 'Current Session History');
  await expect(history.getByRole('listitem')).toHaveCount(1);

  const heading = page.getByRole('heading', { level: 1, name: 'Topic: Salary negotiation' });
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(card(page, 'Practice Question').getByRole('button', { name: 'New Question' })).toBeEnabled();

  // Away to another screen and Back.
  await page.getByRole('link', { name: 'Dictionary' }).click();
  await expect(page).toHaveURL(/\/dictionary$/);
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(heading).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(1);

  // The same address in another tab.
  const other = await context.newPage();
  await installFakeSpeech(other, { recognition: false });
  await other.goto(url);
  await expect(other.getByRole('heading', { level: 1, name: 'Topic: Salary negotiation' })).toBeVisible();
  await expect(card(other, 'Current Session History').getByRole('listitem')).toHaveCount(1);

  // New Topic leaves the session: the start form, at '/'.
  await page.getByRole('button', { name: 'New Topic' }).click();
  await expect(page.getByRole('heading', { name: 'What would you like to practice today?' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown session in the URL says so and offers a new drill', async ({ page }) => {
  await registerAndLogin(page);
  await page.goto('/?session=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Session not found.')).toBeVisible();
});
