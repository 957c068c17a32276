import './styles.css';
import { Route, Routes } from 'react-router';
import { MeetingHistoryPage } from './features/meeting-history/components/meeting-history-page.js';
import { MeetingQaPage } from './features/meeting-qa/components/meeting-qa-page.js';

/** The meeting remote's screens (exposed as './Module'). */
export default function MeetingRoutes() {
  return (
    <Routes>
      <Route path="/meeting-qa" element={<MeetingQaPage />} />
      <Route path="/meeting-history" element={<MeetingHistoryPage />} />
    </Routes>
  );
}
