import { splitSentences } from '@speakwell/words';
import { keptByText } from './kept.js';

/**
 * `splitSentences`, kept for the texts split last: one rating splits the same answer in several
 * checks (signals, red flags, unsafe meaning, the kind of non-answer, feedback, the example answer).
 */
const split = keptByText<readonly string[]>(splitSentences, { maxChars: 200_000 });

export function sentencesOf(text: string): string[] {
  return [...split(text)];
}
