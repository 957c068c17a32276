import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FakeSynthesis, FakeUtterance } from './fake-synthesis.testing.js';
import { WordSpeaker, wordIndexAt, wordStartsOf } from './word-speaker.js';

const text = 'Our launch date is the first of March.';
let synthesis: FakeSynthesis;
let words: Array<[number, number]>;
let ended: number;

function speakText(speaker: WordSpeaker, rate = 1) {
  speaker.speak(text, { rate, onWord: (charIndex, wordIndex) => words.push([charIndex, wordIndex]), onEnd: () => ended++ });
  return synthesis.current() as FakeUtterance;
}

beforeEach(() => {
  jest.useFakeTimers();
  synthesis = new FakeSynthesis();
  words = [];
  ended = 0;
});

afterEach(() => {
  jest.useRealTimers();
});

const speaker = () => new WordSpeaker({ synthesis, utteranceConstructor: FakeUtterance });

describe('WordSpeaker', () => {
  it('speaks US English with a US English voice', () => {
    const utterance = speakText(speaker());
    expect(utterance).toMatchObject({ text, lang: 'en-US', voice: { name: 'US English' } });
  });

  it('follows word boundary events', () => {
    const utterance = speakText(speaker());
    utterance.onstart?.();
    utterance.onboundary?.({ name: 'word', charIndex: 0 });
    utterance.onboundary?.({ name: 'word', charIndex: 4 });
    utterance.onboundary?.({ name: 'sentence', charIndex: 0 });
    utterance.onboundary?.({ name: 'word', charIndex: 11 });
    jest.advanceTimersByTime(5000);
    expect(words).toEqual([
      [0, 0],
      [4, 1],
      [11, 2],
    ]);
    utterance.onend?.();
    expect(ended).toBe(1);
  });

  it('estimates the spoken word when the voice sends no boundaries', () => {
    const utterance = speakText(speaker());
    utterance.onstart?.();
    expect(words).toEqual([[0, 0]]);
    // 170 words per minute: about 353 ms per word, so the 700 ms wait lands on word 1.
    jest.advanceTimersByTime(700);
    expect(words.at(-1)).toEqual([4, 1]);
    jest.advanceTimersByTime(353);
    expect(words.at(-1)).toEqual([11, 2]);
    jest.advanceTimersByTime(60_000);
    expect(words.map(([, index]) => index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    utterance.onend?.();
    expect(ended).toBe(1);
  });

  it('estimates faster at a faster rate', () => {
    const utterance = speakText(speaker(), 2);
    utterance.onstart?.();
    jest.advanceTimersByTime(700);
    expect(words.at(-1)?.[1]).toBe(3);
  });

  it('switches from the estimate to boundaries when they arrive late', () => {
    const utterance = speakText(speaker());
    utterance.onstart?.();
    jest.advanceTimersByTime(1100);
    utterance.onboundary?.({ name: 'word', charIndex: 16 });
    jest.advanceTimersByTime(5000);
    expect(words.at(-1)).toEqual([16, 3]);
  });

  it('cancel() stops the voice and the highlight and ends once', () => {
    const spoken = speaker();
    const utterance = speakText(spoken);
    utterance.onstart?.();
    spoken.cancel();
    jest.advanceTimersByTime(5000);
    utterance.onend?.();
    expect(synthesis.cancelled).toBe(1);
    expect(words).toEqual([[0, 0]]);
    expect(ended).toBe(1);
    expect(spoken.speaking).toBe(false);
  });

  it('speaking new text replaces the old one', () => {
    const spoken = speaker();
    speakText(spoken);
    speakText(spoken);
    expect(ended).toBe(1);
    expect(synthesis.spoken).toHaveLength(2);
    expect(spoken.speaking).toBe(true);
  });

  it('ends at once when the browser cannot speak', () => {
    const silent = new WordSpeaker({ synthesis: undefined, utteranceConstructor: undefined });
    silent.speak('hello', { onEnd: () => ended++ });
    expect(ended).toBe(1);
  });
});

describe('word positions', () => {
  it('maps character offsets to shown words', () => {
    const starts = wordStartsOf('  Hi  there, you');
    expect(starts).toEqual([2, 6, 13]);
    expect(wordIndexAt(starts, 0)).toBe(0);
    expect(wordIndexAt(starts, 7)).toBe(1);
    expect(wordIndexAt(starts, 13)).toBe(2);
  });
});
