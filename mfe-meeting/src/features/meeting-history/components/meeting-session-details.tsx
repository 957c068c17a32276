import { useSessionDetail } from '@speakwell/api-client/queries';
import type { MeetingQa, SessionSummary } from '@speakwell/contracts';
import { SessionContext, SessionDetailsLoading, SessionRecord, SessionRecords } from '@speakwell/session-history';
import { ErrorText } from '@speakwell/ui';

/**
 * An expanded history card: the meeting's context and every question with its answer, in order.
 * The context shows from the list (a preview) until the session's detail brings the whole of it.
 */
export function MeetingSessionDetails({ session }: { session: SessionSummary }) {
  const detail = useSessionDetail(session.id, 'Failed to load the meeting session');

  return (
    <div className="space-y-4">
      <SessionContext title="Context">{detail.data?.context ?? session.context}</SessionContext>
      {detail.isPending && <SessionDetailsLoading label="Loading questions and answers" />}
      {detail.isError && <ErrorText>Failed to load the questions and answers.</ErrorText>}
      {detail.data && (
        <SessionRecords items={detail.data.qas} emptyText="No questions were answered in this session." aria-label="Questions and answers">
          {(qa) => <QaRecord qa={qa} />}
        </SessionRecords>
      )}
    </div>
  );
}

function QaRecord({ qa }: { qa: MeetingQa }) {
  return (
    <SessionRecord>
      <p className="text-xs font-semibold tracking-wider text-ink-500 uppercase">Question</p>
      <p className="mt-1 font-medium text-ink-900">{qa.question}</p>
      <p className="mt-3 text-xs font-semibold tracking-wider text-ink-500 uppercase">Answer</p>
      <p className="mt-1 text-sm leading-relaxed whitespace-pre-wrap text-ink-700">{qa.answer}</p>
      <p className="mt-3 text-xs text-ink-500">{new Date(qa.created_at).toLocaleString()}</p>
    </SessionRecord>
  );
}
