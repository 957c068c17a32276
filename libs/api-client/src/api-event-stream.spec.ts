import { eventStreamParser, type ServerEvent } from './api-event-stream.js';

describe('eventStreamParser', () => {
  it('reads named events split anywhere across chunks', () => {
    const events: ServerEvent[] = [];
    const parser = eventStreamParser((e) => events.push(e));
    const stream = 'event: feedback\ndata: {"text":"Good "}\n\n: a comment\n\nevent: rating\r\ndata: {"rating":4}\r\n\r\n';
    for (const char of stream) parser.feed(char);
    expect(events).toEqual([
      { event: 'feedback', data: '{"text":"Good "}' },
      { event: 'rating', data: '{"rating":4}' },
    ]);
  });

  it('joins data lines and names unnamed events "message"', () => {
    const events: ServerEvent[] = [];
    eventStreamParser((e) => events.push(e)).feed('data: one\ndata: two\n\n');
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});
