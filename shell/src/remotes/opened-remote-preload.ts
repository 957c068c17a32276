import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteForPath } from './remote-routes.js';
import { loadRemotesManifest } from './remotes-manifest.js';

/**
 * Runs first (index.ts, before React and the frame load): reads /remotes.json and has the
 * federation runtime fetch the opened page's remote (manifest, entry, the files of its
 * ./Module) meanwhile, so it is there when the frame asks for it. No React here: this runs
 * before the shared modules are negotiated.
 */
export function preloadOpenedRemote(pathname: string): void {
  const name = remoteForPath(pathname);
  if (!name) return;
  loadRemotesManifest()
    .then((manifest) => (manifest[name] ? preloadRemote([{ nameOrAlias: name, exposes: ['./Module'], share: false, depsRemote: false }]) : undefined))
    // Only a head start: the frame loads the remote itself and shows the fallback if it fails.
    .catch(() => undefined);
}
