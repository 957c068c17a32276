/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { RecognitionStatus } from '../recognition/speech-transcriber.js';
import { useAnswerTiming } from './use-answer-timing.js';

/** A clock the test moves by hand. */
function handClock() {
  let now = 10_000;
  return { read: () => now, advance: (ms: number) => (now += ms) };
}

function render(clock: ReturnType<typeof handClock>) {
  return renderHook(({ status, text }: { status: RecognitionStatus; text: string }) => useAnswerTiming(status, text, '', clock.read), {
    initialProps: { status: 'idle' as RecognitionStatus, text: '' },
  });
}

describe('useAnswerTiming', () => {
  it('times each recognition result from the start, and the whole answer', () => {
    const clock = handClock();
    const { result, rerender } = render(clock);
    result.current.start();
    rerender({ status: 'listening', text: '' });
    clock.advance(1200);
    rerender({ status: 'listening', text: 'good morning' });
    clock.advance(800);
    rerender({ status: 'listening', text: 'good morning everyone' });
    clock.advance(1000);
    expect(result.current.finish()).toEqual({ duration_ms: 3000, result_times_ms: [1200, 2000] });
    expect(result.current.finish()).toBeUndefined();
  });

  it('leaves paused time out, so a paused run is not read as a long silence', () => {
    const clock = handClock();
    const { result, rerender } = render(clock);
    result.current.start();
    rerender({ status: 'listening', text: '' });
    clock.advance(1000);
    rerender({ status: 'listening', text: 'we shipped' });
    result.current.pause();
    rerender({ status: 'paused', text: 'we shipped' });
    clock.advance(60_000);
    result.current.resume();
    rerender({ status: 'listening', text: 'we shipped' });
    clock.advance(500);
    rerender({ status: 'listening', text: 'we shipped early' });
    clock.advance(500);
    expect(result.current.finish()).toEqual({ duration_ms: 2000, result_times_ms: [1000, 1500] });
  });

  it('ends a run stopped while paused at the pause', () => {
    const clock = handClock();
    const { result } = render(clock);
    result.current.start();
    clock.advance(4000);
    result.current.pause();
    clock.advance(30_000);
    expect(result.current.finish()).toEqual({ duration_ms: 4000, result_times_ms: [] });
  });
});
