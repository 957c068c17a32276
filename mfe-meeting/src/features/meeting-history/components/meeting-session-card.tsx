import { fetchSessionDetailMutation } from '@speakwell/api-client/queries';
import type { SessionSummary } from '@speakwell/contracts';
import { Button, IconPlay, IconTrash } from '@speakwell/ui';
import { SessionCard, type HistoryCardState } from '@speakwell/session-history';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MeetingSessionDetails } from './meeting-session-details.js';

/** One past meeting session: topic, date and its actions; Details shows the context and Q&A pairs. */
export function MeetingSessionCard({ session, onDelete, ...card }: { session: SessionSummary } & HistoryCardState) {
  const navigate = useNavigate();
  // The list carries a preview of the context: the meeting screen gets the whole one (from the
  // session's cache entry when Details already read it).
  const open = useMutation({
    ...fetchSessionDetailMutation(session.id),
    onSuccess: (detail) => void navigate('/meeting-qa', { state: { context: detail.context, title: session.topic } }),
    onError: (error) => console.error('Failed to load the meeting session', error),
  });
  const opening = open.isPending || open.isSuccess;

  return (
    <SessionCard
      session={session}
      {...card}
      detailsLabel="Details"
      actionsBesideFrom="md"
      actions={
        <>
          <Button size="sm" onClick={() => open.mutate()} loading={opening}>
            {!opening && <IconPlay className="size-3.5" />}
            Use This Context
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} className="text-red-700 hover:bg-red-50 hover:text-red-800">
            <IconTrash className="size-4" />
            Delete
          </Button>
        </>
      }
      details={<MeetingSessionDetails session={session} />}
    />
  );
}
