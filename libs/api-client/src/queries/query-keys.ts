import type { SessionType } from '@speakwell/contracts';

/**
 * Every TanStack Query key of the browser, by domain, so a change names what it refreshes by
 * the same keys the screens read. A key is the prefix of the keys under it: invalidating
 * `dictionary.all` refreshes the word lists and the review's due count.
 */
export const queryKeys = {
  config: ['config'] as const,
  profile: ['profile'] as const,
  health: ['health'] as const,
  sessions: {
    all: ['sessions'] as const,
    list: (type: SessionType) => ['sessions', type] as const,
    detail: (sessionId: string) => ['sessions', 'detail', sessionId] as const,
    /** The session Continue Session reopens: its own entry, read fresh each time. */
    toContinue: (sessionId: string) => ['sessions', 'continue', sessionId] as const,
  },
  dictionary: {
    all: ['dictionary'] as const,
    /** Every list of words (one per filter text; '' is the whole list). */
    words: ['dictionary', 'words'] as const,
    list: (filter: string) => ['dictionary', 'words', filter] as const,
    review: ['dictionary', 'review'] as const,
  },
  scripts: {
    all: ['scripts'] as const,
    list: ['scripts', 'list'] as const,
    detail: (scriptId: string) => ['scripts', scriptId] as const,
    history: (scriptId: string) => ['scripts', scriptId, 'history'] as const,
  },
  dashboard: {
    stats: ['dashboard-stats'] as const,
  },
  admin: {
    users: ['admin', 'users'] as const,
    remotes: ['admin', 'remotes'] as const,
    /** Everything of one remote: its tokens and its history. */
    remote: (name: string) => ['admin', 'remotes', name] as const,
    tokens: (name: string) => ['admin', 'remotes', name, 'tokens'] as const,
    history: (name: string) => ['admin', 'remotes', name, 'history'] as const,
  },
} as const;
