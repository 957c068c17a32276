import { stageCueWords } from './script-cues.js';
import { soundsAlike, spokenWords } from './spoken-forms.js';

/** How many of the last heard words count as evidence for a jump. */
const EVIDENCE_WORDS = 6;
/** Jumps are bounded: the reader is looked for at most this many words ahead or back. */
export const MAX_JUMP_WORDS = 200;
/** A misrecognised word ("analyse" for "analyze") is looked for only this close. */
const NEAR_MISS_REACH = 12;

/**
 * Heard words needed (of the last six, in script order) to believe the reader skipped
 * `skipped` words: the next word or the one after it is believed at once, a longer skip
 * needs two, three, then four words that follow the script there.
 */
function wordsNeededAhead(skipped: number): number {
  if (skipped <= 1) return 1;
  if (skipped <= 4) return 2;
  if (skipped <= 25) return 3;
  return 4;
}

/**
 * Heard words needed to believe the reader went back `back` words (a repeat or a restarted
 * sentence). Saying the last word again (back 1) does not move the highlight at all.
 */
function wordsNeededBack(back: number): number {
  if (back <= 1) return 1;
  if (back <= 4) return 2;
  if (back <= 40) return 3;
  return 4;
}

/** The readable words of a script: stage cues left out, each word mapped to the shown word it came from. */
interface ReadableScript {
  words: string[];
  shownIndexOf: number[];
  /** Where each word occurs, ascending: the candidates for a jump. */
  occurrences: Map<string, number[]>;
}

function readableScript(shownWords: readonly string[]): ReadableScript {
  const isCue = stageCueWords(shownWords);
  const words: string[] = [];
  const shownIndexOf: number[] = [];
  const occurrences = new Map<string, number[]>();
  shownWords.forEach((shown, shownIndex) => {
    if (isCue[shownIndex]) return;
    for (const word of spokenWords(shown)) {
      const at = occurrences.get(word);
      if (at) at.push(words.length);
      else occurrences.set(word, [words.length]);
      words.push(word);
      shownIndexOf.push(shownIndex);
    }
  });
  return { words, shownIndexOf, occurrences };
}

/** The first index of `sorted` (up to `count`) whose value is at least `value`. */
function firstAtLeast(sorted: readonly number[], value: number, count = sorted.length): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const CHUNK = /\S+/g;
/** Chunks at the end of the transcript that a recognition result usually rewrites. */
const RECENT_CHUNKS = 32;

/**
 * Follows a reader through a script word by word as the live transcript grows.
 *
 * Each heard word moves the highlight one word on when it is the next word of the script. When
 * it is not, the reader may have skipped, repeated or restarted: the nearest place in the script
 * where the last heard words fit wins, and the further away it is, the more words must fit
 * (`wordsNeededAhead`, `wordsNeededBack`), up to `MAX_JUMP_WORDS`. A word that fits nowhere
 * (a misrecognition, a filler) leaves the highlight where it is. Numbers match their spoken form
 * ("12" / "twelve"), punctuation is ignored and stage cues ("[pause]", "(smile)") are never waited on.
 *
 * The transcript is given whole on every recognition result (final text plus interim text). Only
 * the words after the first changed character are looked at again, so an interim result that
 * becomes final, or is corrected, re-decides just those words; a long session stays fast.
 */
export class ShadowingTracker {
  private readonly script: ReadableScript;
  private readonly shownCount: number;
  /** Readable word the reader is expected to say next. */
  private position = 0;
  // The arrays below only grow; their counts say how much is current. (Shortening an array
  // lets the engine reallocate it, which made every result cost a copy of the whole session.)
  private heard: string[] = [];
  /** `position` after each heard word, so a corrected interim result can be re-decided. */
  private positionAfter: number[] = [];
  private heardCount = 0;
  private text = '';
  /** End offset of each white-space separated chunk of `text`, and the heard words up to its end. */
  private chunkEnds: number[] = [];
  private heardAfterChunk: number[] = [];
  private chunkCount = 0;

  constructor(shownWords: readonly string[]) {
    this.script = readableScript(shownWords);
    this.shownCount = shownWords.length;
  }

