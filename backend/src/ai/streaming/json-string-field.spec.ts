import { StreamedStringField } from './json-string-field.js';
import { wordChunks } from './text-chunks.js';

/** What the reader hands on for `chunks`, delta by delta. */
function read(chunks: string[], field = 'feedback'): string[] {
  const deltas: string[] = [];
  const reader = new StreamedStringField(field, (delta) => deltas.push(delta));
  for (const chunk of chunks) reader.push(chunk);
  return deltas;
}

describe('StreamedStringField', () => {
  const feedback = 'Line one\n- "quoted" \u00e9 done \\ slash';
  const whole = JSON.stringify({ rating: 4, feedback, example_answer: 'x "feedback": "not this"' });

  it('reads the field from a finished object, and nothing after it', () => {
    expect(read([whole]).join('')).toBe(feedback);
  });

  it('gives the same text however the object is cut, never a broken escape', () => {
    for (let cut = 0; cut <= whole.length; cut++) {
      const deltas = read([whole.slice(0, cut), whole.slice(cut)]);
      expect(deltas.join('')).toBe(feedback);
      expect(feedback.startsWith(deltas[0] ?? '')).toBe(true);
    }
    const oneByOne = read([...whole]);
    expect(oneByOne.join('')).toBe(feedback);
    // \u00e9 is written as itself by JSON.stringify; an escaped one waits for its four digits.
    expect(read([...'{"feedback":"caf\\u00e9!"}']).join('')).toBe('café!');
  });

  it('hands on nothing until the field has started', () => {
    expect(read(['{"rating": 4, "feedb'])).toEqual([]);
    expect(read(['{"rating": 4, "feedback"', '  :', ' "', 'Go'])).toEqual(['Go']);
  });

  it('reads each chunk once: a 400,000-character feedback a character at a time takes seconds, not hours', () => {
    const long = 'word '.repeat(80_000);
    const chunks = [...JSON.stringify({ rating: 3, feedback: long })];
    const started = performance.now();
    expect(read(chunks).join('')).toBe(long);
    // Re-reading the text so far on every chunk would be ~10^11 steps here (hours); one pass
    // is ~0.2 s on an idle core, so 10 s holds on a loaded machine and still tells the two apart.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('wordChunks', () => {
  it('splits text into a few words a chunk and loses nothing', () => {
    const text = '### What worked\n- Clear structure and a named result.\n';
    const chunks = wordChunks(text, 2);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(text);
  });
});
