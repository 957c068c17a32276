import { sessionDetailQuery } from '@speakwell/api-client/queries';
import type { Drill, SessionSummary } from '@speakwell/contracts';
import { isFocusSession } from '@speakwell/contracts/values';
import { AnswerReplay, answerRecordingKey } from '@speakwell/speech';
import { Markdown, RecordList, Spinner, StarRating } from '@speakwell/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** An expanded history card: the session's context (Focus Mode) and every answered drill. */
export function DrillSessionDetails({ session }: { session: SessionSummary }) {
  const detail = useQuery(sessionDetailQuery(session.id));

  useEffect(() => {
    // The spec keeps this failure silent for the user.
    if (detail.isError) console.error('Failed to load the drills of the session', detail.error);
  }, [detail.isError, detail.error]);

  if (detail.isPending) {
    return (
      <div className="flex justify-center py-6 text-brand-600">
        <Spinner label="Loading drills" />
      </div>
    );
  }
  if (detail.isError) return null;

  const drills = detail.data.drills.filter((drill) => drill.answer !== null);
  const context = detail.data.context.trim();
  return (
    <div className="space-y-4">
      {isFocusSession(detail.data) && context && (
        <div className="rounded-xl border border-brand-100 bg-brand-50/50 p-4">
          <p className="text-sm font-semibold text-brand-800">Focus Mode Context:</p>
          <p className="mt-1 max-h-40 overflow-y-auto text-sm whitespace-pre-wrap text-ink-700">{context}</p>
        </div>
      )}
      <RecordList items={drills} emptyText="No drills were recorded for this session." ordered className="space-y-3">
        {(drill) => <DrillRecord drill={drill} />}
      </RecordList>
    </div>
  );
}

function DrillRecord({ drill }: { drill: Drill }) {
  return (
    <li className="rounded-xl border border-ink-200/70 bg-ink-50/50 p-4">
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
    </li>
  );
}
