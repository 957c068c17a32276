import { errorReply, FakeOpenAiServer, streamedCompletion } from '@speakwell/test-support/fake-openai-server';
import { AiErrorCode } from '../ai.errors.js';
import { OpenAiService } from './openai-ai.service.js';
import { aiFailure } from '../../../test/support/ai-failure.js';

const criterion = (name: string, score: number) => ({ name, reasoning: `The answer on ${name}: "I led the release".`, score });
const MODEL_EVALUATION = {
  criteria: [criterion('relevance', 5), criterion('correctness', 4), criterion('structure', 4), criterion('specificity', 4), criterion('delivery', 4)],
  reasoning: 'Relevant and specific; the result is thin.',
  rating: 4.2,
  rating_explanation: 'Strong: relevant, structured, specific.',
  feedback: '### What worked\n- Clear "STAR" structure\n- A named result \u2014 shipped on time',
  example_answer: 'In my last role...',
  framework: 'STAR',
};
const INPUT = {
  question: 'Tell me about a time you led a team through a difficult launch.',
  answer: 'In my last role I led a team of five engineers through a difficult product launch, and we shipped on time because we cut scope early.',
  topic: 'Leadership',
};

const quietLogger = { log: (): void => undefined, warn: (): void => undefined };

describe('OpenAiService streamed evaluation through the real SDK', () => {
  const server = new FakeOpenAiServer();
  let baseUrl: string;
  const service = (timeoutMs = 5_000): OpenAiService =>
    new OpenAiService({ provider: 'openai', apiKey: 'test-key', baseUrl, model: 'test-model', timeoutMs }, quietLogger);

  beforeAll(async () => {
    baseUrl = await server.start();
  });
  afterAll(() => server.stop());
  beforeEach(() => server.reset());

  it('hands on the feedback in several parts as the model writes it, then the whole evaluation', async () => {
    server.reply(streamedCompletion(MODEL_EVALUATION, { pieceLength: 7 }));
    const parts: string[] = [];
    const result = await service().evaluateAnswerStreamed(INPUT, (delta) => parts.push(delta));
    expect(server.requests[0].body).toEqual(expect.objectContaining({ stream: true, response_format: expect.objectContaining({ type: 'json_schema' }) }));
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.join('')).toBe(MODEL_EVALUATION.feedback);
    expect(result).toEqual({
      rating: 4.2,
      feedback: MODEL_EVALUATION.feedback,
      rating_explanation: MODEL_EVALUATION.rating_explanation,
      example_answer: MODEL_EVALUATION.example_answer,
      framework: 'STAR',
    });
  });

  it('applies the rating gate to a streamed reply as to a plain one', async () => {
    server.reply(streamedCompletion({ ...MODEL_EVALUATION, rating: 5 }));
    const result = await service().evaluateAnswerStreamed({ ...INPUT, answer: 'Yes.' }, () => undefined);
    expect(result.rating).toBeLessThanOrEqual(2);
    expect(result.feedback).toMatch(/^### Why the rating is capped/);
  });

  it('rejects with a 502 when the provider cuts the stream half way', async () => {
    server.reply(streamedCompletion(MODEL_EVALUATION, { pieceLength: 20, breakAfter: 12 }));
    const parts: string[] = [];
    const error = await aiFailure(service().evaluateAnswerStreamed(INPUT, (delta) => parts.push(delta)));
    expect([AiErrorCode.BadProviderReply, AiErrorCode.ProviderUnavailable, AiErrorCode.ProviderFailed]).toContain(error.code);
  });

  it('rejects before any text when the provider refuses the call', async () => {
    server.replyAlways(errorReply(401, 'Incorrect API key provided'));
    const parts: string[] = [];
    const error = await aiFailure(service().evaluateAnswerStreamed(INPUT, (delta) => parts.push(delta)));
    expect(error.code).toBe(AiErrorCode.ProviderRejected);
    expect(parts).toEqual([]);
  });

  it('stops at the deadline when the provider writes too slowly', async () => {
    server.reply(streamedCompletion(MODEL_EVALUATION, { pieceLength: 5, pieceDelayMs: 200 }));
    const error = await aiFailure(service(800).evaluateAnswerStreamed(INPUT, () => undefined));
    expect(error.code).toBe(AiErrorCode.ProviderTimeout);
  });
});
