import { splitSentences } from './sentences.js';
import { spokenWords } from './spoken-forms.js';
import { alignWords } from './word-alignment.js';
import { splitIntoWords } from './words.js';

/** A script word the recogniser heard as another word ("three" heard as "tree"). */
export interface MisheardWord {
  word: string;
  heard: string;
}

/** Word-level comparison of a script and what was read aloud (field names are the API's). */
export interface ShadowingRunMetrics {
  /** Percent of the script words up to where the reading stopped that were read in order, 0-100 with one decimal. */
  match_accuracy: number;
  words_matched: number;
  total_script_words: number;
  /** Script words that were not read where the reading went (every occurrence counts; unread ones do not). */
  words_missed: number;
  /** Spoken words that are not in the script at that place (every occurrence counts). */
  words_added: number;
  /** The distinct missed words, in script order, without those of skipped sentences. */
  missed_words: string[];
  /** The distinct added words, in spoken order. */
  added_words: string[];
  /** Script words said as another word, in script order (once each): words to practise saying. */
  misheard_words: MisheardWord[];
  /** Whole sentences of the script that were passed over, in script order. */
  skipped_sentences: string[];
  /** Script words after the place where the reading stopped: left unread, not counted as missed. */
  unread_words: number;
}

/** Words that must have been read, at least half of those up to where it stopped, for the rest to count as unread. */
const MIN_WORDS_READ = 3;
/** How far a run of missed words is moved at most to sit on whole sentences (keeps the work linear). */
const MAX_SENTENCE_SHIFT = 12;
/** The biggest gap whose words are paired one to one as heard differently ("three" / "tree"). */
const MAX_MISHEARD_GAP = 3;

interface Word {
  /** As shown to the reader: lower-case, outer punctuation removed ("40%", "three"). */
  shown: string;
  sentence: number;
  matched: boolean;
}

interface Side {
  words: Word[];
  sentences: string[];
  tokens: string[];
  /** Index in `words` of each token. */
  owner: number[];
  /** Index in `tokens` of each word's first token, plus the token count at the end. */
  firstToken: number[];
  /** How many words each sentence has. */
  sentenceSizes: number[];
}

/**
 * Each written word in the form it is said: "3" is "three", "40%" is "forty percent", so a
 * number and its spoken form are the same word.
 */
function sideOf(text: string): Side {
  const side: Side = { words: [], sentences: splitSentences(text), tokens: [], owner: [], firstToken: [], sentenceSizes: [] };
  // Most words of a text repeat: each distinct one is put in its spoken form once.
  const forms = new Map<string, { tokens: string[]; shown: string }>();
  side.sentences.forEach((sentence, sentenceIndex) => {
    for (const written of splitIntoWords(sentence)) {
      let form = forms.get(written);
      if (form === undefined) {
        form = { tokens: spokenWords(written), shown: written.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, '') };
        forms.set(written, form);
      }
      const { tokens, shown } = form;
      if (tokens.length === 0) continue;
      const index = side.words.length;
      side.firstToken.push(side.tokens.length);
      side.sentenceSizes[sentenceIndex] = (side.sentenceSizes[sentenceIndex] ?? 0) + 1;
      side.words.push({ shown, sentence: sentenceIndex, matched: false });
      for (const token of tokens) {
        side.tokens.push(token);
        side.owner.push(index);
      }
    }
  });
  side.firstToken.push(side.tokens.length);
  return side;
}

/**
 * Aligns the script's words with the spoken words by their longest common subsequence (on
 * their spoken forms), so a word only counts as matched where it was said in order: reading
 * the second half first does not score every word, and a substituted word counts as one
 * missed plus one added, and is listed as heard differently. A sentence passed over whole is
 * reported as skipped, not as its words; the script after the last word read (when not said
 * elsewhere) is unread: the run is rated on what was read. The work is bounded (see alignWords).
 */
