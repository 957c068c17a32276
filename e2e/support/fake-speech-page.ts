// The in-page half of the fake Web Speech API (see fake-speech.ts for the test-side driver).

export interface FakeSpeechOptions {
  /** Install a recognizer (default true). `false` removes both constructors: the "not supported" case. */
  recognition?: boolean;
  /** Install speech synthesis (default true). `false` removes speechSynthesis and SpeechSynthesisUtterance. */
  synthesis?: boolean;
  /**
   * Like Chrome's local voices (default true), the fake voice sends a word boundary for the
   * first word as soon as it starts; `emitWordBoundary` sends the next ones. `false` is a voice
   * that sends none by itself (most network voices), so a screen must estimate the spoken word.
   */
  boundaryEvents?: boolean;
}

export interface FakeRecognitionResult {
  transcript: string;
  isFinal: boolean;
}

export interface FakeRecognitionSettings {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
}

/** The in-page control object (`window.__fakeSpeech`). Tests use `speech.*` instead. */
export interface FakeSpeechControl {
  isListening(): boolean;
  startCount(): number;
  settings(): FakeRecognitionSettings | null;
  say(text: string): void;
  interim(text: string): void;
  results(results: FakeRecognitionResult[], resultIndex: number): void;
  end(): void;
  error(code: string, message: string): void;
  spokenTexts(): string[];
  isSpeaking(): boolean;
  emitWordBoundary(charIndex: number): void;
  finishUtterance(): void;
}

declare global {
  interface Window {
    __fakeSpeech?: FakeSpeechControl;
  }
}

type Handled = EventTarget & Record<string, unknown>;

/**
 * Runs inside the page before any of its scripts (`page.addInitScript` serializes it), so it
 * must be self-contained and must not use syntax the test transpiler rewrites into helper
 * calls (class fields, private members, decorators): plain constructors and methods only.
 */
