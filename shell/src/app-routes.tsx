import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RequireSession } from './features/frame/components/require-session.js';
import { LazyLoginPage, LazyRegisterPage, LazySignedInRoutes } from './lazy-chunks.js';

/**
 * The route table of the spec. /login and /register stand alone; every other path is behind
 * the session guard, inside the frame (features/frame/components/signed-in-routes.tsx). Paths
 * the shell does not own go to the remote that owns their prefix (remotes/remote-routes.ts).
 */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/login" element={<LazyLoginPage />} />
        <Route path="/register" element={<LazyRegisterPage />} />
        <Route element={<RequireSession />}>
          <Route path="*" element={<LazySignedInRoutes />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
