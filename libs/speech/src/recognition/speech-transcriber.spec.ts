import { describe, expect, it, jest } from '@jest/globals';
import { FakeRecognition, setUpFakeRecognition } from './fake-recognition.testing.js';
import type { RecognitionResult } from './speech-recognition-engine.js';
import { SpeechTranscriber, type RecognitionError } from './speech-transcriber.js';

const final = (transcript: string): RecognitionResult => ({ isFinal: true, length: 1, 0: { transcript } });

const engine = () => FakeRecognition.latest();

function transcriber(options: { onFinal?: (text: string) => void; onError?: (error: RecognitionError) => void } = {}) {
  return new SpeechTranscriber({ recognitionConstructor: FakeRecognition, ...options });
}

setUpFakeRecognition();

describe('SpeechTranscriber: set-up', () => {
  it('listens in US English, continuously, with interim results and one alternative', () => {
    const speech = transcriber();
    speech.start();
    expect(engine()).toMatchObject({ lang: 'en-US', continuous: true, interimResults: true, maxAlternatives: 1, running: true });
    expect(speech.getState().status).toBe('listening');
  });

  it('reports a browser without recognition instead of throwing', () => {
    const errors: RecognitionError[] = [];
    const speech = new SpeechTranscriber({ recognitionConstructor: null, onError: (error) => errors.push(error) });
    expect(speech.supported).toBe(false);
    speech.start();
    expect(speech.getState()).toMatchObject({ status: 'idle', error: { code: 'not-supported' } });
    expect(errors).toHaveLength(1);
  });
});

describe('SpeechTranscriber: automatic restarts', () => {
  it('restarts 100 ms after the recognizer ends on its own', () => {
    transcriber().start();
    engine().end();
    jest.advanceTimersByTime(99);
    expect(FakeRecognition.starts).toBe(1);
    jest.advanceTimersByTime(1);
    expect(FakeRecognition.starts).toBe(2);
    expect(engine().running).toBe(true);
  });

  it('restarts 1000 ms after a no-speech error, not 100 ms after the end that follows it', () => {
    transcriber().start();
    engine().fail('no-speech');
    jest.advanceTimersByTime(999);
    expect(FakeRecognition.starts).toBe(1);
    jest.advanceTimersByTime(1);
    expect(FakeRecognition.starts).toBe(2);
  });

  it('keeps restarting through repeated silences', () => {
    transcriber().start();
    for (let round = 0; round < 3; round++) {
      engine().fail('no-speech');
      jest.advanceTimersByTime(1000);
    }
    expect(FakeRecognition.starts).toBe(4);
  });

  it('does not restart after stop()', () => {
    const speech = transcriber();
    speech.start();
    void speech.stop();
    expect(engine().stopRequested).toBe(true);
    engine().end();
    jest.advanceTimersByTime(5000);
    expect(FakeRecognition.starts).toBe(1);
    expect(speech.getState().status).toBe('idle');
  });

  it('does not restart after a no-speech error once stopped', () => {
    const speech = transcriber();
    speech.start();
    engine().onerror?.({ error: 'no-speech' });
    void speech.stop();
    engine().end();
    jest.advanceTimersByTime(5000);
    expect(FakeRecognition.starts).toBe(1);
  });

  it('does not restart while paused, and resume() starts again', () => {
    const speech = transcriber();
    speech.start();
    speech.pause();
    expect(engine().stopRequested).toBe(true);
    engine().end();
    jest.advanceTimersByTime(5000);
    expect(FakeRecognition.starts).toBe(1);
    expect(speech.getState().status).toBe('paused');

    speech.resume();
    expect(FakeRecognition.starts).toBe(2);
    expect(speech.getState().status).toBe('listening');
  });

  it('cancels a pending restart when paused in between', () => {
    const speech = transcriber();
    speech.start();
    engine().end();
    speech.pause();
    jest.advanceTimersByTime(5000);
    expect(FakeRecognition.starts).toBe(1);
  });

  it('stops for good on errors it cannot recover from and reports them', () => {
    const errors: RecognitionError[] = [];
    const speech = transcriber({ onError: (error) => errors.push(error) });
    speech.start();
    engine().fail('not-allowed');
    jest.advanceTimersByTime(5000);
    expect(FakeRecognition.starts).toBe(1);
    expect(speech.getState()).toMatchObject({ status: 'idle', error: { code: 'not-allowed', message: 'Microphone access was denied.' } });
    expect(errors.map((error) => error.code)).toEqual(['not-allowed']);
  });

  it('starting again while the recognizer winds down waits for its end instead of throwing', () => {
    const speech = transcriber();
    speech.start();
    void speech.stop();
    speech.start();
    expect(FakeRecognition.starts).toBe(1);
    engine().end();
    jest.advanceTimersByTime(100);
    expect(FakeRecognition.starts).toBe(2);
    expect(speech.getState().status).toBe('listening');
  });
});

