import type { SessionSummary } from '@speakwell/contracts';
import { hasFocusMarker } from '@speakwell/contracts/values';
import { Badge, Button, buttonClassName, IconEye, IconPlay, IconTrash } from '@speakwell/ui';
import { SessionCard, type HistoryCardState } from '@speakwell/session-history';
import { Link, useNavigate } from 'react-router';
import { drillSessionPath } from '../../../shared/drill-session-path.js';
import { DrillSessionDetails } from './drill-session-details.js';

/** One past session: topic, date, the Focus Mode badge for '[focus mode]' topics, and its actions. */
export function DrillSessionCard({ session, onDelete, ...card }: { session: SessionSummary } & HistoryCardState) {
  const navigate = useNavigate();
  const focusMode = hasFocusMarker(session.topic);
  return (
    <SessionCard
      session={session}
      {...card}
      badge={focusMode && <Badge tone="brand">Focus Mode</Badge>}
      detailsLabel="View Details"
      actionsBesideFrom="lg"
      actions={
        <>
          <Link to={`/sessions/${encodeURIComponent(session.id)}`} className={buttonClassName('secondary', 'sm')}>
            <IconEye className="size-4" />
            Review
          </Link>
          <Button size="sm" onClick={() => void navigate(drillSessionPath(session.id))}>
            <IconPlay className="size-3.5" />
            Continue Session
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} className="text-red-700 hover:bg-red-50 hover:text-red-800">
            <IconTrash className="size-4" />
            Delete Session
          </Button>
        </>
      }
      details={<DrillSessionDetails session={session} />}
    />
  );
}
