import { normalizeWords } from '@speakwell/words';
import { browserTimers, type Timers } from '../timers.js';
import {
  getSpeechRecognitionConstructor,
  type RecognitionErrorEvent,
  type RecognitionResultEvent,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionEngine,
} from './speech-recognition-engine.js';
import { joinWords, type Transcript } from './transcript.js';

/** Restart delays: soon after the recognizer ends (speech goes on), longer after a no-speech error (no restart loop in silence). */
export const RESTART_DELAY_AFTER_END_MS = 100;
export const RESTART_DELAY_AFTER_NO_SPEECH_MS = 1000;
/** How long `stop()` waits for the recognizer's last results before settling without them. */
export const STOP_SETTLE_TIMEOUT_MS = 1500;
export const RECOGNITION_LANGUAGE = 'en-US';

export type RecognitionStatus = 'idle' | 'listening' | 'paused';

export interface RecognitionError {
  /** The recognizer's error code ('not-allowed', 'audio-capture', 'network', ...) or 'not-supported'. */
  code: string;
  message: string;
}

export interface SpeechTranscriberState extends Transcript {
  status: RecognitionStatus;
  error: RecognitionError | null;
}

export interface SpeechTranscriberOptions {
  lang?: string;
  /** Defaults to the browser's `SpeechRecognition || webkitSpeechRecognition`; `null` means none. */
  recognitionConstructor?: SpeechRecognitionConstructor | null;
  timers?: Timers;
  /** Called once for every newly accepted final segment. */
  onFinal?: (text: string, transcript: Transcript) => void;
  /** Called when recognition stops because of an error it cannot recover from. */
  onError?: (error: RecognitionError) => void;
}

const ERROR_MESSAGES: Record<string, string> = {
  'not-supported': 'Speech recognition is not supported in this browser.',
  'not-allowed': 'Microphone access was denied.',
  'service-not-allowed': 'The speech recognition service is not allowed.',
  'audio-capture': 'No microphone was found.',
  network: 'The speech recognition service could not be reached.',
  'language-not-supported': 'English (US) speech recognition is not available.',
};

/**
 * Continuous speech-to-text over the browser's recognizer, for the drill, shadowing and
 * meeting screens. It keeps listening across the recognizer's own stops (restarting after
 * 100 ms, or 1 s after silence) until paused or stopped, and keeps one transcript across
 * those restarts without repeating a final result that the recognizer delivers twice.
 */
export class SpeechTranscriber {
  readonly supported: boolean;
  private readonly Recognition: SpeechRecognitionConstructor | undefined;
  private readonly lang: string;
  private readonly timers: Timers;
  private readonly options: SpeechTranscriberOptions;

  private state: SpeechTranscriberState = { status: 'idle', finalText: '', interimText: '', error: null };
  private readonly listeners = new Set<() => void>();
  private recognition: SpeechRecognitionEngine | null = null;
  /** Between a successful `start()` on the recognizer and its `end` event. */
  private engineRunning = false;
  private acceptingResults = false;
  private restartTimer: unknown = null;
  private stopWaiters: Array<() => void> = [];

  // De-duplication of finals the recognizer re-delivers.
  private lastFinalKey = '';
  private finalsSinceEngineStart = 0;
  private readonly acceptedFinalAt = new Map<number, string>();

  constructor(options: SpeechTranscriberOptions = {}) {
    this.options = options;
    this.Recognition = options.recognitionConstructor === undefined ? getSpeechRecognitionConstructor() : (options.recognitionConstructor ?? undefined);
    this.supported = this.Recognition !== undefined;
    this.lang = options.lang ?? RECOGNITION_LANGUAGE;
    this.timers = options.timers ?? browserTimers;
  }

  /** For `useSyncExternalStore`: a new object after every change. */
  readonly getState = (): SpeechTranscriberState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts listening (keeps the transcript; call `reset()` first for a fresh one). */
  start(): void {
    if (!this.Recognition) {
      this.fail('not-supported');
      return;
    }
    if (this.state.status === 'listening') return;
    if (this.state.status === 'paused') {
      this.resume();
      return;
    }
    this.setState({ status: 'listening', error: null });
    if (this.engineRunning) {
      // Still winding down from a stop: drop its late results; its `end` restarts us.
      this.acceptingResults = false;
      this.recognition?.abort();
      return;
    }
    this.startEngine();
  }

  /** Stops the recognizer but keeps the transcript; `resume()` continues it. */
  pause(): void {
    if (this.state.status !== 'listening') return;
    this.setState({ status: 'paused' });
    this.haltEngine();
  }

  resume(): void {
    if (this.state.status !== 'paused') return;
    this.setState({ status: 'listening', error: null });
    if (!this.engineRunning) this.startEngine();
  }

  /**
   * Ends listening for good. Resolves with the transcript once the recognizer has delivered
   * its last results (words still interim then count as final).
   */
  stop(): Promise<Transcript> {
    if (this.state.status !== 'idle') {
      this.setState({ status: 'idle' });
      this.haltEngine();
    }
    if (!this.engineRunning) {
      this.settleInterim();
      return Promise.resolve(this.transcript());
    }
    return new Promise((resolve) => {
      const settle = () => resolve(this.transcript());
      this.stopWaiters.push(settle);
      this.timers.setTimeout(() => {
        if (!this.stopWaiters.includes(settle)) return;
        // The recognizer did not end in time: stop waiting for it and drop what it sends later.
        this.acceptingResults = false;
        this.recognition?.abort();
        this.settleInterim();
        this.stopWaiters = this.stopWaiters.filter((waiter) => waiter !== settle);
        settle();
      }, STOP_SETTLE_TIMEOUT_MS);
    });
  }

