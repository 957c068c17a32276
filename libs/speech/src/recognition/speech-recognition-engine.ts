// The slice of the Web Speech API's SpeechRecognition this library uses. TypeScript's DOM
// library has the event types but not the recognizer itself (nor Chrome's webkit prefix).

export interface RecognitionAlternative {
  readonly transcript: string;
}

export interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [alternative: number]: RecognitionAlternative;
}

export interface RecognitionResultList {
  readonly length: number;
  readonly [index: number]: RecognitionResult;
}

export interface RecognitionResultEvent {
  /** Lowest index in `results` that changed in this event. */
  readonly resultIndex: number;
  /** Every result of the current recognition session (since the last `start()`). */
  readonly results: RecognitionResultList;
}

export interface RecognitionErrorEvent {
  /** 'no-speech', 'aborted', 'not-allowed', 'audio-capture', 'network', ... */
  readonly error: string;
  readonly message?: string;
}

export interface SpeechRecognitionEngine {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionEngine;

interface SpeechRecognitionGlobals {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
}

/** The browser's recognizer (standard or webkit-prefixed), if it has one. */
export function getSpeechRecognitionConstructor(): SpeechRecognitionConstructor | undefined {
  const scope = globalThis as unknown as SpeechRecognitionGlobals;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export function isSpeechRecognitionSupported(): boolean {
  return getSpeechRecognitionConstructor() !== undefined;
}
