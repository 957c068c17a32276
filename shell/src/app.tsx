import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.js';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
