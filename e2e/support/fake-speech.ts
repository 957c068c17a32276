import type { Page } from '@playwright/test';

// Fake Web Speech API for browser tests: `installFakeSpeech(page)` replaces the browser's
// SpeechRecognition / webkitSpeechRecognition and speechSynthesis / SpeechSynthesisUtterance
// with objects that behave like Chrome's, and the test plays the user's voice and the
// synthesis voice through `speech.*`. See fake-speech.md beside this file.

import {
  installFakeSpeechInPage,
  type FakeRecognitionResult,
  type FakeRecognitionSettings,
  type FakeSpeechControl,
  type FakeSpeechOptions,
} from './fake-speech-page.js';

export type { FakeRecognitionResult, FakeRecognitionSettings, FakeSpeechControl, FakeSpeechOptions };

/** Installs the fake speech objects into every page the test opens next (call before `goto`). */
export async function installFakeSpeech(page: Page, options: FakeSpeechOptions = {}): Promise<void> {
  await page.addInitScript(installFakeSpeechInPage, {
    recognition: options.recognition ?? true,
    synthesis: options.synthesis ?? true,
    boundaryEvents: options.boundaryEvents ?? true,
  });
}

const WAIT_MS = 5000;

async function waitUntil(page: Page, condition: 'listening' | 'speaking', timeout: number): Promise<void> {
  try {
    await page.waitForFunction(
      (what) => {
        const fake = window.__fakeSpeech;
        return what === 'listening' ? fake?.isListening() === true : fake?.isSpeaking() === true;
      },
      condition,
      { timeout },
    );
  } catch {
    throw new Error(
      condition === 'listening'
        ? `Fake speech: recognition did not start listening within ${timeout} ms (did the screen start it? was installFakeSpeech called before goto?)`
        : `Fake speech: nothing started speaking within ${timeout} ms.`,
    );
  }
}

type ControlMethod = keyof FakeSpeechControl;

/** Calls a method of the in-page control object (the callback runs in the page, so it is self-contained). */
async function call<M extends ControlMethod>(page: Page, method: M, ...args: Parameters<FakeSpeechControl[M]>): Promise<ReturnType<FakeSpeechControl[M]>> {
  const result = await page.evaluate(
    ([name, values]) => {
      const fake = window.__fakeSpeech;
      if (!fake) throw new Error('Fake speech is not installed in this page: call installFakeSpeech(page) before page.goto().');
      return (fake[name] as (...parameters: unknown[]) => unknown)(...values);
    },
    [method, args as unknown[]] as const,
  );
  return result as ReturnType<FakeSpeechControl[M]>;
}

export interface FakeSpeechDriver {
  /** The user says `text`: a final result (it replaces the pending interim result, like Chrome). Waits until listening. */
  say(page: Page, text: string): Promise<void>;
  /** An interim (not yet final) result; a later `say` or `interim` replaces it. Waits until listening. */
  interim(page: Page, text: string): Promise<void>;
  /** Raw results event, for engine quirks (e.g. a final delivered again at the same index). */
  results(page: Page, results: FakeRecognitionResult[], resultIndex: number): Promise<void>;
  /** The recognizer ends on its own (as Chrome does after silence or ~60 s): fires `end`. */
  end(page: Page): Promise<void>;
  /** Chrome's silence timeout: an `error` event with error 'no-speech', then `end`. */
  noSpeech(page: Page): Promise<void>;
  /** A fatal recognizer error such as 'not-allowed' or 'audio-capture': `error` then `end`. */
  error(page: Page, code: string, message?: string): Promise<void>;
  /** How many times `start()` was called on any recognizer (restarts included). */
  startCount(page: Page): Promise<number>;
  isListening(page: Page): Promise<boolean>;
  /** Waits until a recognizer is listening. */
  waitForListening(page: Page, timeout?: number): Promise<void>;
  /** lang / continuous / interimResults / maxAlternatives of the listening recognizer, or null. */
  recognitionSettings(page: Page): Promise<FakeRecognitionSettings | null>;
  /** Every text passed to speechSynthesis.speak(), in order. */
  spokenTexts(page: Page): Promise<string[]>;
  isSpeaking(page: Page): Promise<boolean>;
  /** Waits until an utterance is being spoken. */
  waitForSpeaking(page: Page, timeout?: number): Promise<void>;
  /** The voice reaches the word starting at `charIndex` of the current utterance. Waits until speaking. */
  emitWordBoundary(page: Page, charIndex: number): Promise<void>;
  /** The voice finishes the current utterance (`end`), and starts the next queued one. */
  finishUtterance(page: Page): Promise<void>;
}

export const speech: FakeSpeechDriver = {
  async say(page, text) {
    await waitUntil(page, 'listening', WAIT_MS);
    await call(page, 'say', text);
  },
  async interim(page, text) {
    await waitUntil(page, 'listening', WAIT_MS);
    await call(page, 'interim', text);
  },
  async results(page, results, resultIndex) {
    await waitUntil(page, 'listening', WAIT_MS);
    await call(page, 'results', results, resultIndex);
  },
  async end(page) {
    await waitUntil(page, 'listening', WAIT_MS);
    await call(page, 'end');
  },
  async noSpeech(page) {
    await waitUntil(page, 'listening', WAIT_MS);
    await call(page, 'error', 'no-speech', '');
  },
  async error(page, code, message = '') {
    await waitUntil(page, 'listening', WAIT_MS);
    await call(page, 'error', code, message);
  },
  startCount: (page) => call(page, 'startCount'),
  isListening: (page) => call(page, 'isListening'),
  waitForListening: (page, timeout = WAIT_MS) => waitUntil(page, 'listening', timeout),
  recognitionSettings: (page) => call(page, 'settings'),
  spokenTexts: (page) => call(page, 'spokenTexts'),
  isSpeaking: (page) => call(page, 'isSpeaking'),
  waitForSpeaking: (page, timeout = WAIT_MS) => waitUntil(page, 'speaking', timeout),
  async emitWordBoundary(page, charIndex) {
    await waitUntil(page, 'speaking', WAIT_MS);
    await call(page, 'emitWordBoundary', charIndex);
  },
  async finishUtterance(page) {
    await waitUntil(page, 'speaking', WAIT_MS);
    await call(page, 'finishUtterance');
  },
};
