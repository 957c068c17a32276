import { wordnetLemmas } from '../text/english-vocabulary.js';
import { FUNCTION_WORD_LIST } from './function-words.js';

/**
 * "Did you mean ...?": the closest WordNet lemmas (and function words) by edit distance,
 * common words first. Candidates share the first letter and are within two letters in
 * length, so one look-up compares against a bounded slice of the word list.
 */
const MAX_SUGGESTIONS = 3;
const MAX_WORD_LENGTH = 30;

let byFirstLetter: Map<string, string[]> | null = null;

function buckets(): Map<string, string[]> {
  if (byFirstLetter === null) {
    const map = new Map<string, string[]>();
    for (const lemma of [...wordnetLemmas().keys(), ...FUNCTION_WORD_LIST]) {
      if (!/^[a-z]/.test(lemma)) continue;
      const list = map.get(lemma[0]) ?? [];
      list.push(lemma);
      map.set(lemma[0], list);
    }
    byFirstLetter = map;
  }
  return byFirstLetter;
}

export function suggestSpellings(rawWord: string): string[] {
  const word = rawWord.trim().toLowerCase().replace(/\s+/g, ' ');
  if (word.length < 3 || word.length > MAX_WORD_LENGTH) return [];
  const maxDistance = word.length <= 4 ? 1 : 2;
  const frequency = wordnetLemmas();
  const found: Array<{ lemma: string; distance: number; frequency: number }> = [];
  for (const lemma of buckets().get(word[0]) ?? []) {
    if (Math.abs(lemma.length - word.length) > maxDistance || lemma === word) continue;
    if (lemma.includes(' ') !== word.includes(' ')) continue;
    const distance = editDistance(word, lemma, maxDistance);
    if (distance <= maxDistance) found.push({ lemma, distance, frequency: frequency.get(lemma) ?? 50 });
  }
  return found
    .sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || a.lemma.localeCompare(b.lemma))
    .slice(0, MAX_SUGGESTIONS)
    .map((f) => f.lemma);
}

/** Damerau-Levenshtein (optimal string alignment), giving up once every path exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}
