import { createStore } from 'zustand/vanilla';

/**
 * Where the session lives in localStorage. The spec fixes these keys and their plain-string
 * values, so every tab, the shell and every remote read the same thing.
 */
export const SESSION_STORAGE_KEYS = { token: 'token', role: 'userRole', userId: 'userId' } as const;

export interface SignedInUser {
  token: string;
  role?: string | null;
  userId?: string | null;
}

export interface SessionState {
  token: string | null;
  role: string | null;
  userId: string | null;
  /** Stores the token, and the role and user id when the server sent them. */
  login: (user: SignedInUser) => void;
  /** Forgets the token, role and user id. */
  logout: () => void;
}

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    // Storage can be blocked (privacy mode); the app then behaves as signed out.
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Same as above: an unwritable storage keeps the session in memory only.
  }
}

function storedSession(): Pick<SessionState, 'token' | 'role' | 'userId'> {
  return {
    token: readStorage(SESSION_STORAGE_KEYS.token),
    role: readStorage(SESSION_STORAGE_KEYS.role),
    userId: readStorage(SESSION_STORAGE_KEYS.userId),
  };
}

/**
 * The one session store. Module Federation shares this package as a singleton, so the shell
 * and every remote hold this same instance.
 */
export const sessionStore = createStore<SessionState>()((set) => ({
  ...storedSession(),
  login: ({ token, role, userId }) => {
    writeStorage(SESSION_STORAGE_KEYS.token, token);
    if (role) writeStorage(SESSION_STORAGE_KEYS.role, role);
    if (userId) writeStorage(SESSION_STORAGE_KEYS.userId, userId);
    set((state) => ({ token, role: role || state.role, userId: userId || state.userId }));
  },
  logout: () => {
    writeStorage(SESSION_STORAGE_KEYS.token, null);
    writeStorage(SESSION_STORAGE_KEYS.role, null);
    writeStorage(SESSION_STORAGE_KEYS.userId, null);
    set({ token: null, role: null, userId: null });
  },
}));

/** Keeps tabs in step: signing out in one tab signs out the others. */
function followOtherTabs(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    const keys: readonly (string | null)[] = Object.values(SESSION_STORAGE_KEYS);
    if (event.storageArea === window.localStorage && keys.includes(event.key)) {
      sessionStore.setState(storedSession());
    }
  });
}
followOtherTabs();
