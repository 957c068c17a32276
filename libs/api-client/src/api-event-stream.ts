import { createParser, type EventSourceParser } from 'eventsource-parser';
import { NetworkError } from './api-error.js';
import { sendRequest } from './api-request.js';

/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * POSTs JSON and reads a `text/event-stream` answer, handing on each event as it arrives.
 * A refusal before the stream opens throws ApiError, as apiRequest does; a connection lost
 * while reading throws NetworkError.
 */
export async function apiEventStream(path: string, body: unknown, onEvent: (event: ServerEvent) => void, signal?: AbortSignal): Promise<void> {
  const response = await sendRequest('POST', path, { body, ...(signal && { signal }) }, 'text/event-stream');
  if (!response.body) throw new NetworkError();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = eventStreamParser(onEvent);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch (cause) {
    throw new NetworkError(undefined, { cause });
  }
}

/** The event-stream format (WHATWG HTML, server-sent events) read by eventsource-parser, fed text in chunks split anywhere. */
export function eventStreamParser(onEvent: (event: ServerEvent) => void): EventSourceParser {
  return createParser({ onEvent: ({ event, data }) => onEvent({ event: event ?? 'message', data }) });
}
