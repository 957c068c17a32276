import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeedbackResponse } from '@speakwell/contracts';
import { toErrorAnswer } from '../common/errors/api-exception.filter.js';
import { setResponseHeaders } from '../common/security-headers.js';
import type { Drain } from '../lifecycle/drain.js';

/**
 * The answer of POST /api/feedback/stream as server-sent events:
 *   event: feedback   data: {"text": "<the next part of the feedback>"}   (any number, in order)
 *   event: rating     data: <the stored FeedbackResponse>                 (last, on success)
 *   event: error      data: {"error": "...", "statusCode": 503}           (last, on a failure)
 * The stream opens with the first event, so a failure before any text is written leaves the
 * reply untouched and answers as plain JSON through the exception filter. The raw Node
 * response is written directly (hijacked), so no compression or other onSend hook buffers it.
 */
export class FeedbackEventStream {
  private opened = false;
  private ended = false;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly drain?: Drain,
  ) {}

  get started(): boolean {
    return this.opened;
  }

  feedbackText(text: string): void {
    this.send('feedback', { text });
  }

  rating(result: FeedbackResponse): void {
    this.send('rating', result);
    this.close();
  }

  /** Reports a failure after the stream has opened; nothing was stored for it. */
  failed(thrown: unknown): void {
    const answer = toErrorAnswer(thrown);
    if (answer.unexpected) this.request.log.error({ err: thrown }, 'unexpected error while streaming feedback');
    else this.request.log.warn({ err: thrown }, answer.body.error);
    this.send('error', answer.body);
    this.close();
  }

  private open(): void {
    this.opened = true;
    this.reply.hijack();
    // The onSend hooks do not run for a hijacked reply: their headers are set here.
    setResponseHeaders(this.request, this.reply);
    // The headers set so far (request id, security headers, CORS) go out with the stream.
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(this.reply.getHeaders())) {
      if (value !== undefined && name !== 'content-length') headers[name] = value;
    }
    this.reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies such as nginx must pass each event on at once.
      'x-accel-buffering': 'no',
      // A draining server closes the connection after the stream (see lifecycle/graceful-stop.ts).
      connection: this.drain?.isDraining ? 'close' : 'keep-alive',
    });
    this.reply.raw.flushHeaders();
  }

  private send(event: string, data: unknown): void {
    if (this.ended) return;
    if (!this.opened) this.open();
    if (this.reply.raw.destroyed) return;
    this.reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private close(): void {
    this.ended = true;
    if (!this.reply.raw.destroyed) this.reply.raw.end();
  }
}
