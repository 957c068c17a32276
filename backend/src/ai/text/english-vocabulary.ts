import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseForms } from '../wordnet/morphology.js';
import { wordnetDictPath, type WordNetPos } from '../wordnet/wordnet-files.js';
import { isStopWord } from './words.js';
import { keptByWord } from './kept.js';

/**
 * Every lemma WordNet lists (about 150,000, multi-word ones with spaces), read once on first
 * use. The rating gate uses it to tell English from other languages and gibberish, the
 * dictionary to suggest spellings.
 */
const FILES: Record<WordNetPos, string> = { noun: 'index.noun', verb: 'index.verb', adjective: 'index.adj', adverb: 'index.adv' };

let lemmas: Map<string, number> | null = null;

/** Lemma -> how many of its senses were tagged in WordNet's corpus (summed over parts of speech): a frequency signal. */
export function wordnetLemmas(): ReadonlyMap<string, number> {
  if (lemmas === null) {
    const found = new Map<string, number>();
    for (const file of Object.values(FILES)) {
      const text = readFileSync(join(wordnetDictPath(), file), 'utf8');
      for (const line of text.split('\n')) {
        if (line === '' || line.startsWith(' ')) continue;
        const parts = line.split(' ', 4);
        const tagged = Number(field(line, 5 + Number(parts[3]))) || 0;
        const lemma = parts[0].replaceAll('_', ' ');
        found.set(lemma, (found.get(lemma) ?? 0) + tagged);
      }
    }
    lemmas = found;
  }
  return lemmas;
}

/** The n-th space-separated field of a line, without splitting the whole line. */
function field(line: string, n: number): string {
  let start = 0;
  for (let i = 0; i < n; i++) {
    start = line.indexOf(' ', start) + 1;
    if (start === 0) return '';
  }
  const end = line.indexOf(' ', start);
  return line.slice(start, end === -1 ? line.length : end);
}

const POS: readonly WordNetPos[] = ['noun', 'verb', 'adjective', 'adverb'];

/** A lower-case token that English uses: a function word, a number, a WordNet lemma or an inflection of one. */
export const isEnglishWord: (token: string) => boolean = keptByWord(lookUpEnglishWord, 20_000);

function lookUpEnglishWord(token: string): boolean {
  if (isStopWord(token) || /\d/.test(token)) return true;
  const known = wordnetLemmas();
  const bare = token.replace(/'s$/, '');
  if (known.has(bare) || FUNCTION_WORDS.has(bare)) return true;
  return POS.some((pos) => baseForms(bare, pos).some((base) => known.has(base)));
}

/** Common words WordNet leaves out (it has no pronouns, prepositions or conjunctions). */
const FUNCTION_WORDS = new Set(
  `although though unless whether whereas yet since till toward towards upon within without across along among around behind
  beside besides beyond despite except inside onto outside past plus throughout unlike versus whose whatever whoever whenever
  wherever however therefore thus hence moreover meanwhile otherwise instead also ago anyway everybody nobody somebody nothing
  none either neither each every another such whom yours mine hers ours theirs myself yourself himself herself itself ourselves
  themselves would could should might must shall can will may i'd i'll i'm i've we're we've they're you're it's that's there's
  let's can't won't don't didn't doesn't isn't wasn't aren't weren't haven't hasn't hadn't couldn't wouldn't shouldn't`.split(/\s+/),
);
