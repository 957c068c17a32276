import { LRUCache } from 'lru-cache';

/**
 * Bounded memory for the offline rater's pure work. One rating reads the same answer in a dozen
 * checks, every answer to a question needs the same work on the question, and the same words come
 * back in every answer: each is worked out once and kept, within bounds, so an API replica's memory
 * stays flat however many answers it rates.
 */

/** What `compute` gave for the texts asked about last (an LRU bounded by their characters, and by count when given). */
export function keptByText<V extends NonNullable<unknown>>(
  compute: (text: string) => V,
  bounds: { maxChars: number; maxEntries?: number },
): (text: string) => V {
  const kept = new LRUCache<string, V>({ maxSize: bounds.maxChars, max: bounds.maxEntries, sizeCalculation: (_, text) => text.length + 1 });
  return (text) => {
    let value = kept.get(text);
    if (value === undefined) {
      value = compute(text);
      kept.set(text, value);
    }
    return value;
  };
}

/** What `compute` gave for each word, in a map that starts over when it holds `limit` words. */
export function keptByWord<V extends NonNullable<unknown>>(compute: (word: string) => V, limit: number): (word: string) => V {
  const kept = new Map<string, V>();
  return (word) => {
    let value = kept.get(word);
    if (value === undefined) {
      if (kept.size >= limit) kept.clear();
      value = compute(word);
      kept.set(word, value);
    }
    return value;
  };
}

/** Above any id a pair is made of (word and class numbers are in the thousands): no two pairs share a key. */
const ID_SPACE = 1 << 16;

/** One number for a pair of small numbers (ids): a map keyed by it is far smaller than one keyed by joined strings. */
export const pairKey = (a: number, b: number): number => a * ID_SPACE + b;

/** What `compute` gave for each pair of small numbers (ids), in a map that starts over when it holds `limit` pairs. */
export function keptByPair<V extends NonNullable<unknown>>(compute: (a: number, b: number) => V, limit: number): (a: number, b: number) => V {
  const kept = new Map<number, V>();
  return (a, b) => {
    const key = pairKey(a, b);
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= limit) kept.clear();
      value = compute(a, b);
      kept.set(key, value);
    }
    return value;
  };
}

/** Numbers for strings in order of first use, and back: pairs of them key a number instead of a joined string. */
export class Numbering {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];

  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.push(name) - 1;
      this.ids.set(name, id);
    }
    return id;
  }

  name(id: number): string {
    return this.names[id];
  }
}
