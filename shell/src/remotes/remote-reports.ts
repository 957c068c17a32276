import { sessionStore } from '@speakwell/session';
import { registeredManifestUrl } from './remotes-manifest.js';

/** What happened to a remote on this page; the API counts them per version and rolls back a bad release. */
export type RemoteReportKind = 'load' | 'load_failure' | 'render_error';

const REPORTS_URL = '/api/remotes/errors';

/**
 * Tells the API a remote loaded, failed to load or threw while rendering, naming the build by
 * the manifest URL it came from (no error text; the session only lets the API limit each user). Fire and forget: a report that does
 * not arrive changes nothing on the page.
 */
export function reportRemote(remote: string, kind: RemoteReportKind): void {
  const manifestUrl = registeredManifestUrl(remote);
  const token = sessionStore.getState().token;
  if (!manifestUrl || !token) return;
  void fetch(REPORTS_URL, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ remote, kind, manifest_url: manifestUrl }),
  }).catch(() => undefined);
}
