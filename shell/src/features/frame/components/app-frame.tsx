import { useEffect, useState } from 'react';
import { selectIsAdmin, useSession } from '@speakwell/session';
import { Outlet } from 'react-router';
import { preloadRemotesWhenIdle } from '../../../remotes/remote-preload.js';
import { REMOTE_NAMES } from '../../../remotes/remote-routes.js';
import { Sidebar } from './sidebar.js';

/** Below this width the sidebar starts collapsed and opens over the page. */
const NARROW_WINDOW_PX = 768;

const isNarrow = () => window.innerWidth < NARROW_WINDOW_PX;

/** The authenticated frame: sidebar and the content area where screens render. */
export function AppFrame() {
  const [collapsed, setCollapsed] = useState(isNarrow);
  const [narrow, setNarrow] = useState(isNarrow);
  const isAdmin = useSession(selectIsAdmin);

  // Once the frame is up and the browser idle, fetch the remotes the user can open, so the
  // first click on a sidebar link renders without waiting for the network.
  useEffect(() => preloadRemotesWhenIdle(REMOTE_NAMES.filter((name) => name !== 'admin' || isAdmin)), [isAdmin]);

  useEffect(() => {
    const onResize = () => setNarrow(isNarrow());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const overlayOpen = narrow && !collapsed;
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main-content"
        onClick={(event) => {
          // Focus moves past the sidebar without touching the route's URL.
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow-raised ring-2 ring-brand-500 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} overlay={narrow} />
      {overlayOpen && <div aria-hidden="true" onClick={() => setCollapsed(true)} className="fixed inset-0 z-30 animate-fade-in bg-ink-900/30" />}
      {/* Keeps the page from jumping under the floating sidebar on narrow screens. */}
      {overlayOpen && <div aria-hidden="true" className="w-[4.5rem] shrink-0" />}
      <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-10">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
