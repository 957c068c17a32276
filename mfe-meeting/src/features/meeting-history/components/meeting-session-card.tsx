import { sessionDetailQuery } from '@speakwell/api-client/queries';
import type { SessionSummary } from '@speakwell/contracts';
import { Button, IconPlay, IconTrash } from '@speakwell/ui';
import { SessionCard, type HistoryCardState } from '@speakwell/session-history';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MeetingSessionDetails } from './meeting-session-details.js';

/** One past meeting session: topic, date and its actions; Details shows the context and Q&A pairs. */
export function MeetingSessionCard({ session, onDelete, ...card }: { session: SessionSummary } & HistoryCardState) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);

  // The list carries a preview of the context: the meeting screen gets the whole one.
  async function openWithContext() {
    setOpening(true);
    try {
      const detail = await queryClient.fetchQuery(sessionDetailQuery(session.id));
      void navigate('/meeting-qa', { state: { context: detail.context, title: session.topic } });
    } catch (error) {
      console.error('Failed to load the meeting session', error);
      setOpening(false);
    }
  }

  return (
    <SessionCard
      session={session}
      {...card}
      detailsLabel="Details"
      actionsBesideFrom="md"
      actions={
        <>
          <Button size="sm" onClick={() => void openWithContext()} loading={opening}>
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
