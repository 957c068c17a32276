import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AppFrame } from './features/frame/components/app-frame.js';
import { PageLoading } from './features/frame/components/page-loading.js';
import { RequireSession } from './features/frame/components/require-session.js';
import { SettingsPage } from './features/settings/components/settings-page.js';
import { LazyLoginPage, LazyRegisterPage, QueryProvider } from './lazy-chunks.js';
import { RemoteOutlet } from './remotes/remote-outlet.js';

/**
 * The route table of the spec. /login and /register stand alone; every other path is behind
 * the session guard, inside the frame. Paths the shell does not own go to the remote that
 * owns their prefix (remotes/remote-routes.ts).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<Standalone page={<LazyLoginPage />} />} />
      <Route path="/register" element={<Standalone page={<LazyRegisterPage />} />} />
      <Route element={<RequireSession />}>
        <Route element={<AppFrame />}>
          <Route path="*" element={<FrameContent />} />
        </Route>
      </Route>
    </Routes>
  );
}

function Standalone({ page }: { page: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <QueryProvider>{page}</QueryProvider>
    </Suspense>
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
