import { useState } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../features/frame/components/not-found-page.js';
import { RemoteErrorBoundary } from './remote-error-boundary.js';
import { forgetRemote, remoteRoutes } from './remote-loader.js';
import { remoteForPath, type RemoteName } from './remote-routes.js';

/** Renders the remote that owns the current path, behind an error boundary of its own. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  const [attempts, setAttempts] = useState<Partial<Record<RemoteName, number>>>({});

  if (!remote) return <NotFoundPage />;
  const attempt = attempts[remote] ?? 0;
  const Routes = remoteRoutes(remote);
  const retry = () => {
    forgetRemote(remote);
    setAttempts((current) => ({ ...current, [remote]: attempt + 1 }));
  };
  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} remote={remote} onRetry={retry}>
      <Routes />
    </RemoteErrorBoundary>
  );
}
