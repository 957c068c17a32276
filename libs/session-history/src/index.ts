// Drill History and Meeting History: the page and the card both remotes build their history on.
export { SessionCard, type SessionCardProps } from './session-card.js';
export { SessionHistoryPage, type SessionHistoryPageProps, type HistoryCardState } from './session-history-page.js';
export { SessionContext, SessionDetailsLoading, SessionRecord, SessionRecords } from './session-details-parts.js';
