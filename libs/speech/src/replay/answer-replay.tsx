import { useEffect, useState } from 'react';
import { loadRecording } from './recording-store.js';

/** '1:05' for 65 seconds. */
function formatLength(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Plays back a recorded answer kept in this browser; shows nothing where there is none (an
 * answer typed, recorded in another browser, or its recording deleted).
 */
export function AnswerReplay({ recordingKey, className = '' }: { recordingKey: string | null; className?: string }) {
  const [recording, setRecording] = useState<{ url: string; durationMs: number } | null>(null);

  useEffect(() => {
    setRecording(null);
    if (!recordingKey) return;
    let url: string | null = null;
    let current = true;
    loadRecording(recordingKey).then(
      (stored) => {
        if (!current || !stored) return;
        url = URL.createObjectURL(stored.audio);
        setRecording({ url, durationMs: stored.durationMs });
      },
      // IndexedDB refused (private mode, storage blocked): there is simply no replay.
      () => undefined,
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [recordingKey]);

  if (!recording) return null;
  return (
    <section aria-label="Replay your answer" className={`rounded-xl border border-ink-200 px-4 py-3 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-medium text-ink-700">Replay your answer</h3>
        <span className="text-xs text-ink-500 tabular-nums">{formatLength(recording.durationMs)}</span>
      </div>
      <audio
        controls
        preload="metadata"
        src={recording.url}
        aria-label="Your recorded answer"
        className="mt-2 w-full"
        onLoadedMetadata={(event) => showWholeLength(event.currentTarget)}
      />
      <p className="mt-1 text-xs text-ink-500">Kept in this browser only.</p>
    </section>
  );
}

/**
 * A MediaRecorder WebM file states no length, so the player would show no seek bar: seeking
 * far past the end makes the browser work the length out, then the player goes back to the start.
 */
function showWholeLength(audio: HTMLAudioElement): void {
  if (Number.isFinite(audio.duration)) return;
  const back = () => {
    if (!Number.isFinite(audio.duration)) return;
    audio.removeEventListener('durationchange', back);
    audio.currentTime = 0;
  };
  audio.addEventListener('durationchange', back);
  audio.currentTime = Number.MAX_SAFE_INTEGER;
}
