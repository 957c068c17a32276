import { Badge } from '@speakwell/ui';
import type { RunState } from '../hooks/use-shadowing-run.js';

interface TranscriptFooterProps {
  runState: RunState;
  liveTranscript: string;
  /** Set once a run has been stopped ('' when nothing was heard). */
  finalTranscript: string | null;
  /** Recorded and transcribed at the end: nothing to show live. */
  recorded: boolean;
}

export const NOTHING_HEARD_TITLE = 'Nothing was heard';
export const NOTHING_HEARD_TEXT =
  'No speech was recognized during this run, so there is nothing to analyze. Check that your microphone is on and allowed, then press Start and read the script aloud.';

/** What recognition heard: live during a run, final after it, or that nothing was heard. */
export function TranscriptFooter({ runState, liveTranscript, finalTranscript, recorded }: TranscriptFooterProps) {
  const stopped = runState === 'not-running' && finalTranscript !== null;
  const nothingHeard = stopped && finalTranscript === '';
  const text = stopped ? finalTranscript : liveTranscript;
  return (
    <footer className="sticky bottom-0 mt-6 rounded-2xl border border-ink-200/70 bg-white/95 p-4 shadow-raised backdrop-blur sm:p-5">
      <div className="flex items-center gap-3">
        <h2 className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
          {nothingHeard ? NOTHING_HEARD_TITLE : stopped ? 'Final transcription' : 'Live Transcription'}
        </h2>
        {runState === 'paused' && <Badge tone="warning">PAUSED</Badge>}
      </div>
      {nothingHeard ? (
        <p role="status" className="mt-2 text-sm leading-relaxed text-ink-700">
          {NOTHING_HEARD_TEXT}
        </p>
      ) : (
        <p aria-live="polite" className="mt-2 max-h-28 overflow-y-auto text-sm leading-relaxed text-ink-800">
          {text || (
            <span className="text-ink-500 italic">
              {recorded && runState !== 'not-running' ? 'Recording... the transcript appears when you stop.' : 'Waiting for speech...'}
            </span>
          )}
        </p>
      )}
    </footer>
  );
}
