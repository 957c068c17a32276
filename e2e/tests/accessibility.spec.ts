import { expect, test, type Page } from '@playwright/test';
import { createUser, storeSession, type TestUser } from '../support/accounts.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { answerByVoice, card, SAMPLE_ANSWER, seedDrillSession, startDrill } from './drill-support.js';
import { seedScript } from './scripts-support.js';

// axe-core (WCAG 2.1 A/AA) on every screen, with data on it: no serious or critical violation.

const MEETING_CONTEXT = 'Agenda: product launch planning. Our budget for the launch is 50,000 dollars, split between ads and events.';
const SCRIPT = 'Good morning everyone, thank you all for coming. Today we look at the launch plan and the budget.';

async function signedIn(page: Page, options: { admin?: boolean } = {}): Promise<TestUser> {
  const user = await createUser(page.request, options);
  await storeSession(page, user);
  return user;
}

async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('login and register', async ({ page }) => {
  await open(page, '/login', 'Welcome Back');
  await expectNoSeriousA11yViolations(page, 'login');
  // A refused login shows its error in red.
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'login with an error');
  await open(page, '/register', 'Create an Account');
  await expectNoSeriousA11yViolations(page, 'register');
});

test('speaking drill: start form, practice view with feedback, history and session review', async ({ page }) => {
  test.slow();
  await installFakeSpeech(page);
  const user = await signedIn(page);
  await open(page, '/', 'What would you like to practice today?');
  await expectNoSeriousA11yViolations(page, 'drill start form');
  await startDrill(page, 'Behavioral interviews');
  await answerByVoice(page, SAMPLE_ANSWER, speech.say);
  await expect(card(page, 'AI Feedback').getByRole('img', { name: /^Rating: / })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'drill practice view');
  // The empty-answer message in red.
  await page.getByRole('button', { name: 'Answer Now' }).click();
  await page.getByRole('button', { name: 'Stop & Analyze' }).click();
  await expect(page.getByText('Please provide an answer before getting feedback.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'drill practice view with an error');

  const seeded = await seedDrillSession(page.request, user, { topic: 'Sales calls', answers: [SAMPLE_ANSWER] });
  await open(page, '/history', 'Drill History');
  await page.getByRole('region', { name: 'Sales calls', exact: true }).getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByText('AI Feedback:').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'drill history');
  await page.goto(`/sessions/${seeded.id}`);
  await expect(page.getByText('Example Answer').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'session review');
});

test('scripts: library, editor and shadowing with its analysis', async ({ page }) => {
  test.slow();
  await installFakeSpeech(page);
  const user = await signedIn(page);
  const id = await seedScript(page, user, {
    title: 'Launch opening',
    description: 'The first minute of the launch meeting.',
    tags: ['launch'],
    content: SCRIPT,
  });
  await open(page, '/scripts', 'Script Library');
  await expect(page.getByRole('article', { name: 'Launch opening' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'script library');
  await open(page, `/scripts/edit/${id}`, 'Edit Script');
  await expect(page.getByLabel('Title')).toHaveValue('Launch opening');
  await expectNoSeriousA11yViolations(page, 'script editor');
  await open(page, `/scripts/shadow/${id}`, 'Launch opening');
  await expectNoSeriousA11yViolations(page, 'shadowing before a run');
  await page.getByRole('button', { name: 'Start' }).click();
  await speech.say(page, 'good morning everyone thank you all for coming');
  await expectNoSeriousA11yViolations(page, 'shadowing while listening');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('dialog', { name: 'Session Analysis' })).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, 'shadowing analysis');
});

test('meeting Q&A (setup and live with an answer) and meeting history', async ({ page }) => {
  await installFakeSpeech(page);
  await signedIn(page);
  await open(page, '/meeting-qa', 'Meeting Q&A');
  await expectNoSeriousA11yViolations(page, 'meeting setup');
  await page.getByLabel('Title (optional)').fill('Launch planning');
  await page.getByLabel('Context', { exact: true }).fill(MEETING_CONTEXT);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Launch planning' })).toBeVisible();
  await speech.say(page, 'What is our budget for the launch?');
  await page.getByRole('button', { name: 'Get Answer' }).click();
  await expect(page.getByRole('region', { name: 'Answer' })).toContainText('50,000');
  await expectNoSeriousA11yViolations(page, 'meeting live view');
  await speech.finishUtterance(page);

  await open(page, '/meeting-history', 'Meeting History');
  await page.getByRole('region', { name: 'Launch planning' }).getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('list', { name: 'Questions and answers' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'meeting history');
});

test('dictionary, dashboard and settings', async ({ page }) => {
  const user = await signedIn(page);
  const added = await page.request.post('/api/dictionary', { headers: { Authorization: `Bearer ${user.token}` }, data: { word: 'resilient' } });
  expect(added.status(), await added.text()).toBe(201);
  await seedDrillSession(page.request, user, { topic: 'Behavioral interviews', answers: [SAMPLE_ANSWER, 'Um, yes.'] });
  await open(page, '/dictionary', 'Your Personal Dictionary');
  await expect(page.getByRole('article', { name: 'resilient' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dictionary');
  await open(page, '/dashboard', 'Your Progress Dashboard');
  await expect(page.getByRole('region', { name: 'Average Rating by Topic' }).locator('canvas')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard');
  await open(page, '/settings', 'Settings');
  await expect(page.getByLabel('Full Name')).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'settings');
});

test('admin panel, on a desktop and on a phone', async ({ page }) => {
  await signedIn(page, { admin: true });
  await open(page, '/admin', 'Admin Panel');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'admin panel');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'admin panel on a phone');
});

test('the frame on a phone: collapsed sidebar and the drill screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await open(page, '/', 'What would you like to practice today?');
  await expectNoSeriousA11yViolations(page, 'drill start form on a phone');
});
