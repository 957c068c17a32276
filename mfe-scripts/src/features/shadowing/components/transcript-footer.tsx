import { Badge } from '@speakwell/ui';
import type { RunState } from '../hooks/use-shadowing-run.js';

interface TranscriptFooterProps {
  runState: RunState;
  liveTranscript: string;
  /** Set once a run has been stopped. */
  finalTranscript: string | null;
}

/** What recognition heard: live during a run, final after it. */
export function TranscriptFooter({ runState, liveTranscript, finalTranscript }: TranscriptFooterProps) {
  const showFinal = runState === 'not-running' && finalTranscript !== null;
  const text = showFinal ? finalTranscript : liveTranscript;
  return (
    <footer className="sticky bottom-0 mt-6 rounded-2xl border border-ink-200/70 bg-white/95 p-4 shadow-raised backdrop-blur sm:p-5">
      <div className="flex items-center gap-3">
        <h2 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{showFinal ? 'Final transcription' : 'Live Transcription'}</h2>
        {runState === 'paused' && <Badge tone="warning">PAUSED</Badge>}
      </div>
      <p aria-live="polite" className="mt-2 max-h-28 overflow-y-auto text-sm leading-relaxed text-ink-800">
        {text || <span className="text-ink-500 italic">Waiting for speech...</span>}
      </p>
    </footer>
  );
}
