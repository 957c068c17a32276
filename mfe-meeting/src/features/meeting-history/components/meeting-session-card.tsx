import type { SessionSummary } from '@speakwell/contracts';
import { Button, Card, IconChevronDown, IconPlay, IconTrash, Spinner } from '@speakwell/ui';
import { useNavigate } from 'react-router';
import { MeetingSessionDetails } from './meeting-session-details.js';

interface MeetingSessionCardProps {
  session: SessionSummary;
  /** Place in the list: each card's slide-up starts 50 ms after the one above. */
  position: number;
  expanded: boolean;
  deleting: boolean;
  onToggleDetails: () => void;
  onDelete: () => void;
}

/** One past meeting session: topic, date and its actions; Details shows the context and Q&A pairs. */
export function MeetingSessionCard({ session, position, expanded, deleting, onToggleDetails, onDelete }: MeetingSessionCardProps) {
  const navigate = useNavigate();
  const detailsId = `meeting-details-${session.id}`;
  return (
    <li className="animate-slide-up" style={{ animationDelay: `${position * 50}ms` }}>
      <Card aria-label={session.topic} className={deleting ? 'opacity-70' : undefined}>
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0 flex-1">
            <h2 className="text-base font-semibold break-words text-ink-900">{session.topic}</h2>
            <p className="mt-1 text-sm text-ink-500">{new Date(session.created_at).toLocaleDateString()}</p>
          </div>
          {deleting ? (
            <p className="flex shrink-0 items-center gap-2 text-sm font-medium text-red-700">
              <Spinner size="sm" />
              Deleting...
            </p>
          ) : (
            <div className="flex flex-wrap gap-2 md:shrink-0 md:justify-end">
              <Button variant="secondary" size="sm" aria-expanded={expanded} aria-controls={detailsId} onClick={onToggleDetails}>
                Details
                <IconChevronDown className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
              </Button>
              <Button size="sm" onClick={() => navigate('/meeting-qa', { state: { context: session.context, title: session.topic } })}>
                <IconPlay className="size-3.5" />
                Use This Context
              </Button>
              <Button variant="ghost" size="sm" onClick={onDelete} className="text-red-700 hover:bg-red-50 hover:text-red-800">
                <IconTrash className="size-4" />
                Delete
              </Button>
            </div>
          )}
        </div>
        {expanded && (
          <div id={detailsId} className="mt-5 border-t border-ink-100 pt-5">
            <MeetingSessionDetails session={session} />
          </div>
        )}
      </Card>
    </li>
  );
}
