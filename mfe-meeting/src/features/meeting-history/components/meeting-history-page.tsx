import type { SessionSummary } from '@speakwell/contracts';
import { Button, buttonClassName, EmptyState, ErrorText, IconMeeting, IconPlus, IconRefresh, PageHeader, Spinner } from '@speakwell/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeleteMeetingSession } from '../api/delete-meeting-session.js';
import { useMeetingSessions } from '../api/get-meeting-sessions.js';
import { DeleteMeetingDialog } from './delete-meeting-dialog.js';
import { MeetingSessionCard } from './meeting-session-card.js';

/** '/meeting-history': past meeting sessions to review, reuse or delete. */
export function MeetingHistoryPage() {
  const sessions = useMeetingSessions();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<SessionSummary | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const deleteSession = useDeleteMeetingSession();

  function confirmDelete() {
    if (!pendingDelete) return;
    const id = pendingDelete.id;
    setPendingDelete(null);
    setDeletingId(id);
    if (expandedId === id) setExpandedId(null);
    deleteSession.mutate(id, {
      onError: (error) => console.error('Failed to delete the meeting session', error),
      onSettled: () => setDeletingId(null),
    });
  }

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
              expanded={expandedId === session.id}
              deleting={deletingId === session.id}
              onToggleDetails={() => setExpandedId(expandedId === session.id ? null : session.id)}
              onDelete={() => setPendingDelete(session)}
            />
          ))}
        </ul>
      )}
      <DeleteMeetingDialog open={pendingDelete !== null} onConfirm={confirmDelete} onCancel={() => setPendingDelete(null)} />
    </div>
  );
}
