import { chatCompletion, FakeOpenAiServer } from '@speakwell/test-support/fake-openai-server';
import { OfflineAiService } from '../offline/offline-ai.service.js';
import { OpenAiService } from '../openai/openai-ai.service.js';
import { parseEvalSet } from './eval-set.js';
import { quadraticWeightedKappa, spearman } from './metrics.js';
import { runEval } from './run-eval.js';

const ITEMS = [
  { question: 'Tell me about a time you failed. What did you learn?', answer: 'Yes.', grade: 1 },
  {
    question: 'Tell me about a time you failed. What did you learn?',
    answer:
      'In my first sales job I missed my quarterly target because I spent all my time on two big prospects and both deals slipped. I rebuilt my pipeline with fifteen smaller leads and hit the target the next quarter.',
    grade: 4,
  },
  {
    question: 'What is a closure in JavaScript?',
    answer: 'A closure is a function that keeps access to the variables of the scope where it was created, even after that scope has returned.',
    grade: 3,
  },
];

describe('ai:eval', () => {
  it('rates items in input order with any provider and reports agreement with the grades', async () => {
    const { results, metrics } = await runEval(new OfflineAiService(), ITEMS);
    expect(results.map((r) => r.answer)).toEqual(ITEMS.map((i) => i.answer));
    expect(results[0].rating).toBeLessThanOrEqual(2);
    expect(metrics).toMatchObject({ provider: 'offline', rated: 3, failed: 0, gradedLowRatedAboveTwo: 0 });
    expect(metrics.agreement?.count).toBe(3);
  });

  it('measures an OpenAI-compatible server through the real SDK, and records a failed item without stopping', async () => {
    const server = new FakeOpenAiServer();
    const baseUrl = await server.start();
    try {
      const reply = (rating: number) =>
        chatCompletion({
          criteria: [{ name: 'relevance', reasoning: 'It answers the question.', score: Math.round(rating) }],
          reasoning: 'Weighed the criteria.',
          rating,
          rating_explanation: `${rating}/5`,
          feedback: '### What worked\n- Direct.',
          example_answer: 'In my first job I missed a target and rebuilt my pipeline.',
          framework: 'STAR',
        });
      server.reply(reply(4.6), reply(4.1), { status: 400, body: { error: { message: 'context length exceeded', type: 'invalid_request_error' } } });
      // Generous: the refused item fails at once on its 400; a short timeout only failed good items on a loaded machine.
      const ai = new OpenAiService(
        { provider: 'openai', apiKey: 'k', baseUrl, model: 'm', timeoutMs: 15_000 },
        { log: () => undefined, warn: () => undefined },
      );
      const { results, metrics } = await runEval(ai, ITEMS);
      // The gate holds whatever the model says: "Yes." is capped.
      expect(results.map((r) => r.rating)).toEqual([1, 4.1, null]);
      expect(results[2].error).toEqual(expect.any(String));
      expect(metrics).toMatchObject({ provider: 'openai', rated: 2, failed: 1 });
    } finally {
      await server.stop();
    }
  });

  it('rejects a file that is not an array of {question, answer, grade?} with a one-line reason', () => {
    expect(parseEvalSet('{"question": "x"}')).toEqual({ ok: false, error: expect.stringContaining('expected an array of {question, answer, grade?}') });
    expect(parseEvalSet('[{"question": "Why?", "answer": "Because.", "grade": 7}]')).toEqual({ ok: false, error: expect.stringContaining('0.grade') });
    expect(parseEvalSet('not json')).toEqual({ ok: false, error: expect.stringContaining('not JSON') });
  });

  it('computes Spearman and quadratic weighted kappa as defined', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 10);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 10);
    expect(quadraticWeightedKappa([1, 2, 3, 4, 5], [1, 2, 3, 4, 5])).toBeCloseTo(1, 10);
    expect(quadraticWeightedKappa([1, 1, 5, 5], [5, 5, 1, 1])).toBeLessThan(0);
  });
});
