import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser, openSignedIn, type TestUser } from '../support/accounts.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';

const CONTEXT = [
  'Agenda: product launch planning for the new mobile app.',
  'Our budget for the launch is 50,000 dollars, split between ads and events.',
  'Maria Lopez leads the design review on Friday.',
  'I am the product manager and I own the launch timeline.',
].join('\n');
const BUDGET_SENTENCE = 'budget for the launch is 50,000 dollars';
const SPOKEN = 'Hello everyone. What is our budget for the launch?';
const QUESTION = 'What is our budget for the launch?';

const ANSWER_PLACEHOLDER = 'Click Get Answer to generate a response for the last transcribed sentence.';

/** A card of the meeting screen, found by its heading. */
function card(page: Page, title: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** A new account, signed in, on the Meeting Q&A setup view. */
async function openMeetingQa(page: Page): Promise<TestUser> {
  const user = await createUser(page.request);
  await openSignedIn(page, user, '/meeting-qa', 'Meeting Q&A');
  return user;
}

/** Fills the setup view and presses 'Start Session'; resolves with the new session's id once live. */
async function startSession(page: Page, { title, context }: { title: string; context: string }): Promise<string> {
  await page.getByLabel('Title (optional)').fill(title);
  await page.getByLabel('Context', { exact: true }).fill(context);
  const created = page.waitForResponse((response) => response.url().endsWith('/api/sessions') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Start Session' }).click();
  const response = await created;
  expect(response.ok(), await response.text()).toBe(true);
  await expect(card(page, 'Live Transcription')).toBeVisible();
  return ((await response.json()) as { session_id: string }).session_id;
}

async function getAnswer(page: Page): Promise<{ answer: string; sent: Record<string, unknown> }> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/meeting/answer'));
  await page.getByRole('button', { name: 'Get Answer' }).click();
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
  const { answer } = (await response.json()) as { answer: string };
  return { answer, sent: response.request().postDataJSON() as Record<string, unknown> };
}

test('a live meeting: the last spoken question is answered from the context, read aloud with a moving highlight, and kept in Meeting History', async ({
  page,
}) => {
  test.slow(); // two answers, pause/resume and the history, end to end
  await installFakeSpeech(page);
  await openMeetingQa(page);
  await saveScreenshot(page, 'meeting-setup');

  // A blank context starts nothing.
  let creations = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/sessions') && request.method() === 'POST') creations += 1;
  });
  await page.getByLabel('Title (optional)').fill('Launch planning');
  await page.getByLabel('Context', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Add the meeting context (agenda, notes, your background) to start.')).toBeVisible();
  await expect(page.getByLabel('Context', { exact: true })).toBeFocused();
  await expect(card(page, 'Live Transcription')).toHaveCount(0);
  expect(creations).toBe(0);
  await saveScreenshot(page, 'meeting-setup-blank-context');

  const created = page.waitForRequest((request) => request.url().endsWith('/api/sessions') && request.method() === 'POST');
  const sessionId = await startSession(page, { title: 'Launch planning', context: CONTEXT });
  expect((await created).postDataJSON()).toEqual({ title: 'Launch planning', context: CONTEXT });

  // The live view listens at once; nothing said, nothing answered yet.
  await expect(page.getByRole('heading', { level: 1, name: 'Launch planning' })).toBeVisible();
  await speech.waitForListening(page);
  expect(await speech.recognitionSettings(page)).toEqual({ lang: 'en-US', continuous: true, interimResults: true, maxAlternatives: 1 });
  const transcript = page.getByRole('log', { name: 'Live transcript' });
  await expect(transcript).toHaveText('Conversation will appear here...');
  const answerCard = card(page, 'AI Generated Answer');
  await expect(answerCard.getByText(ANSWER_PLACEHOLDER)).toBeVisible();
  await page.getByRole('button', { name: 'Get Answer' }).click();
  await expect(page.getByText('Nothing to answer yet: the last sentence of the transcript is sent as the question.')).toBeVisible();
  await saveScreenshot(page, 'meeting-live-empty');

  // Interim words show live; the final result replaces them. Speech arriving answers the hint.
  await speech.interim(page, 'Hello everyone');
  await expect(transcript).toHaveText('Hello everyone');
  await expect(page.getByText('Nothing to answer yet', { exact: false })).toHaveCount(0);
  await speech.say(page, SPOKEN);
  await expect(transcript).toHaveText(SPOKEN);
  await expect(page.getByText(`Last sentence: ${QUESTION}`)).toBeVisible();

  const first = await getAnswer(page);
  expect(first.sent).toEqual({ context: CONTEXT, question: QUESTION, session_id: sessionId });
  expect(first.answer).toContain(BUDGET_SENTENCE);
  await expect(answerCard.getByText(QUESTION, { exact: true })).toBeVisible();
  const answerText = answerCard.getByRole('region', { name: 'Answer' });
  await expect(answerText).toContainText(BUDGET_SENTENCE);
  await expect(answerCard.getByText('Answered by the offline assistant', { exact: false })).toBeVisible();
  await expect(page.getByText('Nothing to answer yet', { exact: false })).toHaveCount(0);
  // The transcript stays for the rest of the meeting.
  await expect(transcript).toHaveText(SPOKEN);

  // Read aloud, and the highlight follows the voice's word boundaries.
  await speech.waitForSpeaking(page);
  expect(await speech.spokenTexts(page)).toEqual([first.answer]);
  const highlighted = answerText.locator('mark');
  const firstWord = first.answer.split(/\s+/)[0];
  await expect(highlighted).toHaveText(firstWord);
  await speech.emitWordBoundary(page, first.answer.indexOf('budget'));
  await expect(highlighted).toHaveText('budget');
  await saveScreenshot(page, 'meeting-answer-highlight');
  await speech.emitWordBoundary(page, first.answer.indexOf('50,000'));
  await expect(highlighted).toHaveText('50,000');
  await speech.finishUtterance(page);
  await expect(highlighted).toHaveCount(0);
  await expect(answerText).toContainText(BUDGET_SENTENCE);

  // Read Aloud speaks it again.
  await answerCard.getByRole('button', { name: 'Read Aloud' }).click();
  await speech.waitForSpeaking(page);
  expect(await speech.spokenTexts(page)).toEqual([first.answer, first.answer]);
  await answerCard.getByRole('button', { name: 'Stop Reading' }).click();
  await expect(answerCard.getByRole('button', { name: 'Read Aloud' })).toBeVisible();

  // A second question: the first moves to the session's earlier answers.
  await speech.say(page, 'Thanks. And who leads the design review?');
  const second = await getAnswer(page);
  expect(second.sent.question).toBe('And who leads the design review?');
  await expect(answerCard.getByText('And who leads the design review?', { exact: true })).toBeVisible();
  await expect(answerCard.getByRole('region', { name: 'Answer' })).toContainText('Maria Lopez');
  const earlier = card(page, 'Earlier in This Session');
  await expect(earlier.getByRole('listitem')).toHaveCount(1);
  await expect(earlier.getByRole('listitem')).toContainText(QUESTION);
  await speech.finishUtterance(page);

  // Pause stops listening and disables Get Answer; Resume listens again.
  const startsBefore = await speech.startCount(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Get Answer' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
  await expect.poll(() => speech.isListening(page)).toBe(false);
  await saveScreenshot(page, 'meeting-paused');
  await page.getByRole('button', { name: 'Resume' }).click();
  await speech.waitForListening(page);
  expect(await speech.startCount(page)).toBeGreaterThan(startsBefore);
  await expect(page.getByRole('button', { name: 'Get Answer' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await saveScreenshot(page, 'meeting-live-answered');

  // Meeting History keeps the session with both pairs.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meeting History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting History' })).toBeVisible();
  const session = page.getByRole('region', { name: 'Launch planning' });
  await session.getByRole('button', { name: 'Details' }).click();
  const pairs = session.getByRole('list', { name: 'Questions and answers' }).getByRole('listitem');
  await expect(pairs).toHaveCount(2);
  await expect(pairs.first()).toContainText(QUESTION);
  await expect(pairs.first()).toContainText(BUDGET_SENTENCE);
  await expect(pairs.nth(1)).toContainText('And who leads the design review?');
  await expect(session.getByText('Our budget for the launch is 50,000 dollars, split between ads and events.', { exact: false }).first()).toBeVisible();
});

test('End Session goes back to the setup with the same title and context; an untitled session is named Untitled Meeting', async ({ page }) => {
  await installFakeSpeech(page);
  await openMeetingQa(page);
  await startSession(page, { title: '', context: CONTEXT });
  await expect(page.getByRole('heading', { level: 1, name: 'Untitled Meeting' })).toBeVisible();
  await speech.waitForListening(page);

  // The context can be read and extended mid-meeting; a blank one blocks answers.
  await page.getByRole('button', { name: 'Meeting Context' }).click();
  const liveContext = page.getByRole('textbox', { name: 'Meeting context' });
  await expect(liveContext).toHaveValue(CONTEXT);
  await liveContext.fill(' ');
  await speech.say(page, SPOKEN);
  await page.getByRole('button', { name: 'Get Answer' }).click();
  await expect(page.getByText('Add some meeting context before asking for an answer.')).toBeVisible();
  await liveContext.fill(CONTEXT);
  await expect(page.getByText('Add some meeting context before asking for an answer.')).toHaveCount(0);

  await page.getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting Q&A' })).toBeVisible();
  await expect(page.getByLabel('Context', { exact: true })).toHaveValue(CONTEXT);
  await expect.poll(() => speech.isListening(page)).toBe(false);

  const list = await page.request.get('/api/sessions?type=Meeting', {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect(((await list.json()) as Array<{ topic: string }>).map((session) => session.topic)).toEqual(['Untitled Meeting']);
});

test('a failed answer shows the server text or the fallback, and keeps the transcript for another try', async ({ page }) => {
  await installFakeSpeech(page);
  await openMeetingQa(page);
  await startSession(page, { title: 'Budget review', context: CONTEXT });
  await speech.say(page, SPOKEN);
  const transcript = page.getByRole('log', { name: 'Live transcript' });
  const answerCard = card(page, 'AI Generated Answer');

  await page.route('**/api/meeting/answer', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.getByRole('button', { name: 'Get Answer' }).click();
  await expect(answerCard.getByText('Failed to get an answer.')).toBeVisible();
  await expect(transcript).toHaveText(SPOKEN);

  await page.route('**/api/meeting/answer', (route) => route.fulfill({ status: 503, json: { error: 'The assistant is busy, try again in a moment.' } }), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Get Answer' }).click();
  await expect(answerCard.getByText('The assistant is busy, try again in a moment.')).toBeVisible();
  await expect(transcript).toHaveText(SPOKEN);
  await saveScreenshot(page, 'meeting-answer-failed');

  const { answer } = await getAnswer(page);
  await expect(answerCard.getByRole('region', { name: 'Answer' })).toContainText(BUDGET_SENTENCE);
  await expect(answerCard.getByText('The assistant is busy', { exact: false })).toHaveCount(0);
  expect(answer).toContain(BUDGET_SENTENCE);
});

test('without speech recognition the live view says so', async ({ page }) => {
  await installFakeSpeech(page, { recognition: false });
  await openMeetingQa(page);
  await startSession(page, { title: 'Quarterly review', context: CONTEXT });
  await expect(
    card(page, 'Live Transcription').getByText('Speech-to-text is not supported on your current browser. Please try on a desktop version of Chrome or Edge.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeDisabled();
  await saveScreenshot(page, 'meeting-no-recognition');
  // The question heard can be typed instead, and is answered through the same call.
  await expect(page.getByText('Voice input needs Chrome or Edge. You can type the question you heard instead.')).toBeVisible();
  await page.getByLabel('Type the question').fill(SPOKEN);
  const { answer } = await getAnswer(page);
  await expect(card(page, 'AI Generated Answer').getByRole('region', { name: 'Answer' })).toContainText(BUDGET_SENTENCE);
  expect(answer).toContain(BUDGET_SENTENCE);
});

test('on a phone the live view and Meeting History fit the screen width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await installFakeSpeech(page);
  await openMeetingQa(page);
  await startSession(page, { title: 'A rather long meeting title for the quarterly launch planning review', context: CONTEXT });
  await speech.say(page, SPOKEN);
  await getAnswer(page);
  await expect(card(page, 'AI Generated Answer').getByRole('region', { name: 'Answer' })).toContainText(BUDGET_SENTENCE);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(await fits()).toBe(true);
  // The answer was scrolled into view; the controls are a scroll away and not cut off sideways.
  await page.getByRole('button', { name: 'Pause' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeInViewport();
  expect(await fits()).toBe(true);
  await saveScreenshot(page, 'meeting-live-phone');

  await page.goto('/meeting-history');
  const session = page.getByRole('region', { name: 'A rather long meeting title for the quarterly launch planning review' });
  await session.getByRole('button', { name: 'Details' }).click();
  await expect(session.getByRole('list', { name: 'Questions and answers' }).getByRole('listitem')).toHaveCount(1);
  expect(await fits()).toBe(true);
  await saveScreenshot(page, 'meeting-history-phone');
});

test('Start Session shows a spinner while the session is created; a failed start keeps the title and context', async ({ page }) => {
  await openMeetingQa(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/sessions',
    async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { error: 'Internal server error' } });
    },
    { times: 1 },
  );
  await page.getByLabel('Title (optional)').fill('Launch planning');
  await page.getByLabel('Context', { exact: true }).fill(CONTEXT);
  await page.getByRole('button', { name: 'Start Session' }).click();
  const starting = page.getByRole('button', { name: 'Start Session' });
  await expect(starting).toBeDisabled();
  await expect(starting).toHaveAttribute('aria-busy', 'true');
  await saveScreenshot(page, 'meeting-setup-starting');
  release();

  await expect(page.getByText('Failed to start a new session.')).toBeVisible();
  await expect(page.getByLabel('Title (optional)')).toHaveValue('Launch planning');
  await expect(page.getByLabel('Context', { exact: true })).toHaveValue(CONTEXT);
  await expect(starting).toBeEnabled();

  // Trying again works.
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Launch planning' })).toBeVisible();
  await expect(page.getByText('Failed to start a new session.')).toHaveCount(0);
});

test('a voice without word boundaries still moves the highlight; a refused microphone says so and Resume tries again', async ({ page }) => {
  await installFakeSpeech(page, { boundaryEvents: false });
  await openMeetingQa(page);
  await startSession(page, { title: 'Launch planning', context: CONTEXT });
  await speech.say(page, SPOKEN);
  const { answer } = await getAnswer(page);
  const highlighted = card(page, 'AI Generated Answer').getByRole('region', { name: 'Answer' }).locator('mark');
  await expect(highlighted).toHaveText(answer.split(/\s+/)[0]);
  // The estimate moves on by itself (about 170 words a minute) once no boundary has come.
  await expect(highlighted).not.toHaveText(answer.split(/\s+/)[0], { timeout: 5_000 });
  await speech.finishUtterance(page);
  await expect(highlighted).toHaveCount(0);

  await speech.error(page, 'not-allowed');
  await expect(card(page, 'Live Transcription').getByText('Microphone access was denied.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not listening' })).toBeVisible();
  // What was said is still there.
  await expect(page.getByRole('log', { name: 'Live transcript' })).toHaveText(SPOKEN);
  await page.getByRole('button', { name: 'Resume' }).click();
  await speech.waitForListening(page);
  await expect(card(page, 'Live Transcription').getByText('Microphone access was denied.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('listening pauses while the answer is read aloud and resumes after; Pause during the reading keeps it paused', async ({ page }) => {
  await installFakeSpeech(page);
  await openMeetingQa(page);
  await startSession(page, { title: 'Launch planning', context: CONTEXT });
  await speech.say(page, SPOKEN);
  const { answer } = await getAnswer(page);

  // Through speakers the app would hear its own voice: nothing is transcribed while it reads.
  await speech.waitForSpeaking(page);
  expect(await speech.spokenTexts(page)).toEqual([answer]);
  await expect.poll(() => speech.isListening(page)).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: 'Paused while the answer is read aloud' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Answer' })).toBeEnabled();
  await saveScreenshot(page, 'meeting-reading-paused');
  await speech.finishUtterance(page);
  await speech.waitForListening(page);
  await expect(page.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible();
  await speech.say(page, 'And who leads the design review?');
  await expect(page.getByRole('log', { name: 'Live transcript' })).toContainText('who leads the design review?');

  // Read Aloud pauses again; Pause while it reads means "stay paused".
  await card(page, 'AI Generated Answer').getByRole('button', { name: 'Read Aloud' }).click();
  await speech.waitForSpeaking(page);
  await expect.poll(() => speech.isListening(page)).toBe(false);
  await page.getByRole('button', { name: 'Pause' }).click();
  await speech.finishUtterance(page);
  await expect(page.getByRole('status').filter({ hasText: /^Paused$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  expect(await speech.isListening(page)).toBe(false);
  await page.getByRole('button', { name: 'Resume' }).click();
  await speech.waitForListening(page);
});

test('on a phone the answer is scrolled into view when it arrives', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await installFakeSpeech(page);
  await openMeetingQa(page);
  await startSession(page, { title: 'Launch planning', context: CONTEXT });
  const answerCard = card(page, 'AI Generated Answer');
  await speech.say(page, SPOKEN);
  // The answer panel sits under the transcript, below the fold.
  await expect(answerCard.getByText(ANSWER_PLACEHOLDER)).not.toBeInViewport();
  await getAnswer(page);
  const answerText = answerCard.getByRole('region', { name: 'Answer' });
  await expect(answerText).toContainText(BUDGET_SENTENCE);
  await expect(answerCard.getByText(QUESTION, { exact: true })).toBeInViewport();
  await expect(answerText).toBeInViewport();
  await saveScreenshot(page, 'meeting-answer-phone');
});
