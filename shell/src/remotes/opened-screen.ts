import { loadRemoteModule } from './remote-loader.js';
import { remoteForPath, type RemoteName } from './remote-routes.js';

/**
 * How long the page's first render waits for the opened path's remote. Loaded by then, the
 * frame and the screen render in one pass (one layout, one paint, no spinner shown for a moment);
 * a remote that is slower renders into the frame as on any later visit, behind its loading
 * state, so the frame is never held back longer than this.
 */
export const OPENED_SCREEN_WAIT_MS = 250;

/** The remote of the path the page was opened on (none for the shell's own pages). */
export const openedRemote = remoteForPath(window.location.pathname);

/** The opened remote's load failed while the first render waited: that render shows this failure. */
let failedBeforeFirstRender: { remote: RemoteName; error: unknown } | undefined;

/**
 * Starts loading the opened remote and settles when it has loaded, failed, or
 * OPENED_SCREEN_WAIT_MS passed, whichever comes first (at once on the shell's own pages).
 */
export function openedScreenOrTimeout(waitMs = OPENED_SCREEN_WAIT_MS): Promise<void> {
  const remote = openedRemote;
  if (!remote) return Promise.resolve();
  let waiting = true;
  const settled = loadRemoteModule(remote).then(
    () => undefined,
    (error: unknown) => {
      // A failure is not cached by the loader (the next visit tries again); the first render
      // shows this one instead of asking a second time at once.
      if (waiting) failedBeforeFirstRender = { remote, error };
    },
  );
  const waited = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  return Promise.race([settled, waited]).then(() => {
    waiting = false;
  });
}

/** The failure of the page's own load of `remote` before the first render, handed over once. */
export function takeOpenedScreenFailure(remote: RemoteName): { error: unknown } | undefined {
  if (failedBeforeFirstRender?.remote !== remote) return undefined;
  const { error } = failedBeforeFirstRender;
  failedBeforeFirstRender = undefined;
  return { error };
}
