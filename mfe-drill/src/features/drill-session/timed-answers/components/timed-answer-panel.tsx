import { IELTS_PART_2_PREPARATION_SECONDS, IELTS_PART_2_SPEAKING_SECONDS } from '@speakwell/contracts/values';
import { Button, Card, IconMic, TextArea } from '@speakwell/ui';
import { useId } from 'react';
import type { DrillPractice } from '../../hooks/use-drill-practice.js';
import { ANSWER_TIME_LIMITS, formatSeconds, timeLimitLabel, type AnswerTimeLimit } from '../answer-time-limit.js';
import type { TimedAnswer } from '../hooks/use-timed-answer.js';
import { TimeLeft } from './time-left.js';

const STOPPED_AT_LIMIT = 'Time is up: your answer was stopped at the limit and sent for feedback.';

/** The answer's time: IELTS part 2's preparation and speaking time, or the chosen cap on interview answers. */
export function TimedAnswerPanel({ practice, timed }: { practice: DrillPractice; timed: TimedAnswer }) {
  return timed.ieltsPart2 ? <CueCardTimer practice={practice} timed={timed} /> : <AnswerTimeLimitBar practice={practice} timed={timed} />;
}

function AnswerTimeLimitBar({ practice, timed }: { practice: DrillPractice; timed: TimedAnswer }) {
  const selectId = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink-200/70 bg-white px-5 py-3 shadow-card">
      <div className="flex items-center gap-3">
        <label htmlFor={selectId} className="text-sm font-medium text-ink-700">
          Time limit per answer
        </label>
        <select
          id={selectId}
          value={timed.chosenLimit ?? ''}
          disabled={practice.recording.active}
          onChange={(event) => timed.chooseLimit((event.target.value === '' ? null : Number(event.target.value)) as AnswerTimeLimit)}
          className="rounded-lg border border-ink-300 bg-white px-2.5 py-1.5 text-sm text-ink-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:opacity-60"
        >
          {ANSWER_TIME_LIMITS.map((limit) => (
            <option key={limit ?? 'off'} value={limit ?? ''}>
              {timeLimitLabel(limit)}
            </option>
          ))}
        </select>
      </div>
      <TimeLeft label="Time left" endsAt={timed.speakingEndsAt} />
      {timed.stoppedAtLimit && (
        <p role="status" className="w-full text-sm text-ink-600">
          {STOPPED_AT_LIMIT}
        </p>
      )}
    </div>
  );
}

/** IELTS part 2: one minute to prepare with notes, then up to two minutes of speech. */
function CueCardTimer({ practice, timed }: { practice: DrillPractice; timed: TimedAnswer }) {
  const { cueCard } = timed;
  const notesId = useId();
  const busy = practice.question.loading || practice.feedback.loading || !practice.question.current;
  return (
    <Card
      title="IELTS Part 2"
      description={`${formatSeconds(IELTS_PART_2_PREPARATION_SECONDS)} to prepare, then up to ${formatSeconds(IELTS_PART_2_SPEAKING_SECONDS)} to speak.`}
    >
      {cueCard.phase === 'ready' && (
        <Button size="lg" className="w-full" onClick={cueCard.startPreparing} disabled={busy || !practice.recording.supported}>
          Start 1-minute preparation
        </Button>
      )}
      {cueCard.phase === 'preparing' && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TimeLeft label="Preparation time left" endsAt={cueCard.preparingEndsAt} />
          <Button variant="secondary" size="sm" onClick={cueCard.startSpeaking}>
            <IconMic className="size-4" />
            Start speaking now
          </Button>
        </div>
      )}
      {cueCard.phase === 'speaking' && <TimeLeft label="Speaking time left" endsAt={timed.speakingEndsAt} />}
      {timed.stoppedAtLimit && (
        <p role="status" className="mt-2 text-sm text-ink-600">
          {STOPPED_AT_LIMIT}
        </p>
      )}
      {(cueCard.phase !== 'ready' || cueCard.notes !== '') && (
        <TextArea
          id={notesId}
          label="Your notes"
          wrapperClassName="mt-4"
          rows={4}
          placeholder="Key words for each point of the card."
          value={cueCard.notes}
          onChange={(event) => cueCard.setNotes(event.target.value)}
        />
      )}
    </Card>
  );
}
