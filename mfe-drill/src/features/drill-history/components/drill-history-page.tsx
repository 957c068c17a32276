import { sessionsQuery, useDeleteSession, usePagedList } from '@speakwell/api-client/queries';
import { buttonClassName, EmptyState, ErrorText, IconClipboard, IconPlus, SessionHistoryPage } from '@speakwell/ui';
import { Link } from 'react-router';
import { DeleteSessionDialog } from '../../../shared/delete-session-dialog.js';
import { DrillSessionCard } from './drill-session-card.js';

/** '/history': past drill sessions to review, continue or delete. */
export function DrillHistoryPage() {
  const sessions = usePagedList(sessionsQuery('Drill'));
  const deleteSession = useDeleteSession('Drill');
  return (
    <SessionHistoryPage
      title="Drill History"
      subtitle="Review your past practice sessions or start a new one."
      newSession={
        <Link to="/" className={buttonClassName('primary')}>
          <IconPlus className="size-4" />
          New Drill
        </Link>
      }
      sessions={sessions}
      loadingText="Loading history..."
      failure={<ErrorText>Failed to load session history.</ErrorText>}
      empty={<EmptyState icon={<IconClipboard />} title="You haven't completed any drills yet." description='Click "New Drill" to get started!' />}
      listLabel="Drill sessions"
      deleteSession={deleteSession.mutateAsync}
      deleteFailure="Failed to delete the session"
      card={(session, card) => <DrillSessionCard session={session} {...card} />}
      deleteDialog={(dialog) => <DeleteSessionDialog {...dialog} />}
    />
  );
}
