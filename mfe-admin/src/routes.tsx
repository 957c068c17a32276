import './styles.css';
import { Route, Routes } from 'react-router';
import { ReleasesSection } from './features/releases/components/releases-section.js';
import { AdminPanelPage } from './features/users/components/admin-panel-page.js';

/** The admin remote's screen (exposed as './Module'): users, then the releases of the remotes. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<AdminPanelPage forAdmins={<ReleasesSection />} />} />
    </Routes>
  );
}
