/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FakeSynthesis, FakeUtterance } from './fake-synthesis.testing.js';
import { useSpeechSynthesis } from './use-speech-synthesis.js';

let synthesis: FakeSynthesis;

beforeEach(() => {
  jest.useFakeTimers();
  synthesis = new FakeSynthesis();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useSpeechSynthesis', () => {
  it('tracks the spoken word until the voice finishes', () => {
    const ended: string[] = [];
    const { result } = renderHook(() => useSpeechSynthesis({ synthesis, utteranceConstructor: FakeUtterance }));
    expect(result.current).toMatchObject({ supported: true, speaking: false, wordIndex: -1 });

    act(() => result.current.speak('Thanks for the question.', { onEnd: () => ended.push('done') }));
    expect(result.current.speaking).toBe(true);
    const utterance = synthesis.current() as FakeUtterance;
    act(() => utterance.onstart?.());
    expect(result.current.wordIndex).toBe(0);
    act(() => utterance.onboundary?.({ name: 'word', charIndex: 11 }));
    expect(result.current.wordIndex).toBe(2);
    act(() => utterance.onend?.());
    expect(result.current).toMatchObject({ speaking: false, wordIndex: -1 });
    expect(ended).toEqual(['done']);
  });

  it('stops speaking when the screen unmounts', () => {
    const { result, unmount } = renderHook(() => useSpeechSynthesis({ synthesis, utteranceConstructor: FakeUtterance }));
    act(() => result.current.speak('A long answer'));
    unmount();
    expect(synthesis.cancelled).toBe(1);
  });
});
