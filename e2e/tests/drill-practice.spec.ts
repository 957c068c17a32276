import { expect, test } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { answerBox, answerByVoice, average, captureFeedbackStream, card, SAMPLE_ANSWER, startDrill, countFeedbackCalls } from './drill-support.js';

test('a regular drill: the spoken answer is rated, kept in the session history, and averaged', async ({ page }) => {
  test.slow(); // two spoken answers and their AI feedback, end to end
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await expect(page.getByRole('heading', { name: 'What would you like to practice today?' })).toBeVisible();
  await expect(page.getByText("Enter a topic, and we'll generate relevant questions for you.")).toBeVisible();
  await saveScreenshot(page, 'drill-start-form');

  const created = page.waitForRequest((request) => request.url().endsWith('/api/sessions') && request.method() === 'POST');
  const question = await startDrill(page, 'JavaScript interviews');
  expect((await created).postDataJSON()).toEqual({ topic: 'JavaScript interviews', focusMode: false, context: '', session_type: 'Drill' });
  await expect(page.getByRole('heading', { level: 1, name: 'Topic: JavaScript interviews' })).toBeVisible();
  await expect(answerBox(page)).toHaveAttribute('placeholder', 'Your answer will appear here...');
  await expect(answerBox(page)).toHaveValue('');
  await expect(card(page, 'AI Feedback').getByText('Feedback will appear here after you respond.')).toBeVisible();
  await expect(card(page, 'Current Session History').getByText(/Session Average/)).toHaveCount(0);
  await saveScreenshot(page, 'drill-practice-question');

  // Speak: interim words first, then the final sentence.
  await page.getByRole('button', { name: 'Answer Now' }).click();
  await expect(page.getByRole('button', { name: 'Stop & Analyze' })).toBeVisible();
  const transcript = answerBox(page);
  await speech.interim(page, 'In my last project');
  await expect(page.getByRole('status', { name: 'Words being heard' })).toHaveText('In my last project');
  await saveScreenshot(page, 'drill-recording-interim');
  await speech.say(page, SAMPLE_ANSWER);
  await expect(transcript).toHaveValue(SAMPLE_ANSWER);

  const feedbackStream = await captureFeedbackStream(page);
  await page.getByRole('button', { name: 'Stop & Analyze' }).click();
  const { sent, result: first } = await feedbackStream.captured;
  expect(sent.answer).toBe(SAMPLE_ANSWER);

  const feedbackCard = card(page, 'AI Feedback');
  await expect(feedbackCard.getByRole('img', { name: `Rating: ${first.rating.toFixed(1)} out of 5` })).toBeVisible();
  await expect(
    feedbackCard.getByText(
      first.feedback
        .split('\n')[0]
        .replace(/[*_#`]/g, '')
        .trim()
        .slice(0, 40),
    ),
  ).toBeVisible();
  await expect(feedbackCard.getByText('Rated by the offline evaluator', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Answer Now' })).toBeEnabled();
  // The answer stays on screen after it was rated.
  await expect(transcript).toHaveValue(SAMPLE_ANSWER);

  const history = card(page, 'Current Session History');
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText(question);
  await expect(history.getByText(`Session Average: ${average([first.rating])}/5`)).toBeVisible();
  await saveScreenshot(page, 'drill-feedback');

  // A second answer to a new question: prepended, and the average recomputed.
  const nextQuestion = page.waitForResponse((response) => response.url().endsWith('/api/sessions/next-question'));
  await page.getByRole('button', { name: 'New Question' }).click();
  await expect(card(page, 'AI Feedback').getByText('Feedback will appear here after you respond.')).toBeVisible();
  await expect(transcript).toHaveValue('');
  const secondQuestion = (await (await nextQuestion).json()) as { question: string };
  await expect(card(page, 'Practice Question').getByText(secondQuestion.question)).toBeVisible();
  const second = await answerByVoice(page, 'Um, I guess closures are, like, functions.', speech.say);
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(secondQuestion.question);
  await expect(history.getByText(`Session Average: ${average([first.rating, second.rating])}/5`)).toBeVisible();

  // Show Feedback reveals the answer and the feedback; Hide Feedback hides them.
  const newest = history.getByRole('listitem').first();
  await newest.getByRole('button', { name: 'Show Feedback' }).click();
  await expect(newest.getByText('Your answer: Um, I guess closures are, like, functions.')).toBeVisible();
  await saveScreenshot(page, 'drill-history-feedback-open');
  await newest.getByRole('button', { name: 'Hide Feedback' }).click();
  await expect(newest.getByText(/Your answer:/)).toHaveCount(0);
});

test('tips: a connection failure says so; once fetched, Hide Tips / Show Tips toggle them without another call', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  const firstQuestion = await startDrill(page, 'Product management');
  const questionCard = card(page, 'Practice Question');

  let tipsCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/question-tips')) tipsCalls += 1;
  });
  // Offline first: the network failure has its own message, and Get Tips stays to try again.
  await page.route('**/api/question-tips', (route) => route.abort('internetdisconnected'), { times: 1 });
  await questionCard.getByRole('button', { name: 'Get Tips' }).click();
  await expect(questionCard.getByText('Could not connect to the server for tips.')).toBeVisible();

  const tipsResponse = page.waitForResponse((response) => response.url().endsWith('/api/question-tips'));
  await questionCard.getByRole('button', { name: 'Get Tips' }).click();
  const { tips } = (await (await tipsResponse).json()) as { tips: string };
  const tipsPanel = questionCard.getByRole('complementary', { name: 'Tips' });
  await expect(tipsPanel).toBeVisible();
  const firstTipLine = tips.split('\n').find((line) => line.trim()) ?? '';
  await expect(tipsPanel).toContainText(
    firstTipLine
      .replace(/[*_#`>-]/g, '')
      .trim()
      .slice(0, 30),
  );
  await saveScreenshot(page, 'drill-tips');

  await questionCard.getByRole('button', { name: 'Hide Tips' }).click();
  await expect(tipsPanel).toHaveCount(0);
  await questionCard.getByRole('button', { name: 'Show Tips' }).click();
  await expect(tipsPanel).toBeVisible();
  expect(tipsCalls).toBe(2);

  // New Question: another question, tips cleared.
  const next = page.waitForResponse((response) => response.url().endsWith('/api/sessions/next-question'));
  await questionCard.getByRole('button', { name: 'New Question' }).click();
  const { question } = (await (await next).json()) as { question: string };
  expect(question).not.toBe(firstQuestion);
  await expect(questionCard.getByText(question, { exact: true })).toBeVisible();
  await expect(questionCard.getByRole('button', { name: 'Get Tips' })).toBeVisible();
  await expect(tipsPanel).toHaveCount(0);
});

test('a failed feedback call keeps the spoken answer, and Try Again sends it again', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Customer support');

  // The first feedback call never reaches the server (the network drops it).
  // Both the streamed call and the plain one it falls back to.
  await page.route('**/api/feedback/stream', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.route('**/api/feedback', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.getByRole('button', { name: 'Answer Now' }).click();
  await speech.say(page, SAMPLE_ANSWER);
  await page.getByRole('button', { name: 'Stop & Analyze' }).click();
  const feedbackCard = card(page, 'AI Feedback');
  await expect(feedbackCard.getByText('Failed to get feedback from server.')).toBeVisible();
  await expect(answerBox(page)).toHaveValue(SAMPLE_ANSWER);
  await saveScreenshot(page, 'drill-feedback-failed');

  const retried = page.waitForRequest((request) => request.url().endsWith('/api/feedback/stream'));
  await feedbackCard.getByRole('button', { name: 'Try Again' }).click();
  expect(((await retried).postDataJSON() as { answer: string }).answer).toBe(SAMPLE_ANSWER);
  await expect(feedbackCard.getByRole('img', { name: /Rating: \d\.\d out of 5/ })).toBeVisible();
  await expect(card(page, 'Current Session History').getByRole('button', { name: 'Show Feedback' })).toHaveCount(1);

  // Deleting the open session asks first, then leaves the practice view.
  await page.getByRole('button', { name: 'Delete Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Session' });
  await expect(
    dialog.getByText('Are you sure you want to permanently delete this session and all of its associated drills? This action cannot be undone.'),
  ).toBeVisible();
  await saveScreenshot(page, 'drill-practice-delete-dialog');
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Confirm Delete' }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'What would you like to practice today?' })).toBeVisible();
  await page.getByRole('link', { name: 'Drill History' }).click();
  await expect(page.getByText("You haven't completed any drills yet.")).toBeVisible();
});

test('an answer being recorded shows a timer and can be discarded and recorded again before it is rated', async ({ page }) => {
  await page.clock.install();
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Public speaking');
  const feedbackCalls = countFeedbackCalls(page);
  await page.getByRole('button', { name: 'Answer Now' }).click();
  const timer = page.getByRole('timer', { name: 'Recording time' });
  await expect(timer).toHaveText('0:00');
  await page.clock.fastForward(65_000);
  await expect(timer).toHaveText('1:05');
  await speech.say(page, 'Um so I guess that was not my best start');
  await expect(answerBox(page)).toHaveValue(/not my best start/);
  await saveScreenshot(page, 'drill-recording-timer');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('button', { name: 'Answer Now' })).toBeEnabled();
  await expect(answerBox(page)).toHaveValue('');
  await expect(page.getByRole('timer')).toHaveCount(0);
  expect(feedbackCalls.count).toBe(0);

  await answerByVoice(page, SAMPLE_ANSWER, speech.say);
  await expect(card(page, 'Current Session History').getByRole('listitem')).toHaveCount(1);
  expect(feedbackCalls.count).toBe(1);
});
