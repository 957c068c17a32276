import { useSessionDetail } from '@speakwell/api-client/queries';
import type { Drill, SessionSummary } from '@speakwell/contracts';
import { isFocusSession } from '@speakwell/contracts/values';
import { AnswerReplay, answerRecordingKey } from '@speakwell/speech';
import { SessionContext, SessionDetailsLoading, SessionRecord, SessionRecords } from '@speakwell/session-history';
import { Markdown, StarRating } from '@speakwell/ui';

/** An expanded history card: the session's context (Focus Mode) and every answered drill. */
export function DrillSessionDetails({ session }: { session: SessionSummary }) {
  // A failure leaves the card as it is: the user sees no error here, only the console does.
  const detail = useSessionDetail(session.id, 'Failed to load the drills of the session');

  if (detail.isPending) {
    return <SessionDetailsLoading label="Loading drills" />;
  }
  if (detail.isError) return null;

  const drills = detail.data.drills.filter((drill) => drill.answer !== null);
  const context = detail.data.context.trim();
  return (
    <div className="space-y-4">
      {isFocusSession(detail.data) && context && <SessionContext title="Focus Mode Context:">{context}</SessionContext>}
      <SessionRecords items={drills} emptyText="No drills were recorded for this session.">
        {(drill) => <DrillRecord drill={drill} />}
      </SessionRecords>
    </div>
  );
}

function DrillRecord({ drill }: { drill: Drill }) {
  return (
    <SessionRecord>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <p className="font-medium text-ink-900">{drill.question}</p>
        <span className="inline-flex shrink-0 items-center gap-2">
          {drill.rating !== null && <StarRating rating={drill.rating} size="sm" />}
          <span className="text-sm font-semibold text-ink-700">{drill.rating !== null ? `${drill.rating.toFixed(1)}/5` : 'N/A'}</span>
        </span>
      </div>
      <p className="mt-2 text-sm text-ink-600 italic">{`Your answer: "${drill.answer ?? ''}"`}</p>
      {drill.timestamp && <AnswerReplay recordingKey={answerRecordingKey(drill.attempt_of ?? drill._id, drill.timestamp)} className="mt-3 bg-white" />}
      {drill.feedback && (
        <div className="mt-3 rounded-lg bg-white p-3 ring-1 ring-ink-100">
          <p className="text-xs font-semibold text-ink-500">AI Feedback:</p>
          <Markdown className="mt-1">{drill.feedback}</Markdown>
        </div>
      )}
      <p className="mt-3 text-xs text-ink-500">{drill.timestamp ? new Date(drill.timestamp).toLocaleString() : 'No date recorded'}</p>
    </SessionRecord>
  );
}
