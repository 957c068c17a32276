import { clientDefaults } from '@speakwell/api-client/queries';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// One client for the shell and every remote (@tanstack/react-query is a shared singleton).
const queryClient = new QueryClient({ defaultOptions: clientDefaults });

/**
 * Server state for the screens. Only signed-in visitors load this app (start.ts), and every
 * screen uses it, so it loads with the frame; the module is one instance, so is the client.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
