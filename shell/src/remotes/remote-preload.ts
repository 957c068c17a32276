import { loadRemoteModule } from './remote-loader.js';
import type { RemoteName } from './remote-routes.js';

/** How long a preload waits for an idle moment before it goes ahead anyway. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });
}

/**
 * Loads a remote's ./Module into the shared cache ahead of a click. A failure stays silent and
 * is not cached: the click then loads again and shows the fallback if the remote is really down.
 */
export function preloadRemote(name: RemoteName): void {
  loadRemoteModule(name).catch(() => undefined);
}

/**
 * Preloads the remotes one after another, each when the browser is idle, so they never compete
 * with what the user is looking at. Returns a function that stops before the next one.
 */
export function preloadRemotesWhenIdle(names: readonly RemoteName[]): () => void {
  let stopped = false;
  void (async () => {
    for (const name of names) {
      await whenIdle();
      if (stopped) return;
      await loadRemoteModule(name).catch(() => undefined);
    }
  })();
  return () => {
    stopped = true;
  };
}
