import { sessionStore } from '@speakwell/session';
import { remoteLoadTimeoutMs, setRemoteLoadTimeoutMs } from './remote-load-timeout.js';

/** /remotes.json: remote name -> URL of its mf-manifest.json. Read at run time, never built in. */
export type RemotesManifest = Record<string, string>;

export const REMOTES_MANIFEST_URL = '/remotes.json';
/** Sent with /remotes.json by the API (REMOTE_LOAD_TIMEOUT_MS). */
const TIMEOUT_HEADER = 'X-Remote-Load-Timeout-Ms';

/**
 * How /remotes.json is asked for: revalidated each time, so a release made meanwhile is seen;
 * with the session, since a staged release answers per signed-in user.
 */
export function remotesManifestRequest(): RequestInit {
  const token = sessionStore.getState().token;
  const headers: Record<string, string> = { Accept: 'application/json', ...(token && { Authorization: `Bearer ${token}` }) };
  return { cache: 'no-cache', headers, signal: AbortSignal.timeout(remoteLoadTimeoutMs()) };
}

function parseManifest(body: unknown): RemotesManifest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error(`${REMOTES_MANIFEST_URL} is not an object`);
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(body)) {
    // Relative URLs are resolved against the page so the runtime can derive each remote's public path.
    if (typeof url === 'string' && url) manifest[name] = new URL(url, window.location.href).href;
  }
  return manifest;
}

/** The answer to /remotes.json, read: its load timeout applied, each remote's manifest URL made absolute. */
export async function readRemotesManifest(response: Response): Promise<RemotesManifest> {
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  setRemoteLoadTimeoutMs(Number(response.headers.get(TIMEOUT_HEADER)));
  return parseManifest(await response.json());
}
