import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible server for tests: answers POST /v1/chat/completions and
 * POST /v1/audio/transcriptions from a queue of scripted replies and records every request,
 * so the real `openai` SDK can be exercised without a network or a key.
 */
export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  /** A chat request's JSON; for a transcription, just its model and no messages. */
  body: ChatRequestBody;
  /** The multipart fields of POST /v1/audio/transcriptions. */
  transcription?: TranscriptionRequest;
  /** Set when the client closed the connection before the streamed reply was finished: when, and after how many pieces. */
  closedByClient?: { at: number; piecesSent: number };
}

export interface TranscriptionRequest {
  model: string;
  language: string | null;
  fileName: string;
  fileType: string;
  fileBytes: number;
}

export interface ChatRequestBody {
  model: string;
  temperature?: number;
  max_tokens?: number;
  messages: Array<{ role: string; content: string }>;
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> };
  };
}

export interface ScriptedReply {
  status?: number;
  /** Sent as JSON. */
  body: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (to trigger client time-outs). */
  delayMs?: number;
  /** Send the headers at once, then the body one byte every this many ms (a trickling provider). */
  trickleMs?: number;
  /** Answer as a `stream: true` completion: these content pieces as SSE chunks (`body` is ignored). */
  stream?: StreamedReply;
}

export interface StreamedReply {
  pieces: string[];
  /** Wait this long before each piece (the model writing its tokens). */
  pieceDelayMs: number;
  /** Cut the connection after this many pieces, without finishing the stream. */
  breakAfter?: number;
}

export type ReplyScript = ScriptedReply | ((request: RecordedRequest) => ScriptedReply);

export class FakeOpenAiServer {
  readonly requests: RecordedRequest[] = [];
  private readonly replies: ReplyScript[] = [];
  private fallback: ReplyScript | null = null;
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));

  /** The API's base URL (for `ai.baseUrl`), once started. */
  baseUrl = '';

  /** Starts on 127.0.0.1; port 0 picks a free one. Answers the base URL. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const address = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${address.port}/v1`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Queues replies for the next requests, in order. */
  reply(...replies: ReplyScript[]): this {
    this.replies.push(...replies);
    return this;
  }

  /** The reply for every request once the queue is empty. */
  replyAlways(reply: ReplyScript): this {
    this.fallback = reply;
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.replies.length = 0;
    this.fallback = null;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const path = req.url ?? '';
    const transcription = path.endsWith('/audio/transcriptions') ? await readTranscription(req, raw) : undefined;
    const recorded: RecordedRequest = {
      path,
      headers: req.headers,
      body: transcription ? { model: transcription.model, messages: [] } : (JSON.parse(raw.toString('utf8') || '{}') as ChatRequestBody),
      ...(transcription && { transcription }),
    };
    this.requests.push(recorded);
    const script = this.replies.shift() ?? this.fallback;
    if (script === null) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'no scripted reply' } }));
      return;
    }
    const reply = typeof script === 'function' ? script(recorded) : script;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    if (reply.stream) {
      await this.sendStream(res, reply.stream, recorded);
      return;
    }
    const body = JSON.stringify(reply.body);
    if (reply.trickleMs) {
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      for (const byte of body) {
        if (res.destroyed) return;
        res.write(byte);
        await new Promise((resolve) => setTimeout(resolve, reply.trickleMs));
      }
      res.end();
      return;
    }
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers }).end(body);
  }

  private async sendStream(res: ServerResponse, stream: StreamedReply, recorded: RecordedRequest): Promise<void> {
    let piecesSent = 0;
    res.on('close', () => {
      if (!res.writableFinished && stream.breakAfter === undefined) recorded.closedByClient = { at: Date.now(), piecesSent };
    });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: Record<string, unknown>, finish: string | null): string =>
      `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'fake-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }, null));
    for (const [index, piece] of stream.pieces.entries()) {
      if (stream.breakAfter !== undefined && index >= stream.breakAfter) {
        res.destroy();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, stream.pieceDelayMs));
      if (res.destroyed) return;
      res.write(chunk({ content: piece }, null));
      piecesSent += 1;
    }
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }
}

/** A streamed chat completion of `content` (JSON-encoded when an object), a few characters a piece. */
export function streamedCompletion(content: unknown, options: { pieceLength?: number; pieceDelayMs?: number; breakAfter?: number } = {}): ScriptedReply {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  const size = options.pieceLength ?? 12;
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return {
    body: null,
    stream: { pieces, pieceDelayMs: options.pieceDelayMs ?? 0, ...(options.breakAfter !== undefined && { breakAfter: options.breakAfter }) },
  };
}

/** Reads the multipart form the SDK sends for a transcription. */
async function readTranscription(req: IncomingMessage, raw: Buffer): Promise<TranscriptionRequest> {
  const form = await new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: new Uint8Array(raw),
  }).formData();
  const file = form.get('file');
  const language = form.get('language');
  return {
    model: String(form.get('model') ?? ''),
    language: typeof language === 'string' ? language : null,
    fileName: file instanceof File ? file.name : '',
    fileType: file instanceof File ? file.type : '',
    fileBytes: file instanceof File ? file.size : 0,
  };
}

/** The reply of POST /v1/audio/transcriptions (response_format json). */
export function transcriptionReply(text: string): ScriptedReply {
  return { body: { text } };
}

/** A chat completion whose message content is `content` (a string, or JSON-encoded when an object). */
export function chatCompletion(content: unknown, usage = { prompt_tokens: 120, completion_tokens: 45 }): ScriptedReply {
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'fake-model',
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content), refusal: null },
        },
      ],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    },
  };
}

/** An OpenAI-style error body with a status (and no retry delay, to keep tests fast). */
export function errorReply(status: number, message: string, code: string | null = null): ScriptedReply {
  return { status, body: { error: { message, type: 'test_error', code } }, headers: { 'retry-after-ms': '10' } };
}
