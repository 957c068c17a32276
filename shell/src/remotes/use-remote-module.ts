import { useEffect, useState } from 'react';
import { loadedRemoteModule, loadRemoteModule, type RemoteModule } from './remote-loader.js';
import { takeOpenedScreenFailure } from './opened-screen.js';
import type { RemoteName } from './remote-routes.js';
import { RemoteUnavailableError } from './remote-unavailable-error.js';

type Loading = { module: RemoteModule } | { error: Error } | null;

/**
 * The remote's ./Module: at once when it has loaded, else null until it loads (the caller shows
 * a loading state). Not a Suspense boundary: React holds a boundary's content back for 300 ms
 * after its fallback showed, which would delay every first page by that much. A failure is
 * thrown to the caller's error boundary. The caller remounts (a new key) to load again.
 */
export function useRemoteModule(name: RemoteName): RemoteModule | null {
  const [loading, setLoading] = useState<Loading>(() => {
    const module = loadedRemoteModule(name);
    return module ? { module } : null;
  });

  useEffect(() => {
    if (loading) return undefined;
    const failedWith = (error: unknown): Loading => ({ error: error instanceof Error ? error : new RemoteUnavailableError(name, { cause: error }) });
    // The page's first screen: its load already failed while the first render waited for it.
    const failed = takeOpenedScreenFailure(name);
    if (failed) {
      setLoading(failedWith(failed.error));
      return undefined;
    }
    let current = true;
    loadRemoteModule(name).then(
      (module) => current && setLoading({ module }),
      (error: unknown) => current && setLoading(failedWith(error)),
    );
    return () => {
      current = false;
    };
  }, [name, loading]);

  if (loading && 'error' in loading) throw loading.error;
  return loading?.module ?? null;
}
