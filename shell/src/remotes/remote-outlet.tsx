import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../features/frame/components/not-found-page.js';
import { RemoteErrorBoundary } from './remote-error-boundary.js';
import { forgetRemote, remoteGeneration, remoteRoutes, subscribeRemoteGenerations } from './remote-loader.js';
import { remoteForPath, type RemoteName } from './remote-routes.js';
import { refreshRemotesManifest } from './remotes-manifest.js';

/** Renders the remote that owns the current path, behind an error boundary of its own. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  const [attempts, setAttempts] = useState<Partial<Record<RemoteName, number>>>({});
  const generation = useSyncExternalStore(subscribeRemoteGenerations, () => (remote ? remoteGeneration(remote) : 0));

  // Each visit to a remote asks /remotes.json again: a release made meanwhile loads now.
  useEffect(() => {
    if (remote) refreshRemotesManifest().catch(() => undefined);
  }, [remote]);

  if (!remote) return <NotFoundPage />;
  const attempt = attempts[remote] ?? 0;
  const Routes = remoteRoutes(remote);
  const retry = () => {
    forgetRemote(remote);
    refreshRemotesManifest().catch(() => undefined);
    setAttempts((current) => ({ ...current, [remote]: attempt + 1 }));
  };
  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}:${generation}`} remote={remote} onRetry={retry}>
      {/* The remote's own stylesheet applies only inside this element ([data-remote='<name>']). */}
      <div data-remote={remote} className="contents">
        <Routes />
      </div>
    </RemoteErrorBoundary>
  );
}
