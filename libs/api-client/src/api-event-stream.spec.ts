import { EventStreamParser, type ServerEvent } from './api-event-stream.js';

describe('EventStreamParser', () => {
  it('reads named events split anywhere across chunks', () => {
    const events: ServerEvent[] = [];
    const parser = new EventStreamParser((e) => events.push(e));
    const stream = 'event: feedback\ndata: {"text":"Good "}\n\n: a comment\n\nevent: rating\r\ndata: {"rating":4}\r\n\r\n';
    for (const char of stream) parser.push(char);
    expect(events).toEqual([
      { event: 'feedback', data: '{"text":"Good "}' },
      { event: 'rating', data: '{"rating":4}' },
    ]);
  });

  it('joins data lines and names unnamed events "message"', () => {
    const events: ServerEvent[] = [];
    new EventStreamParser((e) => events.push(e)).push('data: one\ndata: two\n\n');
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});
