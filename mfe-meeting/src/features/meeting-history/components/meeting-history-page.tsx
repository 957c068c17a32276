import { useSessionHistory } from '@speakwell/api-client/queries';
import { ConfirmDialog, EmptyState, IconMeeting, LoadFailure, NewItemLink } from '@speakwell/ui';
import { SessionHistoryPage } from '@speakwell/session-history';
import { MeetingSessionCard } from './meeting-session-card.js';

const DELETE_MEETING_MESSAGE = 'Are you sure you want to permanently delete this meeting session and its questions and answers? This action cannot be undone.';

/** '/meeting-history': past meeting sessions to review, reuse or delete. */
export function MeetingHistoryPage() {
  const { sessions, deleteSession } = useSessionHistory('Meeting');
  return (
    <SessionHistoryPage
      kind="Meeting"
      newSession={<NewItemLink to="/meeting-qa">New Q&amp;A Session</NewItemLink>}
      sessions={sessions}
      failure={<LoadFailure query={sessions}>Failed to load meeting sessions.</LoadFailure>}
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
