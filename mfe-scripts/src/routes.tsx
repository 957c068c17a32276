import './styles.css';
import { Route, Routes } from 'react-router';
import { ScriptEditorPage } from './features/script-editor/components/script-editor-page.js';
import { ScriptLibraryPage } from './features/script-library/components/script-library-page.js';
import { ShadowingPage } from './features/shadowing/components/shadowing-page.js';

/** The scripts remote's screens (exposed as './Module'). */
export default function ScriptsRoutes() {
  return (
    <Routes>
      <Route path="/scripts" element={<ScriptLibraryPage />} />
      <Route path="/scripts/new" element={<ScriptEditorPage />} />
      <Route path="/scripts/edit/:scriptId" element={<ScriptEditorPage />} />
      <Route path="/scripts/shadow/:scriptId" element={<ShadowingPage />} />
    </Routes>
  );
}