export function analyzeShadowingRun(scriptText: string, spokenText: string): ShadowingRunMetrics {
  const script = sideOf(scriptText);
  const spoken = sideOf(spokenText);
  const { pairs } = alignWords(script.tokens, spoken.tokens);

  const tokenMatched = { script: new Uint8Array(script.tokens.length), spoken: new Uint8Array(spoken.tokens.length) };
  for (const [i, j] of pairs) {
    tokenMatched.script[i] = 1;
    tokenMatched.spoken[j] = 1;
  }
  markMatched(script, tokenMatched.script);
  markMatched(spoken, tokenMatched.spoken);

  // Word anchors: the first matched token pair of each matched script word.
  let anchors: Array<[number, number]> = [];
  for (const [i, j] of pairs) {
    const [a, b] = [script.owner[i], spoken.owner[j]];
    const last = anchors[anchors.length - 1];
    if (script.words[a].matched && (!last || (a > last[0] && b > last[1]))) anchors.push([a, b]);
  }
  anchors = onSentenceBounds(script, anchors);

  const missed: number[] = [];
  const skipped = new Set<number>();
  const misheard: MisheardWord[] = [];
  let unread = 0;
  const addedTokens = new Set(spoken.tokens.filter((_, j) => !tokenMatched.spoken[j]));
  let previous: [number, number] = [-1, -1];
  for (const anchor of [...anchors, null]) {
    const [aEnd, bEnd] = anchor ?? [script.words.length, spoken.words.length];
    if (anchor && aEnd === previous[0] + 1 && bEnd === previous[1] + 1) {
      // Read in order: no gap here (most of a reading).
      previous = anchor;
      continue;
    }
    let gapMissed = range(previous[0] + 1, aEnd).filter((a) => !script.words[a].matched);
    const gapAdded = range(previous[1] + 1, bEnd).filter((b) => !spoken.words[b].matched);
    if (anchor === null && anchors.length > 0) {
      // After the last word read: words heard as other words first, then what was never reached.
      const saidElsewhere = (a: number) => tokensOfWord(script, a).some((token) => addedTokens.has(token));
      const reached = gapMissed.slice(0, gapAdded.length);
      const rest = gapMissed.slice(gapAdded.length);
      const lastSaid = rest.findLastIndex(saidElsewhere);
      unread = rest.length - (lastSaid + 1);
      gapMissed = [...reached, ...rest.slice(0, lastSaid + 1)];
    }
    for (const sentence of wholeSentences(script, gapMissed)) skipped.add(sentence);
    const rest = gapMissed.filter((a) => !skipped.has(script.words[a].sentence));
    if (rest.length > 0 && rest.length === gapAdded.length && rest.length <= MAX_MISHEARD_GAP) {
      rest.forEach((a, k) => misheard.push({ word: script.words[a].shown, heard: spoken.words[gapAdded[k]].shown }));
    }
    for (const a of gapMissed) missed.push(a);
    if (anchor) previous = anchor;
  }

  const matched = script.words.filter((word) => word.matched).length;
  // "um so yes the thing" matching one "the" is not a reading that stopped: nothing is unread then.
  if (unread > 0 && (matched < MIN_WORDS_READ || matched * 2 < script.words.length - unread)) {
    for (let a = script.words.length - unread; a < script.words.length; a++) missed.push(a);
    unread = 0;
  }
  const read = script.words.length - unread;
  const added = spoken.words.filter((word) => !word.matched);
  return {
    match_accuracy: read === 0 ? 0 : Math.round((matched / read) * 1000) / 10,
    words_matched: matched,
    total_script_words: script.words.length,
    words_missed: missed.length,
    words_added: added.length,
    missed_words: distinct(missed.filter((a) => !skipped.has(script.words[a].sentence)).map((a) => script.words[a].shown)),
    added_words: distinct(added.map((word) => word.shown)),
    misheard_words: distinctBy(misheard, (m) => `${m.word} ${m.heard}`),
    skipped_sentences: [...skipped].sort((x, y) => x - y).map((sentence) => script.sentences[sentence]),
    unread_words: unread,
  };
}

/**
 * "I am a teacher. I like my job. I teach math." read without its middle sentence: the
 * alignment may match the second "I" and miss "like my job I". Where the words around a run
 * of missed words repeat, the run is moved (the same words matched one place over) onto whole
 * sentences, so the sentence is reported as skipped.
 */
function onSentenceBounds(script: Side, anchors: Array<[number, number]>): Array<[number, number]> {
  const words = script.words;
  const startsSentence = (a: number) => a === 0 || words[a - 1].sentence !== words[a].sentence;
  const endsSentence = (a: number) => a === words.length || words[a - 1].sentence !== words[a].sentence;
  const spokenOf = new Map(anchors);
  for (let k = 1; k < anchors.length; k++) {
    const [s, e] = [anchors[k - 1][0] + 1, anchors[k][0]];
    if (s >= e || anchors[k][1] !== anchors[k - 1][1] + 1) continue;
    if (startsSentence(s) && endsSentence(e)) continue;
    for (let shift = 1; shift <= Math.min(e - s, MAX_SENTENCE_SHIFT); shift++) {
      // Right: words s.. take over the matches of words e.. (the same words).
      const right = range(0, shift).every((d) => words[s + d].shown === words[e + d]?.shown && spokenOf.has(e + d));
      if (right && startsSentence(s + shift) && endsSentence(e + shift)) {
        for (let d = 0; d < shift; d++) {
          spokenOf.set(s + d, spokenOf.get(e + d)!);
          spokenOf.delete(e + d);
          words[s + d].matched = true;
          words[e + d].matched = false;
        }
        break;
      }
      const left = range(1, shift + 1).every((d) => words[e - d].shown === words[s - d]?.shown && spokenOf.has(s - d));
      if (left && startsSentence(s - shift) && endsSentence(e - shift)) {
        for (let d = 1; d <= shift; d++) {
          spokenOf.set(e - d, spokenOf.get(s - d)!);
          spokenOf.delete(s - d);
          words[e - d].matched = true;
          words[s - d].matched = false;
        }
        break;
      }
    }
  }
  return [...spokenOf].sort((x, y) => x[0] - y[0]);
}

/** A word counts as said when every spoken token of it was matched ("40%": forty and percent). */
function markMatched(side: Side, tokenMatched: Uint8Array): void {
  const missing = new Uint8Array(side.words.length);
  side.owner.forEach((word, token) => {
    if (!tokenMatched[token]) missing[word] = 1;
  });
  side.words.forEach((word, index) => (word.matched = !missing[index]));
}

/** Sentences all of whose words are among `missed` (script word indexes of one gap). */
function wholeSentences(script: Side, missed: number[]): number[] {
  const count = new Map<number, number>();
  for (const a of missed) count.set(script.words[a].sentence, (count.get(script.words[a].sentence) ?? 0) + 1);
  return [...count].filter(([sentence, n]) => n === script.sentenceSizes[sentence]).map(([sentence]) => sentence);
}

/** The spoken tokens of word `index` (a side's tokens are in word order). */
function tokensOfWord(side: Side, index: number): string[] {
  return side.tokens.slice(side.firstToken[index], side.firstToken[index + 1]);
}

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
const distinct = (words: string[]): string[] => [...new Set(words)];

function distinctBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}
