import { partialStringField, TextDeltas } from './json-string-field.js';
import { wordChunks } from './text-chunks.js';

describe('partialStringField', () => {
  const whole = JSON.stringify({ rating: 4, feedback: 'Line one\n- "quoted" \u00e9 done', example_answer: 'x' });

  it('reads the field from a finished object', () => {
    expect(partialStringField(whole, 'feedback')).toBe('Line one\n- "quoted" \u00e9 done');
  });

  it('gives every prefix of the field as the object grows, never a broken escape', () => {
    const seen: string[] = [];
    for (let end = 0; end <= whole.length; end++) {
      const text = partialStringField(whole.slice(0, end), 'feedback');
      if (text !== null) seen.push(text);
    }
    const final = 'Line one\n- "quoted" \u00e9 done';
    for (const text of seen) expect(final.startsWith(text)).toBe(true);
    expect(seen.at(-1)).toBe(final);
  });

  it('is null until the field has started', () => {
    expect(partialStringField('{"rating": 4, "feedb', 'feedback')).toBeNull();
  });
});

describe('TextDeltas', () => {
  it('hands on only the new part of a growing text', () => {
    const parts: string[] = [];
    const deltas = new TextDeltas((d) => parts.push(d));
    for (const text of [null, 'Go', 'Good', 'Good', 'Good job']) deltas.update(text);
    expect(parts).toEqual(['Go', 'od', ' job']);
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
