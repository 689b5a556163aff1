import { mayPassOnRetry } from '@shop/domain/api/api-error';
import { applyKoreanZodMessages } from '@shop/domain/validation/korean-zod-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { SessionProvider } from './shared/session';
import './app/styles.css';

applyKoreanZodMessages();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: true,
      // Once more for network or server trouble; a 404 or a refusal will not change by asking again.
      retry: (failureCount, error) => failureCount < 1 && mayPassOnRetry(error),
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
