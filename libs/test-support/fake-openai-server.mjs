import { createServer } from 'node:http';

/**
 * A local OpenAI-compatible provider for every runner that needs one (API tests, browser tests,
 * the bench): answers POST /v1/chat/completions and POST /v1/audio/transcriptions from a queue
 * of scripted replies (or one reply for every request) and records every request, so the real
 * `openai` SDK is exercised without a network or a key. Types: fake-openai-server.d.mts.
 */
export class FakeOpenAiServer {
  /** @type {import('./fake-openai-server.d.mts').RecordedRequest[]} */
  requests = [];
  /** @type {import('./fake-openai-server.d.mts').ReplyScript[]} */
  #replies = [];
  /** @type {import('./fake-openai-server.d.mts').ReplyScript | null} */
  #fallback = null;
  #server = createServer((req, res) => void this.#handle(req, res));

  /** The API's base URL (for `ai.baseUrl`, OPENAI_BASE_URL), once started. */
  baseUrl = '';

  /** Starts on 127.0.0.1; port 0 lets the OS pick a free one. Answers the base URL. */
  async start(port = 0) {
    await new Promise((resolve) => this.#server.listen(port, '127.0.0.1', () => resolve(undefined)));
    const address = /** @type {import('node:net').AddressInfo} */ (this.#server.address());
    this.baseUrl = `http://127.0.0.1:${address.port}/v1`;
    return this.baseUrl;
  }

  async stop() {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(() => resolve(undefined)));
  }

  /** Queues replies for the next requests, in order. @param {...import('./fake-openai-server.d.mts').ReplyScript} replies */
  reply(...replies) {
    this.#replies.push(...replies);
    return this;
  }

  /** The reply for every request once the queue is empty. @param {import('./fake-openai-server.d.mts').ReplyScript} reply */
  replyAlways(reply) {
    this.#fallback = reply;
    return this;
  }

  reset() {
    this.requests.length = 0;
    this.#replies.length = 0;
    this.#fallback = null;
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async #handle(req, res) {
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const path = req.url ?? '';
    const transcription = path.endsWith('/audio/transcriptions') ? await readTranscription(req, raw) : undefined;
    /** @type {import('./fake-openai-server.d.mts').RecordedRequest} */
    const recorded = {
      path,
      headers: req.headers,
      body: transcription ? { model: transcription.model, messages: [] } : JSON.parse(raw.toString('utf8') || '{}'),
      ...(transcription && { transcription }),
    };
    this.requests.push(recorded);
    const script = this.#replies.shift() ?? this.#fallback;
    if (script === null) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'no scripted reply' } }));
      return;
    }
    const reply = typeof script === 'function' ? script(recorded) : script;
    if (reply.delayMs) await sleep(reply.delayMs);
    if (res.destroyed) return;
    if (reply.stream) return sendStream(res, reply.stream, recorded);
    const body = JSON.stringify(reply.body);
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    if (!reply.trickleMs) return void res.end(body);
    for (const byte of body) {
      if (res.destroyed) return;
      res.write(byte);
      await sleep(reply.trickleMs);
    }
    res.end();
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {import('node:http').ServerResponse} res
 * @param {import('./fake-openai-server.d.mts').StreamedReply} stream
 * @param {import('./fake-openai-server.d.mts').RecordedRequest} recorded
 */
async function sendStream(res, stream, recorded) {
  let piecesSent = 0;
  res.on('close', () => {
    if (!res.writableFinished && stream.breakAfter === undefined) recorded.closedByClient = { at: Date.now(), piecesSent };
  });
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  /** @param {Record<string, unknown>} delta @param {string | null} finish */
  const chunk = (delta, finish) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'fake-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  for (const [index, piece] of stream.pieces.entries()) {
    if (stream.breakAfter !== undefined && index >= stream.breakAfter) {
      res.destroy();
      return;
    }
    await sleep(stream.pieceDelayMs);
    await stream.beforePiece?.(index);
    if (res.destroyed) return;
    res.write(chunk({ content: piece }, null));
    piecesSent += 1;
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

/** `text` in pieces of `size` characters. @param {string} text @param {number} size */
export function piecesOf(text, size) {
  const pieces = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

/**
 * A streamed chat completion of `content` (JSON-encoded when an object), a few characters a piece.
 * @param {unknown} content
 * @param {{ pieceLength?: number, pieceDelayMs?: number, breakAfter?: number }} [options]
 * @returns {import('./fake-openai-server.d.mts').ScriptedReply}
 */
export function streamedCompletion(content, options = {}) {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  return {
    body: null,
    stream: {
      pieces: piecesOf(text, options.pieceLength ?? 12),
      pieceDelayMs: options.pieceDelayMs ?? 0,
      ...(options.breakAfter !== undefined && { breakAfter: options.breakAfter }),
    },
  };
}

/**
 * Reads the multipart form the SDK sends for a transcription.
 * @param {import('node:http').IncomingMessage} req @param {Buffer} raw
 * @returns {Promise<import('./fake-openai-server.d.mts').TranscriptionRequest>}
 */
async function readTranscription(req, raw) {
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

/** The reply of POST /v1/audio/transcriptions (response_format json). @param {string} text */
export function transcriptionReply(text) {
  return { body: { text } };
}

/**
 * A chat completion whose message content is `content` (a string, or JSON-encoded when an object).
 * @param {unknown} content
 * @returns {import('./fake-openai-server.d.mts').ScriptedReply}
 */
export function chatCompletion(content, usage = { prompt_tokens: 120, completion_tokens: 45 }) {
  const message = { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content), refusal: null };
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'fake-model',
      choices: [{ index: 0, finish_reason: 'stop', message }],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    },
  };
}

/**
 * An OpenAI-style error body with a status (and no retry delay, to keep tests fast).
 * @param {number} status @param {string} message @param {string | null} [code]
 * @returns {import('./fake-openai-server.d.mts').ScriptedReply}
 */
export function errorReply(status, message, code = null) {
  return { status, body: { error: { message, type: 'test_error', code } }, headers: { 'retry-after-ms': '10' } };
}

/** The name of the structured answer a chat request asks for (`evaluateAnswer`, `drillQuestion`, ...): which call of the API it is. @param {import('./fake-openai-server.d.mts').RecordedRequest} request */
export function methodOf(request) {
  return request.body.response_format?.json_schema?.name;
}

/** A full, strong evaluation of an answer as the rater's model writes it (rating 4, STAR). */
export const SAMPLE_EVALUATION = {
  criteria: ['relevance', 'correctness', 'structure', 'specificity', 'delivery'].map((name) => ({
    name,
    reasoning: `On ${name}: a clear launch story.`,
    score: 4,
  })),
  reasoning: 'Relevant and specific.',
  rating: 4,
  rating_explanation: 'Strong: relevant, structured and specific.',
  feedback: '### What worked\n- Clear structure with a concrete result.\n\n### What to improve\n- Say what you learned from it, and what you would do again.',
  example_answer: 'In my last role I led a launch...',
  framework: 'STAR',
};
