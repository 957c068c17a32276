import { splitSentences } from '@speakwell/words';
import { LRUCache } from 'lru-cache';

/**
 * `splitSentences`, kept for the texts split last: one rating splits the same answer in several
 * checks (signals, red flags, unsafe meaning, the kind of non-answer, feedback, the example answer).
 * Bounded by characters, so a few MB at most.
 */
const split = new LRUCache<string, readonly string[]>({ maxSize: 200_000, sizeCalculation: (_, text) => text.length + 1 });

export function sentencesOf(text: string): string[] {
  let sentences = split.get(text);
  if (sentences === undefined) {
    sentences = splitSentences(text);
    split.set(text, sentences);
  }
  return [...sentences];
}
