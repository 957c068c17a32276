import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../features/frame/components/not-found-page.js';
import { PageLoading } from '../features/frame/components/page-loading.js';
import { openedRemote } from './opened-screen.js';
import { RemoteErrorBoundary } from './remote-error-boundary.js';
import { forgetRemote, remoteGeneration, subscribeRemoteGenerations } from './remote-loader.js';
import { remoteForPath, type RemoteName } from './remote-routes.js';
import { refreshRemotesManifest } from './remotes-manifest.js';
import { useRemoteModule } from './use-remote-module.js';

/** Whether a remote was shown yet: the opened remote's first visit uses the page's own read of /remotes.json. */
let visited = false;

/** Renders the remote that owns the current path, behind an error boundary of its own. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  const [attempts, setAttempts] = useState<Partial<Record<RemoteName, number>>>({});
  const generation = useSyncExternalStore(subscribeRemoteGenerations, () => (remote ? remoteGeneration(remote) : 0));

  // Each visit to a remote asks /remotes.json again: a release made meanwhile loads now. The
  // page's first screen was just read with the page (bootstrap.tsx), so it is not read twice.
  useEffect(() => {
    const openingVisit = !visited && remote === openedRemote;
    visited = true;
    if (remote && !openingVisit) refreshRemotesManifest().catch(() => undefined);
  }, [remote]);

  if (!remote) return <NotFoundPage />;
  const attempt = attempts[remote] ?? 0;
  const retry = () => {
    forgetRemote(remote);
    refreshRemotesManifest().catch(() => undefined);
    setAttempts((current) => ({ ...current, [remote]: attempt + 1 }));
  };
  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}:${generation}`} remote={remote} onRetry={retry}>
      {/* The remote's own stylesheet applies only inside this element ([data-remote='<name>']). */}
      <div data-remote={remote} className="contents">
        <RemoteScreens remote={remote} />
      </div>
    </RemoteErrorBoundary>
  );
}

/** The remote's exposed <Routes> once loaded, a loading spinner until then. */
function RemoteScreens({ remote }: { remote: RemoteName }) {
  const loaded = useRemoteModule(remote);
  if (!loaded) return <PageLoading />;
  const Screens = loaded.default;
  return <Screens />;
}
