import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * /login and /register are a page load of their own (start.ts loads the signed-out app for
 * them), so reaching one inside the signed-in app (a link, the session guard) loads that page.
 */
export function SignedOutPage({ to }: { to?: string }) {
  const { pathname } = useLocation();
  const target = to ?? pathname;
  useEffect(() => window.location.replace(target), [target]);
  return null;
}
