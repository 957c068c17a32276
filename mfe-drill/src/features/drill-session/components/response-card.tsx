import { Button, Card, IconMic, IconStop, IconTrash } from '@speakwell/ui';
import type { DrillPractice } from '../hooks/use-drill-practice.js';
import { formatElapsed, useElapsedSeconds } from '../hooks/use-elapsed-seconds.js';
import { TypedAnswer } from './typed-answer.js';

/** The live transcript of the spoken answer and the record button. */
export function ResponseCard({ practice }: { practice: DrillPractice }) {
  const { recording, question, feedback } = practice;
  const hasWords = Boolean(recording.finalText || recording.interimText);
  const elapsed = useElapsedSeconds(recording.active);
  return (
    <Card
      title="Your Response"
      actions={
        recording.active && (
          <span className="inline-flex items-center gap-2 text-sm font-medium text-red-700">
            <span className="relative flex size-2.5">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-400 opacity-75" />
              <span className="relative inline-flex size-2.5 rounded-full bg-red-500" />
            </span>
            Listening
            <span role="timer" aria-label="Recording time" className="tabular-nums">
              {formatElapsed(elapsed)}
            </span>
          </span>
        )
      }
    >
      <div
        role="log"
        aria-label="Live transcript"
        aria-live="polite"
        className={`max-h-64 min-h-36 overflow-y-auto rounded-xl border p-4 text-[15px] leading-relaxed transition-colors ${
          recording.active ? 'border-red-200 bg-red-50/30' : 'border-ink-200 bg-ink-50/60'
        }`}
      >
        {hasWords ? (
          <p className="whitespace-pre-wrap">
            <span className="text-ink-800">{recording.finalText}</span>
            {recording.interimText && <span className="text-ink-500">{`${recording.finalText ? ' ' : ''}${recording.interimText}`}</span>}
          </p>
        ) : (
          <p className="text-ink-500 italic">Your answer will appear here...</p>
        )}
      </div>
      {!recording.supported && <TypedAnswer practice={practice} />}
      <div className="mt-5">
        {recording.active ? (
          <div className="flex gap-3">
            <Button variant="danger" size="lg" className="flex-1" onClick={() => void recording.stopAndAnalyze()}>
              <IconStop className="size-5" />
              Stop &amp; Analyze
            </Button>
            {/* Not happy with it: drop it before it is rated and answer again. */}
            <Button variant="secondary" size="lg" onClick={() => void recording.discard()} title="Discard this answer and record again">
              <IconTrash className="size-5" />
              Discard
            </Button>
          </div>
        ) : (
          <Button size="lg" className="w-full" onClick={recording.answerNow} disabled={question.loading || feedback.loading || !recording.supported || !question.current}>
            <IconMic className="size-5" />
            Answer Now
          </Button>
        )}
      </div>
    </Card>
  );
}
