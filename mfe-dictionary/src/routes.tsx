import './styles.css';
import { Route, Routes } from 'react-router';
import { DictionaryPage } from './features/dictionary/components/dictionary-page.js';

/** The dictionary remote's screen (exposed as './Module'). */
export default function DictionaryRoutes() {
  return (
    <Routes>
      <Route path="/dictionary" element={<DictionaryPage />} />
    </Routes>
  );
}