  /** Index (into the shown words) of the word to read next; the script's length once all is read. */
  get index(): number {
    return this.position < this.script.words.length ? this.script.shownIndexOf[this.position] : this.shownCount;
  }

  /** Takes the whole transcript so far and returns the index of the word to highlight. */
  update(transcript: string): number {
    if (transcript === this.text) return this.index;
    const previous = this.text;
    const limit = Math.min(previous.length, transcript.length);
    // Results change the last words: compare all but those natively, then character by character.
    const settled = this.chunkCount > RECENT_CHUNKS ? this.chunkEnds[this.chunkCount - RECENT_CHUNKS] : 0;
    let same = settled <= limit && transcript.startsWith(previous.slice(0, settled)) ? settled : 0;
    while (same < limit && previous.charCodeAt(same) === transcript.charCodeAt(same)) same++;
    // A chunk ending before the first change is unchanged, and so is the space after it.
    const keptChunks = firstAtLeast(this.chunkEnds, same, this.chunkCount);
    this.chunkCount = keptChunks;
    this.rollBack(keptChunks > 0 ? this.heardAfterChunk[keptChunks - 1] : 0);

    CHUNK.lastIndex = keptChunks > 0 ? this.chunkEnds[keptChunks - 1] : 0;
    for (let chunk = CHUNK.exec(transcript); chunk; chunk = CHUNK.exec(transcript)) {
      for (const word of spokenWords(chunk[0])) this.hear(word);
      this.chunkEnds[this.chunkCount] = chunk.index + chunk[0].length;
      this.heardAfterChunk[this.chunkCount] = this.heardCount;
      this.chunkCount += 1;
    }
    this.text = transcript;
    return this.index;
  }

  reset(): void {
    this.rollBack(0);
    this.text = '';
    this.chunkCount = 0;
  }

  private rollBack(heardCount: number): void {
    this.heardCount = heardCount;
    this.position = heardCount > 0 ? this.positionAfter[heardCount - 1] : 0;
  }

  private hear(word: string): void {
    this.heard[this.heardCount] = word;
    this.heardCount += 1;
    const { words } = this.script;
    if (this.position < words.length && soundsAlike(words[this.position], word)) this.position += 1;
    else {
      const found = this.nearestFit(word);
      if (found !== null) this.position = found + 1;
    }
    this.positionAfter[this.heardCount - 1] = this.position;
  }

  /** The script word nearest the reader that the last heard words fit well enough to move there. */
  private nearestFit(word: string): number | null {
    const { words, occurrences } = this.script;
    const position = this.position;
    const best = { at: -1, distance: Infinity };
    const consider = (at: number) => {
      const ahead = at >= position;
      const distance = ahead ? at - position : position - at;
      // Nearest wins; on a tie, reading on beats going back.
      const nearer = distance < best.distance || (distance === best.distance && ahead && best.at < position);
      if (nearer && this.fitAt(at) >= (ahead ? wordsNeededAhead(distance) : wordsNeededBack(distance))) {
        best.at = at;
        best.distance = distance;
      }
    };
    const exact = occurrences.get(word) ?? [];
    for (let i = firstAtLeast(exact, position - MAX_JUMP_WORDS); i < exact.length && exact[i] <= position + MAX_JUMP_WORDS; i++) consider(exact[i]);
    const nearEnd = Math.min(words.length, position + NEAR_MISS_REACH + 1);
    for (let at = Math.max(0, position - NEAR_MISS_REACH); at < nearEnd; at++) {
      if (words[at] !== word && soundsAlike(words[at], word)) consider(at);
    }
    return best.at >= 0 ? best.at : null;
  }

  /** How many of the last heard words match the script when the newest one is script word `at`. */
  private fitAt(at: number): number {
    const { words } = this.script;
    const last = this.heardCount - 1;
    let fitting = 0;
    for (let back = 0; back < EVIDENCE_WORDS && back <= last && back <= at; back++) {
      if (soundsAlike(words[at - back], this.heard[last - back])) fitting++;
    }
    return fitting;
  }
}
