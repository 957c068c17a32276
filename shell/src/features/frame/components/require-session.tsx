import { selectIsSignedIn, useSession } from '@speakwell/session';
import { Navigate, Outlet } from 'react-router';

/** The guard of every path but /login and /register: no stored token, no entry. */
export function RequireSession() {
  const signedIn = useSession(selectIsSignedIn);
  if (!signedIn) return <Navigate to="/login" replace />;
  return <Outlet />;
}
