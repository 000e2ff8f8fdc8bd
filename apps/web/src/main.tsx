import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { SessionProvider } from './app/session-context.tsx';
import { AppThemeProvider } from './app/theme/app-theme-provider.tsx';
import { FeedbackProvider } from './components/feedback/feedback-provider.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppThemeProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <FeedbackProvider>
              <RouterProvider router={router} />
            </FeedbackProvider>
          </SessionProvider>
        </QueryClientProvider>
      </AppThemeProvider>
    </StrictMode>,
  );
}
