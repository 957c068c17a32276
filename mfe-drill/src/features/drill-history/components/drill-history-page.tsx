import { useSessionHistory } from '@speakwell/api-client/queries';
import { SessionHistoryPage } from '@speakwell/session-history';
import { forgetSessionRecordings } from '@speakwell/speech';
import { EmptyState, ErrorText, IconClipboard, NewItemLink } from '@speakwell/ui';
import { DeleteSessionDialog } from '../../../shared/delete-session-dialog.js';
import { DrillSessionCard } from './drill-session-card.js';

/** '/history': past drill sessions to review, continue or delete. */
export function DrillHistoryPage() {
  const { sessions, deleteSession } = useSessionHistory('Drill');
  return (
    <SessionHistoryPage
      kind="Drill"
      newSession={<NewItemLink to="/">New Drill</NewItemLink>}
      sessions={sessions}
      failure={<ErrorText>Failed to load session history.</ErrorText>}
      empty={<EmptyState icon={<IconClipboard />} title="You haven't completed any drills yet." description='Click "New Drill" to get started!' />}
      deleteSession={async (sessionId: string) => {
        const deleted = await deleteSession.mutateAsync(sessionId);
        // Its recorded answers, kept in this browser, go with it.
        void forgetSessionRecordings(sessionId);
        return deleted;
      }}
      card={(session, card) => <DrillSessionCard session={session} {...card} />}
      deleteDialog={(dialog) => <DeleteSessionDialog {...dialog} />}
    />
  );
}
