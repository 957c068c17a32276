import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible provider for browser tests run against an API of their own
 * (OPENAI_BASE_URL pointing here): questions and answer ratings from chat completions, and
 * POST /v1/audio/transcriptions answering `heard` for any recording, remembering what it got.
 */
export interface ReceivedRecording {
  fileType: string;
  fileBytes: number;
}

export const FAKE_QUESTION = 'Tell me about a project you are proud of.';

const EVALUATION = {
  criteria: ['relevance', 'correctness', 'structure', 'specificity', 'delivery'].map((name) => ({ name, reasoning: 'Clear and on topic.', score: 4 })),
  reasoning: 'A specific, structured answer.',
  rating: 4,
  rating_explanation: 'Specific and relevant.',
  feedback: '- Clear structure with a concrete result',
  example_answer: 'In my last role I led the move to TypeScript, and bugs in production fell by a third.',
  framework: null,
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function chatReply(method: string): unknown {
  const content = method === 'evaluateAnswer' ? EVALUATION : method === 'questionTips' ? { tips: '- Say what you did' } : { question: FAKE_QUESTION };
  return {
    id: 'chatcmpl-e2e',
    object: 'chat.completion',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(content), refusal: null } }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export class FakeAiProvider {
  readonly recordings: ReceivedRecording[] = [];
  private readonly server: Server = createServer((req, res) => {
    void readBody(req).then(async (raw) => {
      if (req.url?.endsWith('/audio/transcriptions')) {
        const form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: new Uint8Array(raw) }).formData();
        const file = form.get('file');
        this.recordings.push({ fileType: file instanceof File ? file.type : '', fileBytes: file instanceof File ? file.size : 0 });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: this.heard }));
        return;
      }
      const body = JSON.parse(raw.toString('utf8') || '{}') as { response_format?: { json_schema?: { name?: string } } };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(chatReply(body.response_format?.json_schema?.name ?? '')));
    });
  });

  constructor(private readonly heard: string) {}

  /** Listens on a port the OS picks; resolves with the base URL for OPENAI_BASE_URL. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
