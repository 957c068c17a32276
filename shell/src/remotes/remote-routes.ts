import { REMOTE_NAMES } from '@speakwell/contracts/values';

export { REMOTE_NAMES };
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What the user calls each remote's part of the product (for the fallback text). */
export const REMOTE_TITLES: Record<RemoteName, string> = {
  drill: 'Speaking Drill',
  scripts: 'Script Shadowing',
  meeting: 'Meeting Q&A',
  dictionary: 'Dictionary',
  dashboard: 'Dashboard',
  admin: 'Admin',
};

/** Route prefixes each remote owns; '/' alone is exact. */
const ROUTE_PREFIXES: ReadonlyArray<readonly [string, RemoteName]> = [
  ['/', 'drill'],
  ['/history', 'drill'],
  ['/sessions', 'drill'],
  ['/scripts', 'scripts'],
  ['/meeting-qa', 'meeting'],
  ['/meeting-history', 'meeting'],
  ['/dictionary', 'dictionary'],
  ['/dashboard', 'dashboard'],
  ['/admin', 'admin'],
];

/** The remote that renders a path, or null when no remote owns it. */
export function remoteForPath(pathname: string): RemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [prefix, remote] of ROUTE_PREFIXES) {
    if (prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`)) return remote;
  }
  return null;
}
