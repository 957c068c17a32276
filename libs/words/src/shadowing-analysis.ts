import { diffArrays } from 'diff';
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
 * Aligns the script's words with the spoken words by a longest-common-subsequence diff, so a
 * word only counts as matched where it was said in order: reading the second half first does
 * not score every word, and a substituted word counts as one missed plus one added.
 */
export function analyzeShadowingRun(scriptText: string, spokenText: string): ShadowingRunMetrics {
  const scriptWords = normalizeWords(scriptText);
  const spokenWords = normalizeWords(spokenText);
  let matched = 0;
  const missed: string[] = [];
  const added: string[] = [];
  for (const change of diffArrays(scriptWords, spokenWords)) {
    if (change.added) added.push(...change.value);
    else if (change.removed) missed.push(...change.value);
    else matched += change.value.length;
  }
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
