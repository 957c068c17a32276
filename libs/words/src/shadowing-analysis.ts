import { alignWords } from './word-alignment.js';
import { normalizeWords } from './words.js';

/** Word-level comparison of a script and what was read aloud (field names are the API's). */
export interface ShadowingRunMetrics {
  /** Percent of script words read in order, 0-100 with one decimal. */
  match_accuracy: number;
  words_matched: number;
  total_script_words: number;
  /** Script words that were not read (every occurrence counts). */
  words_missed: number;
  /** Spoken words that are not in the script at that place (every occurrence counts). */
  words_added: number;
  /** The distinct missed words, in script order. */
  missed_words: string[];
  /** The distinct added words, in spoken order. */
  added_words: string[];
}

/**
 * Aligns the script's words with the spoken words by their longest common subsequence, so a
 * word only counts as matched where it was said in order: reading the second half first does
 * not score every word, and a substituted word counts as one missed plus one added. The work
 * is bounded (see alignWords), whatever the size of the texts.
 */
export function analyzeShadowingRun(scriptText: string, spokenText: string): ShadowingRunMetrics {
  const scriptWords = normalizeWords(scriptText);
  const spokenWords = normalizeWords(spokenText);
  const { matched, missed, added } = alignWords(scriptWords, spokenWords);
  const total = scriptWords.length;
  return {
    match_accuracy: total === 0 ? 0 : Math.round((matched / total) * 1000) / 10,
    words_matched: matched,
    total_script_words: total,
    words_missed: missed.length,
    words_added: added.length,
    missed_words: [...new Set(missed)],
    added_words: [...new Set(added)],
  };
}
