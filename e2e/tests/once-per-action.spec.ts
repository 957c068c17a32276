import { expect, test } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { card } from './drill-support.js';

test('double-clicking Start Drill starts one session', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/sessions')) created.push(request.url());
  });
  await page.getByPlaceholder('JavaScript interviews').fill('Negotiation');
  await page.getByRole('button', { name: 'Start Drill' }).dblclick();
  await expect(card(page, 'Practice Question')).toBeVisible();
  await page.goto('/history');
  await expect(page.getByRole('listitem').filter({ hasText: 'Negotiation' })).toHaveCount(1);
  expect(created).toHaveLength(1);
});

test('double-clicking Add Word sends one request and shows no "already" error', async ({ page }) => {
  await registerAndLogin(page);
  await page.goto('/dictionary');
  const added: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/dictionary')) added.push(response.status());
  });
  await page.getByRole('textbox', { name: 'Add a new word' }).fill('eloquent');
  await page.getByRole('button', { name: 'Add Word' }).dblclick();
  await expect(page.getByRole('textbox', { name: 'Add a new word' })).toHaveValue('');
  // The list's first read may still be on its way when the add lands; the word must still show.
  await expect(page.getByRole('heading', { name: 'eloquent' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(added).toEqual([201]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('double-clicking Start Session in Meeting Q&A starts one meeting', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await page.goto('/meeting-qa');
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/sessions')) created.push(request.url());
  });
  await page.getByLabel('Title (optional)').fill('Weekly sync');
  await page.getByLabel('Context', { exact: true }).fill('We review the roadmap and the hiring plan.');
  await page.getByRole('button', { name: 'Start Session' }).dblclick();
  await expect(card(page, 'Live Transcription')).toBeVisible();
  await page.goto('/meeting-history');
  await expect(page.getByRole('listitem').filter({ hasText: 'Weekly sync' })).toHaveCount(1);
  expect(created).toHaveLength(1);
});
