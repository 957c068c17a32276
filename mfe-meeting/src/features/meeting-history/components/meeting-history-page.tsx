import type { SessionSummary } from '@speakwell/contracts';
import { Button, buttonClassName, EmptyState, ErrorText, IconMeeting, IconPlus, IconRefresh, PageHeader, Spinner, useCardListActions } from '@speakwell/ui';
import { Link } from 'react-router';
import { useDeleteMeetingSession } from '../api/delete-meeting-session.js';
import { useMeetingSessions } from '../api/get-meeting-sessions.js';
import { DeleteMeetingDialog } from './delete-meeting-dialog.js';
import { MeetingSessionCard } from './meeting-session-card.js';

/** '/meeting-history': past meeting sessions to review, reuse or delete. */
export function MeetingHistoryPage() {
  const sessions = useMeetingSessions();
  const deleteSession = useDeleteMeetingSession();
  const list = useCardListActions<SessionSummary>(
    (id) => deleteSession.mutateAsync(id),
    // The spec keeps a failed delete silent: the card just comes back with its actions.
    (error) => console.error('Failed to delete the meeting session', error),
  );

  return (
    <div>
      <PageHeader
        title="Meeting History"
        subtitle="Review past meeting sessions and reuse their context."
        actions={
          <Link to="/meeting-qa" className={buttonClassName('primary')}>
            <IconPlus className="size-4" />
            New Q&amp;A Session
          </Link>
        }
      />
      {sessions.isPending && (
        <p className="flex items-center gap-3 text-ink-500">
          <Spinner size="sm" />
          Loading meeting sessions...
        </p>
      )}
      {sessions.isError && (
        <div className="flex flex-wrap items-center gap-4">
          <ErrorText>Failed to load meeting sessions.</ErrorText>
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()} loading={sessions.isFetching}>
            {!sessions.isFetching && <IconRefresh className="size-4" />}
            Try Again
          </Button>
        </div>
      )}
      {sessions.data?.length === 0 && (
        <EmptyState
          icon={<IconMeeting />}
          title="No meeting Q&A sessions found."
          description="Start a session with your meeting context; it will be kept here."
        />
      )}
      {sessions.data && sessions.data.length > 0 && (
        <ul className="space-y-4" aria-label="Meeting sessions">
          {sessions.data.map((session, position) => (
            <MeetingSessionCard
              key={session.id}
              session={session}
              position={position}
              expanded={list.expandedId === session.id}
              deleting={list.deletingId === session.id}
              onToggleDetails={() => list.toggleExpanded(session.id)}
              onDelete={() => list.askDelete(session)}
            />
          ))}
        </ul>
      )}
      <DeleteMeetingDialog open={list.pendingDelete !== null} onConfirm={list.confirmDelete} onCancel={list.cancelDelete} />
    </div>
  );
}
