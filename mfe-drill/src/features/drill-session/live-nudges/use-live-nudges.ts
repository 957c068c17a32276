import { countFillers, joinTranscript, normalizeWords, type Transcript } from '@speakwell/speech';
import { useEffect, useRef, useState } from 'react';
import { keepRecent, livePace, type LivePace, type WordSample } from './live-pace.js';

const SETTING_KEY = 'speakwell.liveNudges';
/** The verdict is looked at again this often, so a pause shows as the pace drops. */
const TICK_MS = 1000;
const browserClock = () => performance.now();

function readSetting(): boolean {
  try {
    return localStorage.getItem(SETTING_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Whether live nudges show while speaking: on unless the learner switched them off on this device. */
export function useLiveNudgesSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readSetting);
  return [
    on,
    (next: boolean) => {
      setOn(next);
      try {
        localStorage.setItem(SETTING_KEY, next ? 'on' : 'off');
      } catch {
        // Private modes may refuse storage: the switch still works for this visit.
      }
    },
  ];
}

export interface LiveNudges {
  pace: LivePace | null;
  fillers: number;
}

/**
 * Pace over the last seconds and fillers so far, from the recognizer's words as they arrive
 * (interim ones included), while `active`.
 */
export function useLiveNudges(active: boolean, heard: Transcript, clock: () => number = browserClock): LiveNudges {
  const samples = useRef<WordSample[]>([]);
  const [now, setNow] = useState(0);
  const transcript = active ? joinTranscript(heard) : '';
  const words = normalizeWords(transcript).length;

  useEffect(() => {
    if (!active) {
      samples.current = [];
      return;
    }
    samples.current = [{ atMs: clock(), words: 0 }];
    setNow(clock());
    const timer = setInterval(() => setNow(clock()), TICK_MS);
    return () => clearInterval(timer);
  }, [active, clock]);

  useEffect(() => {
    if (!active || samples.current.length === 0) return;
    const at = clock();
    const last = samples.current[samples.current.length - 1];
    if (words === last.words) return;
    samples.current = keepRecent([...samples.current, { atMs: at, words }], at);
    setNow(at);
  }, [active, words, clock]);

  return {
    pace: active ? livePace(samples.current, now) : null,
    fillers: active ? countFillers(transcript).reduce((sum, { count }) => sum + count, 0) : 0,
  };
}
