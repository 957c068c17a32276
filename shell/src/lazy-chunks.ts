import { lazy } from 'react';

// What the frame's first paint does not need: loaded on demand, and fetched early by
// preloadScreens() so it is usually there by the time it is rendered.
const loadQueryProvider = () => import('./query-provider.js');
const loadLoginPage = () => import('./features/auth/components/login-page.js').then((module) => ({ default: module.LoginPage }));
const loadRegisterPage = () => import('./features/auth/components/register-page.js').then((module) => ({ default: module.RegisterPage }));

export const QueryProvider = lazy(loadQueryProvider);
export const LazyLoginPage = lazy(loadLoginPage);
export const LazyRegisterPage = lazy(loadRegisterPage);

/** Starts downloading what the current visitor will need next. */
export function preloadScreens(signedIn: boolean): void {
  void loadQueryProvider();
  if (!signedIn) void loadLoginPage();
}
