/** The six remotes, by the name used in /remotes.json, in releases and in `loadRemote('<name>/Module')`. */
export const REMOTE_NAMES = ['drill', 'scripts', 'meeting', 'dictionary', 'dashboard', 'admin'] as const;

/**
 * How long a remote's manifest and entry may take before the shell shows its fallback, unless
 * the server says otherwise (REMOTE_LOAD_TIMEOUT_MS, sent with /remotes.json).
 */
export const REMOTE_LOAD_TIMEOUT_DEFAULT_MS = 8_000;
