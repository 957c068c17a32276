import './styles.css';
import { Route, Routes } from 'react-router';
import { DrillHistoryPage } from './features/drill-history/components/drill-history-page.js';
import { SessionReviewPage } from './features/session-review/components/session-review-page.js';
import { SpeakingDrillPage } from './features/drill-session/components/speaking-drill-page.js';

/** The drill remote's screens. The shell mounts this under its frame (exposed as './Module'). */
export default function DrillRoutes() {
  return (
    <Routes>
      <Route path="/" element={<SpeakingDrillPage />} />
      <Route path="/history" element={<DrillHistoryPage />} />
      <Route path="/sessions/:sessionId" element={<SessionReviewPage />} />
    </Routes>
  );
}
