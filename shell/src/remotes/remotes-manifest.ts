import { registerRemotes } from '@module-federation/enhanced/runtime';

/** /remotes.json: remote name -> URL of its mf-manifest.json. Read at run time, never built in. */
export type RemotesManifest = Record<string, string>;

const REMOTES_MANIFEST_URL = '/remotes.json';
let pending: Promise<RemotesManifest> | null = null;

function parseManifest(body: unknown): RemotesManifest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('/remotes.json is not an object');
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(body)) {
    // Relative URLs are resolved against the page so the runtime can derive each remote's public path.
    if (typeof url === 'string' && url) manifest[name] = new URL(url, window.location.href).href;
  }
  return manifest;
}

async function fetchAndRegister(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  const manifest = parseManifest(await response.json());
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  return manifest;
}

/**
 * Reads /remotes.json once and registers every remote with the federation runtime. A failure
 * is not remembered, so the next call (a Retry) asks again.
 */
export function loadRemotesManifest(): Promise<RemotesManifest> {
  pending ??= fetchAndRegister().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
