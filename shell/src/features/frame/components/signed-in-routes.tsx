import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import QueryProvider from '../../../query-provider.js';
import { RemoteOutlet } from '../../../remotes/remote-outlet.js';
import { SettingsPage } from '../../settings/components/settings-page.js';
import { AppFrame } from './app-frame.js';
import { PageLoading } from './page-loading.js';

/**
 * Everything behind the session guard: the frame, Settings and the remotes, with TanStack
 * Query. A chunk of its own (lazy-chunks.ts), so the login page loads none of it.
 */
export default function SignedInRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route element={<AppFrame />}>
          <Route path="*" element={<FrameContent />} />
        </Route>
      </Routes>
    </QueryProvider>
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
