import { expect } from '@playwright/test';
import { createUser, openSignedIn } from '../support/accounts.js';
import { startApiServer } from '../support/api-server.js';
import { testOnOwnApi } from '../support/own-api.js';

// One AI call per 8-second window: a second word looked up in that window is refused with 429
// and a Retry-After of at most 8 s, which the screen waits for (it waits up to 10 s).
const test = testOnOwnApi(() => startApiServer({ env: { RATE_LIMIT_AI_POINTS: '1', RATE_LIMIT_AI_WINDOW_S: '8' } }));

test('a word added over the AI limit is looked up again when the server says, and shows without an error', async ({ page }) => {
  const user = await createUser(page.request);
  await openSignedIn(page, user, '/dictionary', 'Your Personal Dictionary');
  // The window's one AI call, spent just before.
  const first = await page.request.post('/api/dictionary', { headers: { Authorization: `Bearer ${user.token}` }, data: { word: 'serene' } });
  expect(first.status()).toBe(201);

  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/dictionary') answers.push(response.status());
  });
  await page.getByRole('textbox', { name: 'Add a new word' }).fill('ubiquitous');
  await page.getByRole('button', { name: 'Add Word' }).click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeVisible();

  const added = page.getByRole('article', { name: 'ubiquitous', exact: true });
  await expect(added.getByRole('heading', { name: 'ubiquitous', exact: true })).toBeVisible({ timeout: 20_000 });
  expect(answers).toEqual([429, 201]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
