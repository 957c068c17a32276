import { expect, test } from '@playwright/test';
import { createUser, registerAndLogin, storeSession } from '../support/accounts.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { saveScreenshot } from '../support/screenshots.js';
import { settled } from '../support/settle.js';
import { card, SAMPLE_ANSWER, startDrill } from './drill-support.js';

test('the start form says why a blank topic or a blank context cannot start a drill', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await page.getByRole('button', { name: 'Start Drill' }).click();
  await expect(page.getByText('Enter a topic to start a drill.')).toBeVisible();
  await page.getByRole('switch', { name: 'Focus Mode' }).click();
  await page.getByRole('button', { name: 'Start Drill' }).click();
  await expect(page.getByText('Paste a resume, a job description or an agenda to start in Focus Mode.')).toBeVisible();
  await saveScreenshot(page, 'drill-start-blank-context');
  await expectNoSeriousA11yViolations(page, 'drill start form, context missing');
  // Typing makes the reason go.
  await page.getByLabel('Context', { exact: true }).fill('My resume');
  await expect(page.getByText('Paste a resume, a job description or an agenda to start in Focus Mode.')).toHaveCount(0);
});

test('Focus Mode switched on mid-session without a context disables Answer Now until there is a question', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Negotiation');
  await expect(page.getByRole('button', { name: 'Answer Now' })).toBeEnabled();
  await page.getByRole('switch', { name: 'Focus Mode' }).click();
  await expect(card(page, 'Practice Question').getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Answer Now' })).toBeDisabled();
});

test('a topic over 280 characters is cut at a word boundary, and the question does not repeat the whole topic', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  const long = Array.from({ length: 40 }, (_, index) => `negotiating${index} salaries`).join(' ');
  const topic = page.getByPlaceholder('JavaScript interviews');
  await topic.fill(long);
  const kept = await topic.inputValue();
  expect(kept.length).toBeLessThanOrEqual(280);
  expect(long.startsWith(kept)).toBe(true);
  expect(long.charAt(kept.length)).toBe(' ');
  await expect(page.getByText('Topics are kept to 280 characters.')).toBeVisible();
  const firstQuestion = page.waitForResponse((response) => response.url().endsWith('/api/sessions/next-question'));
  await page.getByRole('button', { name: 'Start Drill' }).click();
  const { question } = (await (await firstQuestion).json()) as { question: string };
  expect(question).not.toContain(kept);
  expect(question.length).toBeLessThan(200);
});

test('Admin: no Delete on your own row, and a failed status toggle shows the fixed failure text', async ({ page, request }) => {
  const user = await createUser(request);
  const admin = await createUser(page.request, { admin: true });
  await storeSession(page, admin);
  await page.goto('/admin');
  const rowOf = (email: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
  await expect(rowOf(user.email).getByRole('button', { name: `Delete ${user.email}` })).toBeVisible();
  await expect(rowOf(admin.email).getByRole('button', { name: `Delete ${admin.email}` })).toHaveCount(0);

  await page.route('**/api/admin/users/*', (route) => route.fulfill({ status: 500, json: { error: 'Internal server error', statusCode: 500 } }));
  await page.getByRole('switch', { name: `Account status of ${user.email}` }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to update user status.');
  await settled(page);
});

test('Dashboard on a phone: the pace table fits, and an impossible pace is not shown as measured there or on the answer', async ({ page, request }) => {
  const user = await createUser(request);
  const headers = { Authorization: `Bearer ${user.token}` };
  const created = await request.post('/api/sessions', { headers, data: { topic: 'Pitching', context: '', focusMode: false, session_type: 'Drill' } });
  const { session_id } = (await created.json()) as { session_id: string };
  const asked = await request.post('/api/sessions/next-question', { headers, data: { session_id, context: '' } });
  const { drill_id } = (await asked.json()) as { drill_id: string };
  // Every recognition result came in one burst: 40 words "in" one second.
  const rated = await request.post('/api/feedback', {
    headers,
    data: { drill_id, answer: SAMPLE_ANSWER, delivery: { duration_ms: 900, result_times_ms: [100, 200, 300] } },
  });
  expect(rated.ok(), await rated.text()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await storeSession(page, user);
  await page.goto('/dashboard');
  const pace = page.getByRole('table', { name: 'Pace and fillers per day' });
  await pace.scrollIntoViewIfNeeded();
  await expect(pace).toBeVisible();
  const box = await pace.boundingBox();
  const cardBox = await page.getByRole('region', { name: 'Pace and Fillers (Last 30 Days)' }).boundingBox();
  if (!box || !cardBox) throw new Error('the pace table and its card must render');
  expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  // Nothing of the table is hidden sideways in its scroll box.
  expect(await pace.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(pace.getByText(/\d{4,} words\/min/)).toHaveCount(0);
  await expect(pace.getByText('Not measured')).toBeVisible();
  await saveScreenshot(page, 'dashboard-pace-phone');
  await expectNoSeriousA11yViolations(page, 'dashboard on a phone');

  // The answer's own Delivery card, by the same rule: no pace, rather than 2,400 words a minute.
  await page.goto(`/sessions/${session_id}`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByText('Pace not measured: too short to time', { exact: true })).toBeVisible();
  await expect(delivery.getByText(/words\/min/)).toHaveCount(0);
  await saveScreenshot(page, 'review-pace-not-measured');
});
