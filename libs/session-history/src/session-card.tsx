import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button, Card, IconChevronDown, Spinner } from '@speakwell/ui';

/** Breakpoint from which the actions sit beside the title instead of below it. */
const besideFrom = {
  md: { row: 'md:flex-row md:items-center md:justify-between', actions: 'md:shrink-0 md:justify-end' },
  lg: { row: 'lg:flex-row lg:items-center lg:justify-between', actions: 'lg:shrink-0 lg:justify-end' },
} as const;

export interface SessionCardProps {
  session: { id: string; topic: string; created_at: string };
  /** Place in the list: each card's slide-up starts 50 ms after the one above. */
  position: number;
  /** Next to the topic (e.g. the 'Focus Mode' badge). */
  badge?: ReactNode;
  /** The toggle's text ('View Details', 'Details'). */
  detailsLabel: string;
  expanded: boolean;
  deleting: boolean;
  onToggleDetails: () => void;
  /** The actions after the details toggle. */
  actions: ReactNode;
  /** Shown under the card while it is expanded. */
  details: ReactNode;
  actionsBesideFrom: keyof typeof besideFrom;
}

/** One past session of a history list: topic, date, a details toggle and its actions ('Deleting...' while deleted). */
export function SessionCard({
  session,
  position,
  badge,
  detailsLabel,
  expanded,
  deleting,
  onToggleDetails,
  actions,
  details,
  actionsBesideFrom,
}: SessionCardProps) {
  const detailsId = `session-details-${session.id}`;
  const layout = besideFrom[actionsBesideFrom];
  return (
    <li className="animate-slide-up" style={{ animationDelay: `${position * 50}ms` }}>
      <Card aria-label={session.topic} className={deleting ? 'opacity-70' : undefined}>
        <div className={clsx('flex flex-col gap-4', layout.row)}>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-base font-semibold break-words text-ink-900">{session.topic}</h2>
              {badge}
            </div>
            <p className="mt-1 text-sm text-ink-500">{new Date(session.created_at).toLocaleDateString()}</p>
          </div>
          {deleting ? (
            <p className="flex shrink-0 items-center gap-2 text-sm font-medium text-red-700">
              <Spinner size="sm" />
              Deleting...
            </p>
          ) : (
            <div className={clsx('flex flex-wrap gap-2', layout.actions)}>
              <Button variant="secondary" size="sm" aria-expanded={expanded} aria-controls={detailsId} onClick={onToggleDetails}>
                {detailsLabel}
                <IconChevronDown className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
              </Button>
              {actions}
            </div>
          )}
        </div>
        {expanded && (
          <div id={detailsId} className="mt-5 border-t border-ink-100 pt-5">
            {details}
          </div>
        )}
      </Card>
    </li>
  );
}
