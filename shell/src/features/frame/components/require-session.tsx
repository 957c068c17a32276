import { selectIsSignedIn, useSession } from '@speakwell/session';
import { Outlet } from 'react-router';
import { SignedOutPage } from './signed-out-page.js';

/** The guard of every path but /login and /register: no stored token, no entry. */
export function RequireSession() {
  const signedIn = useSession(selectIsSignedIn);
  if (!signedIn) return <SignedOutPage to="/login" />;
  return <Outlet />;
}
