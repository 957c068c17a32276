import { createParser } from 'eventsource-parser';

/** One server-sent event of POST /api/feedback/stream, its data parsed as JSON. */
export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
  /** ms since the request was sent. */
  at: number;
}

export interface StreamAnswer {
  status: number;
  headers: Headers;
  /** The events in order; none when the call was refused before the stream opened. */
  events: StreamEvent[];
  /** The JSON body of a refusal before the stream opened (a plain error answer), else null. */
  json: Record<string, unknown> | null;
}

/**
 * POST /api/feedback/stream with fetch; the events are read with eventsource-parser as they
 * arrive, each handed to `onEvent` then (e.g. to act on the first `feedback` one).
 */
export async function postFeedbackStream(
  baseUrl: string,
  token: string,
  body: unknown,
  onEvent: (event: StreamEvent) => void = () => undefined,
): Promise<StreamAnswer> {
  const started = Date.now();
  const res = await fetch(`${baseUrl}/api/feedback/stream`, {
    method: 'POST',
    // As a browser asks: an event stream must not be held back by compression.
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    body: JSON.stringify(body),
  });
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    return { status: res.status, headers: res.headers, events: [], json: (await res.json()) as Record<string, unknown> };
  }
  const events: StreamEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const parsed: StreamEvent = { event: event ?? 'message', data: JSON.parse(data) as Record<string, unknown>, at: Date.now() - started };
      events.push(parsed);
      onEvent(parsed);
    },
  });
  const decoder = new TextDecoder();
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(bytes, { stream: true }));
  return { status: res.status, headers: res.headers, events, json: null };
}
