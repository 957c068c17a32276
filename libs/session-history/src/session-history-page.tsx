import { Fragment, type ReactNode } from 'react';
import { PageHeader, PagedListView, useCardListActions, type PagedListState } from '@speakwell/ui';

/** What a history card is given by its page. */
export interface HistoryCardState {
  /** Place in its page of the list (each card's slide-up starts 50 ms after the one above). */
  position: number;
  expanded: boolean;
  deleting: boolean;
  onToggleDetails: () => void;
  onDelete: () => void;
}

/** The texts of each history screen, word for word as users know them (browser tests check them), and the delete failure logged to the console. */
const HISTORY_TEXTS = {
  Drill: {
    title: 'Drill History',
    subtitle: 'Review your past practice sessions or start a new one.',
    loading: 'Loading history...',
    listLabel: 'Drill sessions',
    deleteFailure: 'Failed to delete the session',
  },
  Meeting: {
    title: 'Meeting History',
    subtitle: 'Review past meeting sessions and reuse their context.',
    loading: 'Loading meeting sessions...',
    listLabel: 'Meeting sessions',
    deleteFailure: 'Failed to delete the meeting session',
  },
} as const;

export interface SessionHistoryPageProps<Session extends { id: string }> {
  kind: keyof typeof HISTORY_TEXTS;
  /** The link that starts a new session. */
  newSession: ReactNode;
  sessions: PagedListState<Session>;
  failure: ReactNode;
  empty: ReactNode;
  deleteSession: (sessionId: string) => Promise<unknown>;
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
  const { sessions, deleteSession } = props;
  const texts = HISTORY_TEXTS[props.kind];
  // The spec keeps a failed delete silent: the card just comes back with its actions.
  const list = useCardListActions<Session>(deleteSession, (error) => console.error(texts.deleteFailure, error));
  return (
    <div>
      <PageHeader title={texts.title} subtitle={texts.subtitle} actions={props.newSession} />
      <PagedListView list={sessions} loadingText={texts.loading} failure={props.failure} empty={props.empty}>
        {(loaded) => (
          <ul className="space-y-4" aria-label={texts.listLabel}>
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
