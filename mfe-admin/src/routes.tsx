import './styles.css';
import { Route, Routes } from 'react-router';
import { AdminPanelPage } from './features/users/components/admin-panel-page.js';

/** The admin remote's screen (exposed as './Module'). */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<AdminPanelPage />} />
    </Routes>
  );
}
