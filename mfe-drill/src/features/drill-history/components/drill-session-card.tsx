import { hasFocusMarker, type SessionSummary } from '@speakwell/contracts';
import { Badge, Button, buttonClassName, Card, IconChevronDown, IconEye, IconPlay, IconTrash, Spinner } from '@speakwell/ui';
import { Link, useNavigate } from 'react-router';
import { DrillSessionDetails } from './drill-session-details.js';

interface DrillSessionCardProps {
  session: SessionSummary;
  /** Place in the list: each card's slide-up starts 50 ms after the one above. */
  position: number;
  expanded: boolean;
  deleting: boolean;
  onToggleDetails: () => void;
  onDelete: () => void;
}

/** One past session: topic, date, the Focus Mode badge for '[focus mode]' topics, and its actions. */
export function DrillSessionCard({ session, position, expanded, deleting, onToggleDetails, onDelete }: DrillSessionCardProps) {
  const navigate = useNavigate();
  const focusMode = hasFocusMarker(session.topic);
  const detailsId = `session-details-${session.id}`;
  return (
    <li className="animate-slide-up" style={{ animationDelay: `${position * 50}ms` }}>
      <Card aria-label={session.topic} className={deleting ? 'opacity-70' : undefined}>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-base font-semibold break-words text-ink-900">{session.topic}</h2>
              {focusMode && <Badge tone="brand">Focus Mode</Badge>}
            </div>
            <p className="mt-1 text-sm text-ink-500">{new Date(session.created_at).toLocaleDateString()}</p>
          </div>
          {deleting ? (
            <p className="flex shrink-0 items-center gap-2 text-sm font-medium text-red-700">
              <Spinner size="sm" />
              Deleting...
            </p>
          ) : (
            <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
              <Button variant="secondary" size="sm" aria-expanded={expanded} aria-controls={detailsId} onClick={onToggleDetails}>
                View Details
                <IconChevronDown className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
              </Button>
              <Link to={`/sessions/${encodeURIComponent(session.id)}`} className={buttonClassName('secondary', 'sm')}>
                <IconEye className="size-4" />
                Review
              </Link>
              <Button size="sm" onClick={() => navigate('/', { state: { sessionToContinue: session } })}>
                <IconPlay className="size-3.5" />
                Continue Session
              </Button>
              <Button variant="ghost" size="sm" onClick={onDelete} className="text-red-700 hover:bg-red-50 hover:text-red-800">
                <IconTrash className="size-4" />
                Delete Session
              </Button>
            </div>
          )}
        </div>
        {expanded && (
          <div id={detailsId} className="mt-5 border-t border-ink-100 pt-5">
            <DrillSessionDetails session={session} />
          </div>
        )}
      </Card>
    </li>
  );
}
