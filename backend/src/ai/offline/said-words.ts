import { tokenize } from '../text/words.js';

const FILLERS = new Set(['um', 'umm', 'uh', 'uhh', 'er', 'erm', 'ah', 'hmm', 'like', 'yeah', 'so', 'okay', 'ok', 'oh', 'well']);
/** Longer answers are read on their first words only: no reading of word order needs more. */
const WORDS_READ = 600;

/**
 * The words an answer says, as the word-order readings (coherence.ts, word-order.ts) take them: fillers left out, and a
 * word said twice in a row ("I- I", "the the") once, since a speaker restarting is not disorder. The first 600 only.
 */
export function saidWords(answer: string): string[] {
  const tokens = tokenize(answer)
    .slice(0, WORDS_READ)
    .filter((t) => !FILLERS.has(t));
  return tokens.filter((t, i) => i === 0 || t !== tokens[i - 1]);
}
