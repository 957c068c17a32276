import { Fragment, type ReactNode } from 'react';
import { PageHeader } from './page-header.js';
import { PagedListView, type PagedListState } from './paged-list.js';
import { useCardListActions } from './use-card-list-actions.js';

/** What a history card is given by its page. */
export interface HistoryCardState {
  /** Place in its page of the list (each card's slide-up starts 50 ms after the one above). */
  position: number;
  expanded: boolean;
  deleting: boolean;
  onToggleDetails: () => void;
  onDelete: () => void;
}

export interface SessionHistoryPageProps<Session extends { id: string }> {
  title: string;
  subtitle: string;
  /** The link that starts a new session. */
  newSession: ReactNode;
  sessions: PagedListState<Session>;
  loadingText: string;
  failure: ReactNode;
  empty: ReactNode;
  /** The list's accessible name. */
  listLabel: string;
  deleteSession: (sessionId: string) => Promise<unknown>;
  /** Logged when a delete fails: the spec keeps it silent, the card just comes back with its actions. */
  deleteFailure: string;
  card: (session: Session, state: HistoryCardState) => ReactNode;
  deleteDialog: (dialog: { open: boolean; onConfirm: () => void; onCancel: () => void }) => ReactNode;
}

/** Cards in one page of the API's lists: a newly loaded page slides in from its first card. */
const CARDS_PER_PAGE = 50;

/**
 * Drill History and Meeting History: past sessions newest first, loaded page by page as the user
 * scrolls, one card expanded at a time, and a confirmed delete.
 */
export function SessionHistoryPage<Session extends { id: string }>(props: SessionHistoryPageProps<Session>) {
  const { sessions, deleteSession, deleteFailure } = props;
  const list = useCardListActions<Session>(deleteSession, (error) => console.error(deleteFailure, error));
  return (
    <div>
      <PageHeader title={props.title} subtitle={props.subtitle} actions={props.newSession} />
      <PagedListView list={sessions} loadingText={props.loadingText} failure={props.failure} empty={props.empty}>
        {(loaded) => (
          <ul className="space-y-4" aria-label={props.listLabel}>
            {loaded.map((session, index) => (
              <Fragment key={session.id}>
                {props.card(session, {
                  position: index % CARDS_PER_PAGE,
                  expanded: list.expandedId === session.id,
                  deleting: list.deletingId === session.id,
                  onToggleDetails: () => list.toggleExpanded(session.id),
                  onDelete: () => list.askDelete(session),
                })}
              </Fragment>
            ))}
          </ul>
        )}
      </PagedListView>
      {props.deleteDialog({ open: list.pendingDelete !== null, onConfirm: list.confirmDelete, onCancel: list.cancelDelete })}
    </div>
  );
}
