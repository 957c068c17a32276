import './styles.css';
import { Spinner } from '@speakwell/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ScriptEditorPage } from './features/script-editor/components/script-editor-page.js';
import { ScriptLibraryPage } from './features/script-library/components/script-library-page.js';

// Shadowing (recognition, recording, the word tracker) loads only when a run is opened, so the
// library and the editor do not carry it.
const ShadowingPage = lazy(() => import('./features/shadowing/components/shadowing-page.js').then((module) => ({ default: module.ShadowingPage })));

/** The scripts remote's screens (exposed as './Module'). */
export default function ScriptsRoutes() {
  return (
    <Routes>
      <Route path="/scripts" element={<ScriptLibraryPage />} />
      <Route path="/scripts/new" element={<ScriptEditorPage />} />
      <Route path="/scripts/edit/:scriptId" element={<ScriptEditorPage />} />
      <Route
        path="/scripts/shadow/:scriptId"
        element={
          <Suspense fallback={<Spinner size="sm" label="Loading shadowing" />}>
            <ShadowingPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
