import { browserTimers, type Timers } from '../timers.js';
import {
  getSpeechSynthesis,
  type SpeechSynthesisEngine,
  type SynthesisUtterance,
  type SynthesisUtteranceConstructor,
  type SynthesisVoice,
} from './speech-synthesis-engine.js';

export const SYNTHESIS_LANGUAGE = 'en-US';
/** Voices without word boundary events (most network voices) are detected after this long. */
export const BOUNDARY_WAIT_MS = 700;
/** Typical speaking pace of a synthesis voice at rate 1, for the highlight estimate. */
export const ESTIMATED_WORDS_PER_MINUTE = 170;

export interface SpeakOptions {
  /** The word being spoken: where it starts in the text and its index in `splitIntoWords(text)`. */
  onWord?: (charIndex: number, wordIndex: number) => void;
  /** Called once when speech finishes, fails or is cancelled. */
  onEnd?: () => void;
  /** 0.1 to 10, 1 is the voice's normal pace. */
  rate?: number;
  lang?: string;
}

export interface WordSpeakerOptions {
  synthesis?: SpeechSynthesisEngine;
  utteranceConstructor?: SynthesisUtteranceConstructor;
  timers?: Timers;
}

interface SpokenRun {
  readonly utterance: SynthesisUtterance;
  readonly wordStarts: number[];
  readonly options: SpeakOptions;
  wordIndex: number;
  boundarySeen: boolean;
  timer: unknown;
  ended: boolean;
}

/**
 * Reads text aloud and reports which word is being spoken, from the voice's word boundary
 * events when it sends them, otherwise from an estimate of its pace, so a highlight moves
 * with either kind of voice. One text at a time: speaking again replaces the current text.
 */
export class WordSpeaker {
  readonly supported: boolean;
  private readonly synthesis: SpeechSynthesisEngine | undefined;
  private readonly Utterance: SynthesisUtteranceConstructor | undefined;
  private readonly timers: Timers;
  private current: SpokenRun | null = null;

  constructor(options: WordSpeakerOptions = {}) {
    const browser = options.synthesis && options.utteranceConstructor ? undefined : getSpeechSynthesis();
    this.synthesis = options.synthesis ?? browser?.synthesis;
    this.Utterance = options.utteranceConstructor ?? browser?.Utterance;
    this.supported = this.synthesis !== undefined && this.Utterance !== undefined;
    this.timers = options.timers ?? browserTimers;
  }

  get speaking(): boolean {
    return this.current !== null;
  }

  speak(text: string, options: SpeakOptions = {}): void {
    this.cancel();
    if (!this.synthesis || !this.Utterance) {
      options.onEnd?.();
      return;
    }
    const utterance = new this.Utterance(text);
    utterance.lang = options.lang ?? SYNTHESIS_LANGUAGE;
    utterance.rate = options.rate ?? 1;
    utterance.voice = this.pickVoice(utterance.lang);
    const run: SpokenRun = { utterance, wordStarts: wordStartsOf(text), options, wordIndex: -1, boundarySeen: false, timer: null, ended: false };
    utterance.onstart = () => this.handleStart(run);
    utterance.onboundary = (event) => {
      if (event.name === 'word') this.handleBoundary(run, event.charIndex);
    };
    utterance.onend = () => this.finish(run);
    utterance.onerror = () => this.finish(run);
    // Kept on `this` as well: Chrome drops events of utterances nothing references.
    this.current = run;
    this.synthesis.speak(utterance);
  }

  cancel(): void {
    const run = this.current;
    if (!run) return;
    this.current = null;
    // Chrome can swallow the next utterance after a cancel() with nothing to cancel.
    if (this.synthesis?.speaking || this.synthesis?.pending) this.synthesis.cancel();
    this.finish(run);
  }

  private handleStart(run: SpokenRun): void {
    if (run.ended || run.wordStarts.length === 0) return;
    this.showWord(run, 0);
    run.timer = this.timers.setTimeout(() => {
      if (!run.boundarySeen) this.estimateFrom(run, BOUNDARY_WAIT_MS);
    }, BOUNDARY_WAIT_MS);
  }

  private handleBoundary(run: SpokenRun, charIndex: number): void {
    if (run.ended) return;
    if (!run.boundarySeen) {
      run.boundarySeen = true;
      this.clearTimer(run);
    }
    this.showWord(run, wordIndexAt(run.wordStarts, charIndex));
  }

  /** No boundary events: move on one word per estimated word duration. */
  private estimateFrom(run: SpokenRun, elapsedMs: number): void {
    const msPerWord = 60_000 / (ESTIMATED_WORDS_PER_MINUTE * (run.options.rate ?? 1));
    const lastWord = run.wordStarts.length - 1;
    this.showWord(run, Math.min(lastWord, Math.floor(elapsedMs / msPerWord)));
    if (run.wordIndex >= lastWord) return;
    const untilNextWord = msPerWord * (run.wordIndex + 1) - elapsedMs;
    run.timer = this.timers.setTimeout(() => {
      if (!run.ended && !run.boundarySeen) this.estimateFrom(run, elapsedMs + untilNextWord);
    }, untilNextWord);
  }

  private showWord(run: SpokenRun, wordIndex: number): void {
    if (wordIndex === run.wordIndex || wordIndex < 0) return;
    run.wordIndex = wordIndex;
    run.options.onWord?.(run.wordStarts[wordIndex], wordIndex);
  }

  private finish(run: SpokenRun): void {
    if (run.ended) return;
    run.ended = true;
    this.clearTimer(run);
    if (this.current === run) this.current = null;
    run.options.onEnd?.();
  }

  private clearTimer(run: SpokenRun): void {
    if (run.timer === null) return;
    this.timers.clearTimeout(run.timer);
    run.timer = null;
  }

  private pickVoice(lang: string): SynthesisVoice | null {
    const voices = this.synthesis?.getVoices() ?? [];
    const sameLanguage = voices.filter((voice) => voice.lang.replace('_', '-') === lang);
    return sameLanguage.find((voice) => voice.default) ?? sameLanguage[0] ?? null;
  }
}

/** Character offsets where each word of `splitIntoWords(text)` starts. */
export function wordStartsOf(text: string): number[] {
  return [...text.matchAll(/\S+/g)].map((match) => match.index ?? 0);
}

/** Index of the word that contains (or last started before) `charIndex`. */
export function wordIndexAt(wordStarts: readonly number[], charIndex: number): number {
  let found = -1;
  for (let index = 0; index < wordStarts.length && wordStarts[index] <= charIndex; index++) found = index;
  return Math.max(found, 0);
}

let sharedSpeaker: WordSpeaker | null = null;

/** Reads `text` aloud with the browser's voice (replacing anything being read). */
export function speak(text: string, options: SpeakOptions = {}): void {
  sharedSpeaker ??= new WordSpeaker();
  sharedSpeaker.speak(text, options);
}

/** Stops what `speak` is reading; its `onEnd` is called. */
export function cancelSpeech(): void {
  sharedSpeaker?.cancel();
}
