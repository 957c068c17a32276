import { earlyResponsesAskedWhen, fetchEarly } from './early-responses.js';
import { remoteLoadTimeoutMs } from './remote-load-timeout.js';
import { remoteForPath } from './remote-routes.js';
import { readRemotesManifest, REMOTES_MANIFEST_URL, remotesManifestRequest } from './remotes-manifest-request.js';

/** What start.ts reads of a remote's mf-manifest.json. */
interface RemoteBuildManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

export interface RemoteModuleFiles {
  scripts: string[];
  styles: string[];
}

/**
 * Asks the browser to fetch a file the page is about to use (used from its cache when asked
 * for); resolves once it has arrived or failed.
 */
export function preloadFile(href: string, as: 'script' | 'style'): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  const arrived = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(link);
  return arrived;
}

/**
 * The files the federation runtime loads for a remote's ./Module, as its mf-manifest.json names
 * them: remoteEntry.js, then the module's own scripts and stylesheet (beside the entry).
 */
export function remoteModuleFiles(manifest: RemoteBuildManifest, manifestUrl: string): RemoteModuleFiles {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return { scripts: [], styles: [] };
  const entryUrl = new URL(entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name, manifestUrl).href;
  const assets = manifest.exposes?.find((exposed) => exposed.path === './Module')?.assets;
  const beside = (file: string) => new URL(file, entryUrl).href;
  return { scripts: [entryUrl, ...(assets?.js?.sync ?? []).map(beside)], styles: (assets?.css?.sync ?? []).map(beside) };
}

/**
 * start.ts, for a signed-in visitor, while the app's own scripts load: /remotes.json, then the
 * opened page's remote manifest (both handed to the app, early-responses.ts), then that remote's
 * entry and ./Module files into the browser's cache. What fails here the app meets again and
 * reports; nothing is reported here.
 */
export async function prefetchOpenedRemote(pathname: string): Promise<void> {
  const asked = askForOpenedManifest(pathname);
  earlyResponsesAskedWhen(asked);
  const manifest = await asked;
  if (!manifest) return;
  const response = await manifest.response;
  if (!response.ok) return;
  const files = remoteModuleFiles((await response.clone().json()) as RemoteBuildManifest, manifest.url);
  for (const href of files.scripts) void preloadFile(href, 'script');
  for (const href of files.styles) void preloadFile(href, 'style');
}

/** /remotes.json, then the opened page's remote manifest, each fetched early for the app; null when the page has no remote. */
async function askForOpenedManifest(pathname: string): Promise<{ url: string; response: Promise<Response> } | null> {
  const remotesResponse = fetchEarly(REMOTES_MANIFEST_URL, remotesManifestRequest());
  const remote = remoteForPath(pathname);
  if (!remote) return null;
  const url = (await readRemotesManifest((await remotesResponse).clone()))[remote];
  if (!url) return null;
  return { url, response: fetchEarly(url, { signal: AbortSignal.timeout(remoteLoadTimeoutMs()) }) };
}