describe('SpeechTranscriber: transcript', () => {
  it('shows interim words live and accumulates finals', () => {
    const speech = transcriber();
    speech.start();
    engine().hear('hello', false);
    expect(speech.getState()).toMatchObject({ finalText: '', interimText: 'hello' });
    engine().hear('hello world', false);
    expect(speech.getState()).toMatchObject({ finalText: '', interimText: 'hello world' });
    engine().hear('Hello world', true);
    expect(speech.getState()).toMatchObject({ finalText: 'Hello world', interimText: '' });
    engine().hear(' how are', false);
    expect(speech.getState()).toMatchObject({ finalText: 'Hello world', interimText: 'how are' });
    engine().hear(' how are you', true);
    expect(speech.getState()).toMatchObject({ finalText: 'Hello world how are you', interimText: '' });
  });

  it('keeps the transcript across restarts and pauses', () => {
    const speech = transcriber();
    speech.start();
    engine().hear('first part', true);
    engine().end();
    jest.advanceTimersByTime(100);
    engine().hear('second part', true);
    speech.pause();
    engine().end();
    speech.resume();
    engine().hear('third part', true);
    expect(speech.getState().finalText).toBe('first part second part third part');
  });

  it('does not repeat a final the recognizer delivers again after a restart', () => {
    const finals: string[] = [];
    const speech = transcriber({ onFinal: (text) => finals.push(text) });
    speech.start();
    engine().hear('I led the team', true);
    engine().end();
    jest.advanceTimersByTime(100);
    engine().hear('I led the team.', true);
    engine().hear('and we shipped', true);
    expect(speech.getState().finalText).toBe('I led the team and we shipped');
    expect(finals).toEqual(['I led the team', 'and we shipped']);
  });

  it('does not repeat a final delivered twice at the same result index', () => {
    const speech = transcriber();
    speech.start();
    engine().emit(0, [final('good morning')]);
    engine().emit(0, [final('good morning')]);
    engine().emit(0, [final('good morning'), final('everyone')]);
    expect(speech.getState().finalText).toBe('good morning everyone');
  });

  it('keeps words the user really says twice in one go', () => {
    const speech = transcriber();
    speech.start();
    engine().hear('yes', true);
    engine().hear('yes', true);
    expect(speech.getState().finalText).toBe('yes yes');
  });

  it('stop() resolves once the recognizer ends, counting unfinished words as said', async () => {
    const speech = transcriber();
    speech.start();
    engine().hear('my answer is', true);
    engine().hear('forty two', false);
    const stopped = speech.stop();
    engine().end();
    await expect(stopped).resolves.toEqual({ finalText: 'my answer is forty two', interimText: '' });
  });

  it('stop() settles on its own if the recognizer never ends', async () => {
    const speech = transcriber();
    speech.start();
    engine().hear('still talking', false);
    const stopped = speech.stop();
    jest.advanceTimersByTime(1500);
    await expect(stopped).resolves.toEqual({ finalText: 'still talking', interimText: '' });
  });

  it('reset() clears the transcript and lets the same words count again', () => {
    const speech = transcriber();
    speech.start();
    engine().hear('same words', true);
    speech.reset();
    expect(speech.getState()).toMatchObject({ finalText: '', interimText: '' });
    engine().end();
    jest.advanceTimersByTime(100);
    engine().hear('same words', true);
    expect(speech.getState().finalText).toBe('same words');
  });

  it('notifies subscribers with a new state object on every change', () => {
    const speech = transcriber();
    const seen: string[] = [];
    const unsubscribe = speech.subscribe(() => seen.push(speech.getState().status));
    const before = speech.getState();
    speech.start();
    expect(speech.getState()).not.toBe(before);
    unsubscribe();
    speech.pause();
    expect(seen).toEqual(['listening']);
  });
});
