import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoginPage } from './features/auth/components/login-page.js';
import { RegisterPage } from './features/auth/components/register-page.js';
import { AppFrame } from './features/frame/components/app-frame.js';
import { PageLoading } from './features/frame/components/page-loading.js';
import { RequireSession } from './features/frame/components/require-session.js';
import { SettingsPage } from './features/settings/components/settings-page.js';
import { RemoteOutlet } from './remotes/remote-outlet.js';

/**
 * The route table of the spec. /login and /register stand alone; every other path is behind
 * the session guard, inside the frame. Paths the shell does not own go to the remote that
 * owns their prefix (remotes/remote-routes.ts).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
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
      <Routes>
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="*" element={<RemoteOutlet />} />
      </Routes>
    </Suspense>
  );
}
