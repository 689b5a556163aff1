import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DialogHost } from '../shared/ui/dialog/dialog-host';

/** What wraps the router on both sides: the browser's app and the server's first-screen render. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DialogHost />
    </QueryClientProvider>
  );
}
