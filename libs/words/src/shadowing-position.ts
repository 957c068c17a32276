import { normalizeWords } from './words.js';

/** How many of the last spoken words must appear in the script to move the highlight. */
export const SHADOWING_MATCH_WINDOW = 3;

/**
 * Where the reader is in the script after saying `spokenText`.
 *
 * `scriptWords` are the words as shown (`splitIntoWords(script)`); the last three spoken words
 * (lower-cased, punctuation removed) are searched for from `currentIndex` forward only, so a
 * phrase that repeats in the script moves the reader to its next occurrence, never back.
 * Returns the index just after the matched words, or `currentIndex` when there is no match
 * or fewer than three words were spoken.
 */
export function matchLastSpokenWords(scriptWords: readonly string[], spokenText: string, currentIndex: number): number {
  const spoken = normalizeWords(spokenText);
  if (spoken.length < SHADOWING_MATCH_WINDOW) return currentIndex;
  const lastSpoken = spoken.slice(-SHADOWING_MATCH_WINDOW);

  // A shown word can hold several comparable words ("well-known") or none ("—"),
  // so compare over the flat list and remember which shown word each came from.
  const words: string[] = [];
  const shownIndexOf: number[] = [];
  scriptWords.forEach((shownWord, shownIndex) => {
    for (const word of normalizeWords(shownWord)) {
      words.push(word);
      shownIndexOf.push(shownIndex);
    }
  });

  const from = shownIndexOf.findIndex((shownIndex) => shownIndex >= currentIndex);
  if (from < 0) return currentIndex;
  for (let start = from; start + lastSpoken.length <= words.length; start++) {
    if (lastSpoken.every((word, offset) => words[start + offset] === word)) {
      return shownIndexOf[start + lastSpoken.length - 1] + 1;
    }
  }
  return currentIndex;
}

/**
 * Follows a reader through a script as the live transcript grows.
 *
 * The same spoken words can be reported more than once (an interim result becoming final,
 * a re-render); matching them again from the new position would jump to the next copy of a
 * repeated phrase, so unchanged spoken words never move the position.
 */
export class ShadowingTracker {
  private position = 0;
  private lastSpokenKey = '';

  constructor(private readonly scriptWords: readonly string[]) {}

  /** Index of the next word to read (equal to the script's length when finished). */
  get index(): number {
    return this.position;
  }

  update(spokenText: string): number {
    const spoken = normalizeWords(spokenText);
    const key = `${spoken.length}:${spoken.slice(-SHADOWING_MATCH_WINDOW).join(' ')}`;
    if (key === this.lastSpokenKey) return this.position;
    this.lastSpokenKey = key;
    this.position = matchLastSpokenWords(this.scriptWords, spokenText, this.position);
    return this.position;
  }

  reset(): void {
    this.position = 0;
    this.lastSpokenKey = '';
  }
}
