/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { FakeRecognition, setUpFakeRecognition } from './fake-recognition.testing.js';
import { useSpeechRecognition } from './use-speech-recognition.js';

const engine = () => FakeRecognition.latest();

setUpFakeRecognition();

describe('useSpeechRecognition', () => {
  it('uses the browser recognizer when there is one', () => {
    (window as unknown as { webkitSpeechRecognition?: typeof FakeRecognition }).webkitSpeechRecognition = FakeRecognition;
    try {
      const { result } = renderHook(() => useSpeechRecognition());
      expect(result.current.supported).toBe(true);
    } finally {
      delete (window as unknown as { webkitSpeechRecognition?: typeof FakeRecognition }).webkitSpeechRecognition;
    }
    const { result } = renderHook(() => useSpeechRecognition());
    expect(result.current.supported).toBe(false);
  });

  it('renders the live transcript and calls the latest onFinal', () => {
    const heard: string[] = [];
    const { result, rerender } = renderHook(
      ({ tag }) => useSpeechRecognition({ recognitionConstructor: FakeRecognition, onFinal: (text) => heard.push(`${tag}:${text}`) }),
      {
        initialProps: { tag: 'first' },
      },
    );
    expect(result.current.status).toBe('idle');
    act(() => result.current.start());
    expect(result.current.status).toBe('listening');

    act(() => engine().hear('hello', false));
    expect(result.current).toMatchObject({ finalText: '', interimText: 'hello', transcript: 'hello' });
    rerender({ tag: 'second' });
    act(() => engine().hear('hello there', true));
    act(() => engine().hear('friend', false));
    expect(result.current).toMatchObject({ finalText: 'hello there', interimText: 'friend', transcript: 'hello there friend' });
    expect(heard).toEqual(['second:hello there']);

    act(() => result.current.pause());
    expect(result.current.status).toBe('paused');
    act(() => result.current.reset());
    expect(result.current.transcript).toBe('');
  });

  it('stops listening when the screen unmounts', () => {
    const { result, unmount } = renderHook(() => useSpeechRecognition({ recognitionConstructor: FakeRecognition }));
    act(() => result.current.start());
    unmount();
    expect(engine().stopRequested).toBe(true);
    act(() => engine().end());
    jest.advanceTimersByTime(5000);
    expect(FakeRecognition.starts).toBe(1);
  });
});