export function installFakeSpeechInPage(options: Required<FakeSpeechOptions>): void {
  const scope = window as unknown as Record<string, unknown>;

  // `onx` properties that behave like the browser's: called during dispatch, in order.
  function addHandlerProperties(target: Handled, types: string[]): void {
    for (const type of types) {
      target[`on${type}`] = null;
      target.addEventListener(type, (event) => {
        const handler = target[`on${type}`];
        if (typeof handler === 'function') handler.call(target, event);
      });
    }
  }

  function makeEvent(type: string, properties: Record<string, unknown>): Event {
    const event = new Event(type);
    for (const [name, value] of Object.entries(properties)) Object.defineProperty(event, name, { value, enumerable: true });
    return event;
  }

  function later(callback: () => void): void {
    setTimeout(callback, 0);
  }

  function remove(name: string): void {
    delete scope[name];
    if (name in window) Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
  }

  function install(name: string, value: unknown): void {
    Object.defineProperty(window, name, { value, configurable: true, writable: true });
  }

  // ---- Recognition -------------------------------------------------------------------------
  let recognitionStarts = 0;
  // Recognizers between start() and end, oldest first; the test talks to the newest listening one.
  const started: FakeSpeechRecognition[] = [];

  type RecognitionState = 'idle' | 'starting' | 'listening' | 'ending';

  function markStarted(recognition: FakeSpeechRecognition): void {
    started.push(recognition);
  }

  function markEnded(recognition: FakeSpeechRecognition): void {
    started.splice(started.indexOf(recognition), 1);
  }

  function listeningRecognition(): FakeSpeechRecognition | null {
    return started.filter((recognition) => recognition.state === 'listening').pop() ?? null;
  }

  class FakeSpeechRecognition extends EventTarget {
    declare lang: string;
    declare continuous: boolean;
    declare interimResults: boolean;
    declare maxAlternatives: number;
    declare state: RecognitionState;
    declare heard: FakeRecognitionResult[];

    constructor() {
      super();
      this.lang = '';
      this.continuous = false;
      this.interimResults = false;
      this.maxAlternatives = 1;
      this.state = 'idle';
      this.heard = [];
      addHandlerProperties(this as unknown as Handled, [
        'start',
        'end',
        'result',
        'error',
        'nomatch',
        'audiostart',
        'audioend',
        'soundstart',
        'soundend',
        'speechstart',
        'speechend',
      ]);
    }

    start(): void {
      if (this.state !== 'idle') {
        throw new DOMException("Failed to execute 'start' on 'SpeechRecognition': recognition has already started.", 'InvalidStateError');
      }
      this.state = 'starting';
      this.heard = [];
      recognitionStarts++;
      markStarted(this);
      later(() => {
        if (this.state !== 'starting') return;
        this.state = 'listening';
        this.dispatchEvent(new Event('start'));
        this.dispatchEvent(new Event('audiostart'));
      });
    }

    stop(): void {
      this.finish(null);
    }

    abort(): void {
      this.finish('aborted');
    }

    private finish(error: string | null): void {
      if (this.state === 'idle' || this.state === 'ending') return;
      this.state = 'ending';
      later(() => {
        if (error) this.dispatchEvent(makeEvent('error', { error, message: '' }));
        this.endNow();
      });
    }

    endNow(): void {
      if (this.state === 'idle') return;
      this.state = 'idle';
      markEnded(this);
      this.dispatchEvent(new Event('end'));
    }

    hear(transcript: string, isFinal: boolean): void {
      const last = this.heard.length - 1;
      const index = last >= 0 && !this.heard[last].isFinal ? last : this.heard.length;
      this.heard[index] = { transcript, isFinal };
      this.deliver(index);
    }

    replaceResults(results: FakeRecognitionResult[], resultIndex: number): void {
      this.heard = results.map((result) => ({ ...result }));
      this.deliver(resultIndex);
    }

    // Shaped like Chrome's SpeechRecognitionResultList: indexable, with length and item().
    private deliver(resultIndex: number): void {
      const results = this.heard.map((heard) => {
        const alternative = { transcript: heard.transcript, confidence: 0.9 };
        return { 0: alternative, length: 1, isFinal: heard.isFinal, item: (index: number) => (index === 0 ? alternative : null) };
      });
      const list = { ...results, length: results.length, item: (index: number) => results[index] ?? null };
      this.dispatchEvent(makeEvent('result', { resultIndex, results: list, interpretation: null, emma: null }));
    }
  }

  function listening(): FakeSpeechRecognition {
    const recognition = listeningRecognition();
    if (!recognition) throw new Error('Fake speech: recognition is not listening.');
    return recognition;
  }

  // ---- Synthesis ---------------------------------------------------------------------------
  const spokenTexts: string[] = [];
  const queue: FakeUtterance[] = [];
  let currentUtterance: FakeUtterance | null = null;
  const voice = { voiceURI: 'Fake US English', name: 'Fake US English', lang: 'en-US', localService: true, default: true };

  class FakeUtterance extends EventTarget {
    declare text: string;
    declare lang: string;
    declare voice: unknown;
    declare volume: number;
    declare rate: number;
    declare pitch: number;

    constructor(text?: string) {
      super();
      this.text = text === undefined ? '' : String(text);
      this.lang = '';
      this.voice = null;
      this.volume = 1;
      this.rate = 1;
      this.pitch = 1;
      addHandlerProperties(this as unknown as Handled, ['start', 'end', 'error', 'boundary', 'pause', 'resume', 'mark']);
    }
  }

  function synthesisEvent(utterance: FakeUtterance, type: string, properties: Record<string, unknown> = {}): Event {
    return makeEvent(type, { utterance, charIndex: 0, charLength: 0, elapsedTime: 0, name: '', ...properties });
  }

  function wordBoundary(utterance: FakeUtterance, charIndex: number): void {
    const charLength = (/^\S*/.exec(utterance.text.slice(charIndex)) ?? [''])[0].length;
    utterance.dispatchEvent(synthesisEvent(utterance, 'boundary', { name: 'word', charIndex, charLength }));
  }

  function speakNext(): void {
    if (currentUtterance || queue.length === 0) return;
    const utterance = queue.shift() as FakeUtterance;
    currentUtterance = utterance;
    utterance.dispatchEvent(synthesisEvent(utterance, 'start'));
    const firstWord = utterance.text.search(/\S/);
    if (options.boundaryEvents && firstWord >= 0 && currentUtterance === utterance) wordBoundary(utterance, firstWord);
  }

  class FakeSpeechSynthesis extends EventTarget {
    declare paused: boolean;

    constructor() {
      super();
      this.paused = false;
      addHandlerProperties(this as unknown as Handled, ['voiceschanged']);
    }

    get speaking(): boolean {
      return currentUtterance !== null;
    }

    get pending(): boolean {
      return queue.length > 0;
    }

    getVoices(): (typeof voice)[] {
      return [voice];
    }

    speak(utterance: FakeUtterance): void {
      if (!(utterance instanceof FakeUtterance))
        throw new TypeError("Failed to execute 'speak' on 'SpeechSynthesis': parameter 1 is not of type 'SpeechSynthesisUtterance'.");
      spokenTexts.push(utterance.text);
      queue.push(utterance);
      later(speakNext);
    }

    cancel(): void {
      for (const queued of queue.splice(0)) queued.dispatchEvent(synthesisEvent(queued, 'error', { error: 'canceled' }));
      const speaking = currentUtterance;
      currentUtterance = null;
      if (speaking) speaking.dispatchEvent(synthesisEvent(speaking, 'error', { error: 'interrupted' }));
    }

    pause(): void {
      this.paused = true;
      if (currentUtterance) currentUtterance.dispatchEvent(synthesisEvent(currentUtterance, 'pause'));
    }

    resume(): void {
      this.paused = false;
      if (currentUtterance) currentUtterance.dispatchEvent(synthesisEvent(currentUtterance, 'resume'));
    }
  }

  function speaking(): FakeUtterance {
    if (!currentUtterance) throw new Error('Fake speech: nothing is being spoken.');
    return currentUtterance;
  }

  // ---- Install -----------------------------------------------------------------------------
  if (options.recognition) {
    install('SpeechRecognition', FakeSpeechRecognition);
    install('webkitSpeechRecognition', FakeSpeechRecognition);
  } else {
    remove('SpeechRecognition');
    remove('webkitSpeechRecognition');
  }
  if (options.synthesis) {
    install('speechSynthesis', new FakeSpeechSynthesis());
    install('SpeechSynthesisUtterance', FakeUtterance);
  } else {
    remove('speechSynthesis');
    remove('SpeechSynthesisUtterance');
  }

  const control: FakeSpeechControl = {
    isListening: () => listeningRecognition() !== null,
    startCount: () => recognitionStarts,
    settings: () => {
      const recognition = listeningRecognition();
      return (
        recognition && {
          lang: recognition.lang,
          continuous: recognition.continuous,
          interimResults: recognition.interimResults,
          maxAlternatives: recognition.maxAlternatives,
        }
      );
    },
    say: (text) => listening().hear(text, true),
    interim: (text) => listening().hear(text, false),
    results: (results, resultIndex) => listening().replaceResults(results, resultIndex),
    end: () => listening().endNow(),
    error: (code, message) => {
      const recognition = listening();
      recognition.dispatchEvent(makeEvent('error', { error: code, message }));
      recognition.endNow();
    },
    spokenTexts: () => [...spokenTexts],
    isSpeaking: () => currentUtterance !== null,
    emitWordBoundary: (charIndex) => wordBoundary(speaking(), charIndex),
    finishUtterance: () => {
      const utterance = speaking();
      currentUtterance = null;
      utterance.dispatchEvent(synthesisEvent(utterance, 'end', { charIndex: utterance.text.length, elapsedTime: 1000 }));
      later(speakNext);
    },
  };
  Object.defineProperty(window, '__fakeSpeech', { value: control, configurable: true });
}
