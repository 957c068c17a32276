import './styles.css';
import { Route, Routes } from 'react-router';
import { DashboardPage } from './features/dashboard/components/dashboard-page.js';

/** The dashboard remote's screen (exposed as './Module'). */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
    </Routes>
  );
}
