import { buttonClassName, EmptyState, ErrorText, IconClipboard, IconPlus, PageHeader } from '@speakwell/ui';
import { Link } from 'react-router';
import { useDrillSessions } from '../api/get-drill-sessions.js';
import { DrillSessionCard } from './drill-session-card.js';

/** '/history': past drill sessions. */
export function DrillHistoryPage() {
  const sessions = useDrillSessions();
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
      {sessions.isPending && <p className="text-ink-500">Loading history...</p>}
      {sessions.isError && <ErrorText>Failed to load session history.</ErrorText>}
      {sessions.data?.length === 0 && (
        <EmptyState icon={<IconClipboard />} title="You haven't completed any drills yet." description='Click "New Drill" to get started!' />
      )}
      {sessions.data && sessions.data.length > 0 && (
        <ul className="space-y-4">
          {sessions.data.map((session, position) => (
            <DrillSessionCard key={session.id} session={session} position={position} />
          ))}
        </ul>
      )}
    </div>
  );
}
