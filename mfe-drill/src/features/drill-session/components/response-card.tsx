import { MAX_ANSWER_LENGTH } from '@speakwell/contracts/values';
import { isSpeechRecognitionSupported } from '@speakwell/speech';
import { Button, Card, IconMic, IconSparkles, IconStop, IconTrash } from '@speakwell/ui';
import type { DrillPractice } from '../hooks/use-drill-practice.js';
import { formatElapsed, useElapsedSeconds } from '../hooks/use-elapsed-seconds.js';
import { LiveNudgesBar } from '../live-nudges/live-nudges-bar.js';
import { AnswerBox, SPEECH_NOT_SUPPORTED } from './answer-box.js';

/** The answer box (spoken, typed or corrected), the record button and Get Feedback. */
export function ResponseCard({ practice }: { practice: DrillPractice }) {
  const { recording, question, feedback, typed } = practice;
  const elapsed = useElapsedSeconds(recording.active);
  const busy = question.loading || feedback.loading || !question.current;
  const tooLong = typed.text.length > MAX_ANSWER_LENGTH;
  // Typing is the way to answer where voice is missing; elsewhere it corrects or adds to a spoken answer.
  const offerGetFeedback = !recording.supported || typed.unsent;
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
      {!recording.supported && (
        <p role="note" className="mb-3 text-sm text-ink-600">
          {SPEECH_NOT_SUPPORTED} You can type your answer instead.
        </p>
      )}
      <div>
        <AnswerBox practice={practice} />
        {/* Nudges follow the words as they are recognized: only where the browser recognizes them live. */}
        {isSpeechRecognitionSupported() && <LiveNudgesBar active={recording.active} heard={recording} />}
        <div className="mt-5">
          {recording.active ? (
            <div className="flex flex-wrap gap-3">
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
            <div className="flex flex-wrap gap-3">
              {offerGetFeedback && (
                <Button size="lg" variant={recording.supported ? 'secondary' : 'primary'} className="flex-1" onClick={typed.submit} disabled={busy || tooLong}>
                  <IconSparkles className="size-5" />
                  Get Feedback
                </Button>
              )}
              <Button size="lg" className="flex-1" onClick={recording.answerNow} disabled={busy || !recording.supported}>
                <IconMic className="size-5" />
                Answer Now
              </Button>
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
