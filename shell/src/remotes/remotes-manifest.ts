import { registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyResponse } from './early-responses.js';
import { readRemotesManifest, REMOTES_MANIFEST_URL, remotesManifestRequest, type RemotesManifest } from './remotes-manifest-request.js';

/** What is registered with the federation runtime now. */
let registered: RemotesManifest | null = null;
let pending: Promise<RemotesManifest> | null = null;
const changeListeners = new Set<(names: string[]) => void>();

/** Registers what changed; a remote released at another URL replaces the old one (force). */
function apply(manifest: RemotesManifest): void {
  const before = registered ?? {};
  const changed = Object.keys(manifest).filter((name) => before[name] !== manifest[name]);
  const replaced = changed.filter((name) => before[name] !== undefined);
  const added = changed.filter((name) => before[name] === undefined);
  if (added.length > 0) registerRemotes(added.map((name) => ({ name, entry: manifest[name] ?? '' })));
  if (replaced.length > 0)
    registerRemotes(
      replaced.map((name) => ({ name, entry: manifest[name] ?? '' })),
      { force: true },
    );
  registered = manifest;
  if (replaced.length > 0) for (const listener of changeListeners) listener(replaced);
}

async function fetchAndRegister(): Promise<RemotesManifest> {
  // The first read may already be under way: start.ts asked for it before this app loaded.
  const response = await (takeEarlyResponse(REMOTES_MANIFEST_URL) ?? fetch(REMOTES_MANIFEST_URL, remotesManifestRequest()));
  const manifest = await readRemotesManifest(response);
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

/** The manifest URL a remote is registered with now (what a load loads), if any. */
export function registeredManifestUrl(name: string): string | undefined {
  return registered?.[name];
}
