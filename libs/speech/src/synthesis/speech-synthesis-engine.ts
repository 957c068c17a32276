// The slice of the Web Speech API's speechSynthesis this library uses, so tests can supply their own.

export interface SynthesisVoice {
  readonly name: string;
  readonly lang: string;
  readonly default: boolean;
  readonly localService: boolean;
}

export interface SynthesisBoundaryEvent {
  /** 'word' or 'sentence'. */
  readonly name: string;
  /** Where the word being spoken starts in the utterance's text. */
  readonly charIndex: number;
}

export interface SynthesisUtterance {
  text: string;
  lang: string;
  rate: number;
  voice: SynthesisVoice | null;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  onboundary: ((event: SynthesisBoundaryEvent) => void) | null;
}

export type SynthesisUtteranceConstructor = new (text: string) => SynthesisUtterance;

export interface SpeechSynthesisEngine {
  readonly speaking?: boolean;
  readonly pending?: boolean;
  speak(utterance: SynthesisUtterance): void;
  cancel(): void;
  getVoices(): SynthesisVoice[];
}

interface SpeechSynthesisGlobals {
  speechSynthesis?: SpeechSynthesisEngine;
  SpeechSynthesisUtterance?: SynthesisUtteranceConstructor;
}

export function getSpeechSynthesis(): { synthesis: SpeechSynthesisEngine; Utterance: SynthesisUtteranceConstructor } | undefined {
  const scope = globalThis as unknown as SpeechSynthesisGlobals;
  if (!scope.speechSynthesis || !scope.SpeechSynthesisUtterance) return undefined;
  return { synthesis: scope.speechSynthesis, Utterance: scope.SpeechSynthesisUtterance };
}

export function isSpeechSynthesisSupported(): boolean {
  return getSpeechSynthesis() !== undefined;
}
