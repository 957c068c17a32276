import { useEffect, useState } from 'react';
import { loadRecording } from './recording-store.js';

/**
 * Plays back a recorded answer kept in this browser; shows nothing where there is none (an
 * answer typed, recorded in another browser, or its recording deleted).
 */
export function AnswerReplay({
  recordingKey,
  title = 'Replay your answer',
  className = '',
}: {
  recordingKey: string | null;
  title?: string;
  className?: string;
}) {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    setUrl(null);
    if (!recordingKey) return;
    let objectUrl: string | null = null;
    let current = true;
    loadRecording(recordingKey).then(
      (stored) => {
        if (!current || !stored) return;
        objectUrl = URL.createObjectURL(stored.audio);
        setUrl(objectUrl);
      },
      // IndexedDB refused (private mode, storage blocked): there is simply no replay.
      () => undefined,
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [recordingKey]);

  if (!url) return null;
  return (
    <section aria-label={title} className={`rounded-xl border border-ink-200 px-4 py-3 ${className}`}>
      <h3 className="text-sm font-medium text-ink-700">{title}</h3>
      <audio
        controls
        preload="metadata"
        src={url}
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
