import { lazy } from 'react';

// What the frame's first paint does not need: loaded on demand, and fetched early by
// preloadScreens() so it is usually there by the time it is rendered.
const loadQueryProvider = () => import('./query-provider.js');

export const QueryProvider = lazy(loadQueryProvider);

/** Starts downloading what the frame's screens will need next. */
export function preloadScreens(): void {
  void loadQueryProvider();
}
