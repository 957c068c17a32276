import { sessionDetailQuery } from '@speakwell/api-client/queries';
import type { MeetingQa, SessionSummary } from '@speakwell/contracts';
import { ErrorText, RecordList, Spinner } from '@speakwell/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * An expanded history card: the meeting's context and every question with its answer, in order.
 * The context shows from the list (a preview) until the session's detail brings the whole of it.
 */
export function MeetingSessionDetails({ session }: { session: SessionSummary }) {
  const detail = useQuery(sessionDetailQuery(session.id));

  useEffect(() => {
    if (detail.isError) console.error('Failed to load the meeting session', detail.error);
  }, [detail.isError, detail.error]);

  return (
    <div className="space-y-4">
      <div className="rounded-xl border border-brand-100 bg-brand-50/50 p-4">
        <p className="text-sm font-semibold text-brand-800">Context</p>
        <p className="mt-1 max-h-40 overflow-y-auto text-sm whitespace-pre-wrap text-ink-700">{detail.data?.context ?? session.context}</p>
      </div>
      {detail.isPending && (
        <div className="flex justify-center py-6 text-brand-600">
          <Spinner label="Loading questions and answers" />
        </div>
      )}
      {detail.isError && <ErrorText>Failed to load the questions and answers.</ErrorText>}
      {detail.data && (
        <RecordList
          items={detail.data.qas}
          emptyText="No questions were answered in this session."
          ordered
          className="space-y-3"
          aria-label="Questions and answers"
        >
          {(qa) => <QaRecord qa={qa} />}
        </RecordList>
      )}
    </div>
  );
}

function QaRecord({ qa }: { qa: MeetingQa }) {
  return (
    <li className="rounded-xl border border-ink-200/70 bg-ink-50/50 p-4">
      <p className="text-xs font-semibold tracking-wider text-ink-500 uppercase">Question</p>
      <p className="mt-1 font-medium text-ink-900">{qa.question}</p>
      <p className="mt-3 text-xs font-semibold tracking-wider text-ink-500 uppercase">Answer</p>
      <p className="mt-1 text-sm leading-relaxed whitespace-pre-wrap text-ink-700">{qa.answer}</p>
      <p className="mt-3 text-xs text-ink-500">{new Date(qa.created_at).toLocaleString()}</p>
    </li>
  );
}
