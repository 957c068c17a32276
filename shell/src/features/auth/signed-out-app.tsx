import { clientDefaults } from '@speakwell/api-client/queries';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LoginPage } from './components/login-page.js';
import { RegisterPage } from './components/register-page.js';
import { afterDocumentParsed } from '../../document-parsed.js';

/**
 * The app of a visitor who is not signed in: /login and /register, every other path goes to
 * /login. Built without Module Federation (see start.ts): signing in reloads the page
 * (completeSignIn), which then loads the signed-in app.
 */
function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}

const queryClient = new QueryClient({ defaultOptions: clientDefaults });

afterDocumentParsed(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SignedOutRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
});
