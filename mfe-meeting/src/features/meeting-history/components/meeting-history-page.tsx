import { sessionsQuery, deleteSessionMutation, usePagedList } from '@speakwell/api-client/queries';
import { Button, ConfirmDialog, EmptyState, ErrorText, IconMeeting, IconRefresh, NewItemLink } from '@speakwell/ui';
import { SessionHistoryPage } from '@speakwell/session-history';
import { useMutation } from '@tanstack/react-query';
import { MeetingSessionCard } from './meeting-session-card.js';

const DELETE_MEETING_MESSAGE = 'Are you sure you want to permanently delete this meeting session and its questions and answers? This action cannot be undone.';

/** '/meeting-history': past meeting sessions to review, reuse or delete. */
export function MeetingHistoryPage() {
  const sessions = usePagedList(sessionsQuery('Meeting'));
  const deleteSession = useMutation(deleteSessionMutation('Meeting'));
  return (
    <SessionHistoryPage
      kind="Meeting"
      newSession={<NewItemLink to="/meeting-qa">New Q&amp;A Session</NewItemLink>}
      sessions={sessions}
      failure={
        <div className="flex flex-wrap items-center gap-4">
          <ErrorText>Failed to load meeting sessions.</ErrorText>
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()} loading={sessions.isFetching}>
            {!sessions.isFetching && <IconRefresh className="size-4" />}
            Try Again
          </Button>
        </div>
      }
      empty={
        <EmptyState
          icon={<IconMeeting />}
          title="No meeting Q&A sessions found."
          description="Start a session with your meeting context; it will be kept here."
        />
      }
      deleteSession={deleteSession.mutateAsync}
      card={(session, card) => <MeetingSessionCard session={session} {...card} />}
      deleteDialog={(dialog) => <ConfirmDialog {...dialog} title="Delete Meeting Session" message={DELETE_MEETING_MESSAGE} confirmLabel="Confirm" />}
    />
  );
}
