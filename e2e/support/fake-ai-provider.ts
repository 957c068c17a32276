import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible provider for browser tests run against an API of their own
 * (OPENAI_BASE_URL pointing here): asks FAKE_QUESTION, rates answers with a streamed completion
 * that can stop after the feedback text until the test lets it finish (so a test can look at
 * the screen while the model is still "writing"), and answers POST /v1/audio/transcriptions
 * with `heard` for any recording, remembering what it got.
 */
export interface ReceivedRecording {
  fileType: string;
  fileBytes: number;
}

export const FAKE_QUESTION = 'Tell me about a time you led a team through a difficult launch.';

export const STREAMED_EVALUATION = {
  criteria: ['relevance', 'correctness', 'structure', 'specificity', 'delivery'].map((name) => ({
    name,
    reasoning: `On ${name}: a clear launch story.`,
    score: 4,
  })),
  reasoning: 'Relevant and specific.',
  rating: 4,
  rating_explanation: 'Strong: relevant, structured and specific.',
  feedback: '### What worked\n- Clear structure with a concrete result.\n\n### What to improve\n- Say what you learned from it.',
  example_answer: 'In my last role I led a launch...',
  framework: 'STAR',
};

/** The written analysis of any shadowing run. */
export const FAKE_SHADOWING_ANALYSIS = 'Steady reading; slow down on the numbers.';

export class FakeAiProvider {
  readonly recordings: ReceivedRecording[] = [];
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));
  private releaseRest: () => void = () => undefined;
  private restReleased: Promise<void> = Promise.resolve();

  constructor(private readonly heard = '') {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next rating stream stops after its feedback text until `finish()`. */
  holdAfterFeedback(): void {
    this.restReleased = new Promise((resolve) => (this.releaseRest = resolve));
  }

  finish(): void {
    this.releaseRest();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.url?.endsWith('/audio/transcriptions')) {
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: new Uint8Array(Buffer.concat(chunks)),
      }).formData();
      const file = form.get('file');
      this.recordings.push({ fileType: file instanceof File ? file.type : '', fileBytes: file instanceof File ? file.size : 0 });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: this.heard }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { stream?: boolean; response_format?: { json_schema?: { name?: string } } };
    const method = body.response_format?.json_schema?.name;
    if (method === 'evaluateAnswer' && body.stream) return this.streamEvaluation(res);
    const content =
      method === 'drillQuestion'
        ? { question: FAKE_QUESTION }
        : method === 'analyzeShadowing'
          ? { analysis: FAKE_SHADOWING_ANALYSIS }
          : { tips: '- Use STAR.' };
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'c',
        object: 'chat.completion',
        created: 0,
        model: 'fake',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(content), refusal: null } }],
      }),
    );
  }

  private async streamEvaluation(res: ServerResponse): Promise<void> {
    const json = JSON.stringify(STREAMED_EVALUATION);
    const feedbackEnd = json.indexOf('","example_answer"');
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (content: string): boolean =>
      res.write(
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`,
      );
    for (let i = 0; i < feedbackEnd; i += 16) send(json.slice(i, Math.min(i + 16, feedbackEnd)));
    await this.restReleased;
    send(json.slice(feedbackEnd));
    res.end('data: [DONE]\n\n');
  }
}
