import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AppFrame } from './features/frame/components/app-frame.js';
import { PageLoading } from './features/frame/components/page-loading.js';
import { RequireSession } from './features/frame/components/require-session.js';
import { SettingsPage } from './features/settings/components/settings-page.js';
import { SignedOutPage } from './features/frame/components/signed-out-page.js';
import QueryProvider from './query-provider.js';
import { RemoteOutlet } from './remotes/remote-outlet.js';

/**
 * The routes behind sign-in: every path is behind the session guard, inside
 * the frame. Paths the shell does not own go to the remote that owns their prefix
 * (remotes/remote-routes.ts). /login and /register are a page load of their own (start.ts,
 * features/auth/signed-out-app.tsx), so this app only hands them over.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<SignedOutPage />} />
      <Route path="/register" element={<SignedOutPage />} />
      <Route element={<RequireSession />}>
        <Route element={<AppFrame />}>
          <Route path="*" element={<FrameContent />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** The frame's content area. Suspense sits above <Routes>, not inside each remote's route. */
function FrameContent() {
  return (
    <Suspense fallback={<PageLoading />}>
      <QueryProvider>
        <Routes>
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="*" element={<RemoteOutlet />} />
        </Routes>
      </QueryProvider>
    </Suspense>
  );
}
