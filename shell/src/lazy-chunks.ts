import { lazy } from 'react';

// The login page, the register page and everything behind sign-in are chunks of their own, so
// each visitor loads only their side: the login page has no frame, remotes or TanStack Query,
// and the frame no login page. preloadScreens() starts the right one as early as it can.
const loadLoginPage = () => import('./features/auth/components/login-page.js').then((module) => ({ default: module.LoginPage }));
const loadRegisterPage = () => import('./features/auth/components/register-page.js').then((module) => ({ default: module.RegisterPage }));
const loadSignedInRoutes = () => import('./features/frame/components/signed-in-routes.js');

export const LazyLoginPage = lazy(loadLoginPage);
export const LazyRegisterPage = lazy(loadRegisterPage);
export const LazySignedInRoutes = lazy(loadSignedInRoutes);

/** Starts downloading what the current visitor will need next. */
export function preloadScreens(signedIn: boolean): void {
  if (signedIn) void loadSignedInRoutes();
  else void loadLoginPage();
}
