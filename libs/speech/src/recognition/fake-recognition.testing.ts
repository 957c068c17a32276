import { afterEach, beforeEach, jest } from '@jest/globals';
import type { RecognitionErrorEvent, RecognitionResult, RecognitionResultEvent, SpeechRecognitionEngine } from './speech-recognition-engine.js';

/** Stands in for the browser's recognizer; the test plays the engine's part. */
export class FakeRecognition implements SpeechRecognitionEngine {
  static instances: FakeRecognition[] = [];
  static starts = 0;
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 0;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: RecognitionErrorEvent) => void) | null = null;
  onend: (() => void) | null = null;
  running = false;
  stopRequested = false;
  private results: RecognitionResult[] = [];

  constructor() {
    FakeRecognition.instances.push(this);
  }

  /** The recognizer the code under test made last. */
  static latest(): FakeRecognition {
    return FakeRecognition.instances[FakeRecognition.instances.length - 1];
  }

  start(): void {
    if (this.running) throw Object.assign(new Error('recognition has already started.'), { name: 'InvalidStateError' });
    this.running = true;
    this.stopRequested = false;
    this.results = [];
    FakeRecognition.starts++;
  }

  stop(): void {
    this.stopRequested = true;
  }

  abort(): void {
    this.stopRequested = true;
  }

  /** Replaces the trailing interim result (if any) with `text`, final or not. */
  hear(text: string, isFinal: boolean): void {
    const last = this.results.length - 1;
    const index = last >= 0 && !this.results[last].isFinal ? last : this.results.length;
    this.results[index] = { isFinal, length: 1, 0: { transcript: text } };
    this.emit(index);
  }

  emit(resultIndex: number, results: RecognitionResult[] = this.results): void {
    this.onresult?.({ resultIndex, results: [...results] });
  }

  end(): void {
    this.running = false;
    this.onend?.();
  }

  fail(error: string): void {
    this.onerror?.({ error, message: '' });
    this.end();
  }
}

/** Fake timers and no recognizers yet, around every test of the file that calls it. */
export function setUpFakeRecognition(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeRecognition.instances = [];
    FakeRecognition.starts = 0;
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}
