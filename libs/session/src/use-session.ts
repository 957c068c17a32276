import { useStore } from 'zustand';
import { sessionStore, type SessionState } from './session-store.js';

/** Reads the session in a component and re-renders when the selected part changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const selectIsSignedIn = (state: SessionState): boolean => Boolean(state.token);
export const selectIsAdmin = (state: SessionState): boolean => state.role === 'admin';
