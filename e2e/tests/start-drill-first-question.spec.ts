import { expect, test } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { card } from './drill-support.js';

const isNextQuestion = (url: string) => url.endsWith('/api/sessions/next-question');

test('Start Drill asks the first question once, right after the session is created, and shows it', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && isNextQuestion(request.url())) asked.push(request.postData() ?? '');
  });
  const answered = page.waitForResponse((response) => isNextQuestion(response.url()));
  await page.getByPlaceholder('JavaScript interviews').fill('Negotiation');
  await page.getByRole('button', { name: 'Start Drill' }).click();
  const { question } = (await (await answered).json()) as { question: string };
  await expect(card(page, 'Practice Question').getByText(question, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]session=/);
  expect(asked).toHaveLength(1);
});

test('a first question that fails shows the error, and New Question asks again', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await page.route('**/api/sessions/next-question', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'The AI service is unavailable. Try again.', statusCode: 503 }),
    }),
  );
  await page.getByPlaceholder('JavaScript interviews').fill('Negotiation');
  await page.getByRole('button', { name: 'Start Drill' }).click();
  const question = card(page, 'Practice Question');
  await expect(question.getByText('The AI service is unavailable. Try again.')).toBeVisible();

  await page.unroute('**/api/sessions/next-question');
  const answered = page.waitForResponse((response) => isNextQuestion(response.url()));
  await question.getByRole('button', { name: 'New Question' }).click();
  const { question: text } = (await (await answered).json()) as { question: string };
  await expect(question.getByText(text, { exact: true })).toBeVisible();
  await expect(question.getByText('The AI service is unavailable. Try again.')).toBeHidden();
});