  /** Stops at once, dropping results still on their way (for unmounting a screen). */
  dispose(): void {
    this.cancelRestart();
    this.acceptingResults = false;
    if (this.state.status !== 'idle') this.setState({ status: 'idle' });
    if (this.engineRunning) this.recognition?.abort();
  }

  /** Clears the transcript and any error; listening continues if it was on. */
  reset(): void {
    this.lastFinalKey = '';
    this.setState({ finalText: '', interimText: '', error: null });
  }

  private transcript(): Transcript {
    return { finalText: this.state.finalText, interimText: this.state.interimText };
  }

  private startEngine(): void {
    const recognition = this.recognition ?? this.createRecognition();
    try {
      recognition.start();
    } catch (error) {
      // Chrome throws InvalidStateError when it is in fact still running: carry on with it.
      if (isInvalidStateError(error)) {
        this.engineRunning = true;
        this.acceptingResults = true;
        return;
      }
      this.fail('start-failed', error instanceof Error ? error.message : String(error));
      return;
    }
    this.engineRunning = true;
    this.acceptingResults = true;
    this.finalsSinceEngineStart = 0;
    this.acceptedFinalAt.clear();
  }

  private createRecognition(): SpeechRecognitionEngine {
    const Recognition = this.Recognition as SpeechRecognitionConstructor;
    const recognition = new Recognition();
    recognition.lang = this.lang;
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => this.handleResult(event);
    recognition.onerror = (event) => this.handleError(event);
    recognition.onend = () => this.handleEnd();
    this.recognition = recognition;
    return recognition;
  }

  /** Asks the recognizer to stop; results it still sends are kept until its `end`. */
  private haltEngine(): void {
    this.cancelRestart();
    if (this.engineRunning) this.recognition?.stop();
    else this.settleInterim();
  }

  private handleResult(event: RecognitionResultEvent): void {
    if (!this.acceptingResults) return;
    const finals: string[] = [];
    let interim = '';
    for (let index = event.resultIndex; index < event.results.length; index++) {
      const result = event.results[index];
      const text = (result[0]?.transcript ?? '').trim();
      if (!text) continue;
      if (!result.isFinal) interim = joinWords(interim, text);
      else if (this.acceptFinal(index, text)) finals.push(text);
    }
    this.setState({ finalText: joinWords(this.state.finalText, ...finals), interimText: interim });
    for (const text of finals) this.options.onFinal?.(text, this.transcript());
  }

  /**
   * Some recognizers deliver a final result again: after a restart (repeating the last
   * final) or at the same result index. Those copies are dropped.
   */
  private acceptFinal(index: number, text: string): boolean {
    const key = normalizeWords(text).join(' ');
    if (!key) return false;
    if (this.acceptedFinalAt.get(index) === key) return false;
    if (this.finalsSinceEngineStart === 0 && key === this.lastFinalKey) return false;
    this.acceptedFinalAt.set(index, key);
    this.finalsSinceEngineStart++;
    this.lastFinalKey = key;
    return true;
  }

  private handleError(event: RecognitionErrorEvent): void {
    if (event.error === 'aborted') return;
    if (event.error === 'no-speech') {
      if (this.state.status === 'listening') this.scheduleRestart(RESTART_DELAY_AFTER_NO_SPEECH_MS);
      return;
    }
    this.fail(event.error, event.message);
  }

  private handleEnd(): void {
    this.engineRunning = false;
    this.settleInterim();
    const waiters = this.stopWaiters;
    this.stopWaiters = [];
    for (const settle of waiters) settle();
    if (this.state.status === 'listening' && this.restartTimer === null) {
      this.scheduleRestart(RESTART_DELAY_AFTER_END_MS);
    }
  }

  /** Words the recognizer never finalized still belong to what the user said. */
  private settleInterim(): void {
    const interim = this.state.interimText;
    if (!interim) return;
    const key = normalizeWords(interim).join(' ');
    this.setState({ finalText: joinWords(this.state.finalText, interim), interimText: '' });
    if (key) {
      this.lastFinalKey = key;
      this.options.onFinal?.(interim, this.transcript());
    }
  }

  private scheduleRestart(delayMs: number): void {
    this.cancelRestart();
    this.restartTimer = this.timers.setTimeout(() => {
      this.restartTimer = null;
      // If the recognizer has not ended yet, its `end` schedules the restart.
      if (this.state.status === 'listening' && !this.engineRunning) this.startEngine();
    }, delayMs);
  }

  private cancelRestart(): void {
    if (this.restartTimer === null) return;
    this.timers.clearTimeout(this.restartTimer);
    this.restartTimer = null;
  }

  private fail(code: string, message?: string): void {
    const error: RecognitionError = { code, message: message || ERROR_MESSAGES[code] || `Speech recognition failed (${code}).` };
    this.cancelRestart();
    this.acceptingResults = false;
    this.setState({ status: 'idle', error });
    if (this.engineRunning) this.recognition?.abort();
    this.options.onError?.(error);
  }

  private setState(change: Partial<SpeechTranscriberState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}

function isInvalidStateError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'InvalidStateError';
}
