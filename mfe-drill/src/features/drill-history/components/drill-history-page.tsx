import type { SessionSummary } from '@speakwell/contracts';
import { buttonClassName, EmptyState, ErrorText, IconClipboard, IconPlus, PageHeader, Spinner, useCardListActions } from '@speakwell/ui';
import { Link } from 'react-router';
import { useDeleteSession } from '../api/delete-session.js';
import { useDrillSessions } from '../api/get-drill-sessions.js';
import { DeleteSessionDialog } from './delete-session-dialog.js';
import { DrillSessionCard } from './drill-session-card.js';

/** '/history': past drill sessions to review, continue or delete. */
export function DrillHistoryPage() {
  const sessions = useDrillSessions();
  const deleteSession = useDeleteSession();
  const list = useCardListActions<SessionSummary>(
    (id) => deleteSession.mutateAsync(id),
    // The spec keeps a failed delete silent: the card just comes back with its actions.
    (error) => console.error('Failed to delete the session', error),
  );

  return (
    <div>
      <PageHeader
        title="Drill History"
        subtitle="Review your past practice sessions or start a new one."
        actions={
          <Link to="/" className={buttonClassName('primary')}>
            <IconPlus className="size-4" />
            New Drill
          </Link>
        }
      />
      {sessions.isPending && (
        <p className="flex items-center gap-3 text-ink-500">
          <Spinner size="sm" />
          Loading history...
        </p>
      )}
      {sessions.isError && <ErrorText>Failed to load session history.</ErrorText>}
      {sessions.data?.length === 0 && (
        <EmptyState
          icon={<IconClipboard />}
          title="You haven't completed any drills yet."
          description='Click "New Drill" to get started!'
        />
      )}
      {sessions.data && sessions.data.length > 0 && (
        <ul className="space-y-4">
          {sessions.data.map((session, position) => (
            <DrillSessionCard
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
      <DeleteSessionDialog open={list.pendingDelete !== null} onConfirm={list.confirmDelete} onCancel={list.cancelDelete} />
    </div>
  );
}
