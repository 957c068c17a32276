import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteLoadTimeoutMs, setRemoteLoadTimeoutMs } from './remote-load-timeout.js';

/** /remotes.json: remote name -> URL of its mf-manifest.json. Read at run time, never built in. */
export type RemotesManifest = Record<string, string>;

const REMOTES_MANIFEST_URL = '/remotes.json';
/** Sent with /remotes.json by the API (REMOTE_LOAD_TIMEOUT_MS). */
const TIMEOUT_HEADER = 'X-Remote-Load-Timeout-Ms';
/** What is registered with the federation runtime now. */
let registered: RemotesManifest | null = null;
let pending: Promise<RemotesManifest> | null = null;
const changeListeners = new Set<(names: string[]) => void>();

function parseManifest(body: unknown): RemotesManifest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('/remotes.json is not an object');
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(body)) {
    // Relative URLs are resolved against the page so the runtime can derive each remote's public path.
    if (typeof url === 'string' && url) manifest[name] = new URL(url, window.location.href).href;
  }
  return manifest;
}

/** Registers what changed; a remote released at another URL replaces the old one (force). */
function apply(manifest: RemotesManifest): void {
  const before = registered ?? {};
  const changed = Object.keys(manifest).filter((name) => before[name] !== manifest[name]);
  const replaced = changed.filter((name) => before[name] !== undefined);
  const added = changed.filter((name) => before[name] === undefined);
  if (added.length > 0) registerRemotes(added.map((name) => ({ name, entry: manifest[name] ?? '' })));
  if (replaced.length > 0) registerRemotes(replaced.map((name) => ({ name, entry: manifest[name] ?? '' })), { force: true });
  registered = manifest;
  if (replaced.length > 0) for (const listener of changeListeners) listener(replaced);
}

async function fetchAndRegister(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache', headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(remoteLoadTimeoutMs()) });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  setRemoteLoadTimeoutMs(Number(response.headers.get(TIMEOUT_HEADER)));
  const manifest = parseManifest(await response.json());
  apply(manifest);
  return manifest;
}

function startFetch(): Promise<RemotesManifest> {
  const loading = fetchAndRegister().finally(() => {
    if (pending === loading) pending = null;
  });
  pending = loading;
  return loading;
}

/**
 * /remotes.json as registered with the federation runtime: read once, then kept (a failure is
 * not remembered, so the next call, a Retry, asks again).
 */
export function loadRemotesManifest(): Promise<RemotesManifest> {
  if (registered) return Promise.resolve(registered);
  return pending ?? startFetch();
}

/**
 * Reads /remotes.json again (on every visit to a remote), so a release or rollback made while
 * the page is open is what the next visit loads. Listeners hear which remotes moved.
 */
export function refreshRemotesManifest(): Promise<RemotesManifest> {
  return pending ?? startFetch();
}

export function onRemotesChanged(listener: (names: string[]) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
