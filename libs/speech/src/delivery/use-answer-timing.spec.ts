/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { RecognitionStatus } from '../recognition/speech-transcriber.js';
import { useAnswerTiming } from './use-answer-timing.js';

/** A run started at a clock the test moves by hand; `hear` is a recognition result `ms` later. */
function startedRun() {
  let now = 10_000;
  const { result, rerender } = renderHook(({ status, text }: { status: RecognitionStatus; text: string }) => useAnswerTiming(status, text, '', () => now), {
    initialProps: { status: 'idle' as RecognitionStatus, text: '' },
  });
  result.current.start();
  rerender({ status: 'listening', text: '' });
  return {
    timing: () => result.current,
    wait: (ms: number) => (now += ms),
    show: (status: RecognitionStatus, text: string) => rerender({ status, text }),
    hear(ms: number, text: string) {
      now += ms;
      rerender({ status: 'listening', text });
    },
  };
}

describe('useAnswerTiming', () => {
  it('times each recognition result from the start, and the whole answer', () => {
    const run = startedRun();
    run.hear(1200, 'good morning');
    run.hear(800, 'good morning everyone');
    run.wait(1000);
    expect(run.timing().finish()).toEqual({ duration_ms: 3000, result_times_ms: [1200, 2000] });
    expect(run.timing().finish()).toBeUndefined();
  });

  it('leaves paused time out, so a paused run is not read as a long silence', () => {
    const run = startedRun();
    run.hear(1000, 'we shipped');
    run.timing().pause();
    run.show('paused', 'we shipped');
    run.wait(60_000);
    run.timing().resume();
    // Listening again with the same words is not a new result.
    run.show('listening', 'we shipped');
    run.hear(500, 'we shipped early');
    run.wait(500);
    expect(run.timing().finish()).toEqual({ duration_ms: 2000, result_times_ms: [1000, 1500] });
  });

  it('ends a run stopped while paused at the pause', () => {
    const run = startedRun();
    run.wait(4000);
    run.timing().pause();
    run.wait(30_000);
    expect(run.timing().finish()).toEqual({ duration_ms: 4000, result_times_ms: [] });
  });
});
