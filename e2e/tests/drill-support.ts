import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import type { TestUser } from '../support/accounts.js';

// Helpers of the drill browser tests (drill-*.spec.ts).

/** A card of the drill screens, found by its heading. */
export function card(page: Page, title: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The one answer box of 'Your Response': spoken words fill it, the learner can type or correct it. */
export function answerBox(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Your answer' });
}

/** Fills the start form and presses 'Start Drill'; resolves once the practice view shows the question. */
export async function startDrill(page: Page, topic: string, focus?: { context: string }): Promise<string> {
  await page.getByPlaceholder('JavaScript interviews').fill(topic);
  if (focus) {
    await page.getByRole('switch', { name: 'Focus Mode' }).click();
    await page.getByLabel('Context').fill(focus.context);
  }
  const firstQuestion = page.waitForResponse((response) => /\/api\/sessions\/next(-focus)?-question$/.test(response.url()));
  await page.getByRole('button', { name: 'Start Drill' }).click();
  const { question } = (await (await firstQuestion).json()) as { question: string };
  await expect(card(page, 'Practice Question').getByText(question, { exact: true })).toBeVisible();
  return question;
}

export interface FeedbackResult {
  rating: number;
  feedback: string;
}

/** Answers by voice: 'Answer Now', the words, 'Stop & Analyze'; resolves with the server's rating. */
export async function answerByVoice(page: Page, words: string, say: (page: Page, text: string) => Promise<void>): Promise<FeedbackResult> {
  await page.getByRole('button', { name: 'Answer Now' }).click();
  await say(page, words);
  const feedback = await captureFeedbackStream(page);
  await page.getByRole('button', { name: 'Stop & Analyze' }).click();
  return (await feedback.captured).result;
}

/** The drill screen asks for feedback with POST /api/feedback/stream (server-sent events). */
export const isFeedbackStream = (response: Response): boolean => response.url().endsWith('/api/feedback/stream');

/** The stored result: the data of the stream's last event, `rating`. */
function ratingEvent(status: number, text: string): FeedbackResult {
  expect(status, text).toBeLessThan(300);
  const rating = /event: rating\ndata: (.*)\n/.exec(text);
  expect(rating, text).not.toBeNull();
  return JSON.parse(rating![1]) as FeedbackResult;
}

export interface CapturedFeedback {
  /** The body the screen sent. */
  sent: { answer: string; delivery?: { duration_ms: number; result_times_ms: number[] } };
  result: FeedbackResult;
}

/**
 * Passes the next POST /api/feedback/stream through the test, which reads the whole stream
 * before handing it to the page: the browser's network log may drop a streamed body, so
 * reading it from there afterwards is not reliable. (The streaming itself is tested in
 * drill-streamed-feedback.spec.ts, without this.)
 */
export async function captureFeedbackStream(page: Page): Promise<{ captured: Promise<CapturedFeedback> }> {
  let settle: { resolve: (value: CapturedFeedback) => void; reject: (error: unknown) => void } = { resolve: () => undefined, reject: () => undefined };
  const captured = new Promise<CapturedFeedback>((resolve, reject) => (settle = { resolve, reject }));
  await page.route(
    '**/api/feedback/stream',
    async (route) => {
      try {
        const response = await route.fetch();
        const text = await response.text();
        await route.fulfill({ response, body: text });
        settle.resolve({ sent: route.request().postDataJSON() as CapturedFeedback['sent'], result: ratingEvent(response.status(), text) });
      } catch (error) {
        settle.reject(error);
      }
    },
    { times: 1 },
  );
  return { captured };
}

export interface SeededSession {
  id: string;
  topic: string;
  ratings: number[];
}

/** A drill session with answered questions, made through the real API as `user`. */
export async function seedDrillSession(
  request: APIRequestContext,
  user: TestUser,
  { topic, context = '', answers }: { topic: string; context?: string; answers: string[] },
): Promise<SeededSession> {
  const headers = { Authorization: `Bearer ${user.token}` };
  const focusMode = context.trim().length > 0;
  const created = await request.post('/api/sessions', { headers, data: { topic, context, focusMode, session_type: 'Drill' } });
  expect(created.ok(), await created.text()).toBe(true);
  const { session_id: id } = (await created.json()) as { session_id: string };
  const ratings: number[] = [];
  for (const answer of answers) {
    const asked = await request.post(`/api/sessions/${focusMode ? 'next-focus-question' : 'next-question'}`, { headers, data: { session_id: id, context } });
    expect(asked.ok(), await asked.text()).toBe(true);
    const { drill_id } = (await asked.json()) as { drill_id: string };
    const rated = await request.post('/api/feedback', { headers, data: { drill_id, answer } });
    expect(rated.ok(), await rated.text()).toBe(true);
    ratings.push(((await rated.json()) as { rating: number }).rating);
  }
  return { id, topic, ratings };
}

export const average = (ratings: number[]): string => (ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length).toFixed(1);

export const SAMPLE_ANSWER =
  'In my last project I used closures to keep state private. For example, a counter factory returns functions that share one variable, so callers cannot change it directly. The result was fewer bugs, because every change went through one place.';

/** Counts the answers the page sends to be rated (POST /api/feedback or /api/feedback/stream) from now on. */
export function countFeedbackCalls(page: Page): { readonly count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (/\/api\/feedback(\/stream)?$/.test(request.url())) calls.count += 1;
  });
  return calls;
}
