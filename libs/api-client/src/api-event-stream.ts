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
  const parser = new EventStreamParser(onEvent);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value);
    }
  } catch (cause) {
    throw new NetworkError(undefined, { cause });
  }
}

/** The event-stream format (WHATWG HTML, server-sent events): fields per line, a blank line ends an event. */
export class EventStreamParser {
  private buffered = '';
  private event = '';
  private data: string[] = [];

  constructor(private readonly onEvent: (event: ServerEvent) => void) {}

  push(text: string): void {
    this.buffered += text;
    let newline: number;
    while ((newline = this.buffered.search(/\r\n|\r|\n/)) >= 0) {
      // A CR at the end may be the first half of CRLF: wait for the next chunk.
      if (this.buffered[newline] === '\r' && newline === this.buffered.length - 1) break;
      const line = this.buffered.slice(0, newline);
      const width = this.buffered.startsWith('\r\n', newline) ? 2 : 1;
      this.buffered = this.buffered.slice(newline + width);
      this.line(line);
    }
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length > 0) this.onEvent({ event: this.event || 'message', data: this.data.join('\n') });
      this.event = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
  }
}
