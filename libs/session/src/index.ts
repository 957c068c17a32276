export { sessionStore, SESSION_STORAGE_KEYS, type SessionState, type SignedInUser } from './session-store.js';
export { useSession, selectIsSignedIn, selectIsAdmin } from './use-session.js';
