import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { DialogHost } from '../shared/ui/dialog/dialog-host';

/** What wraps the router on both sides: the browser's app and the server's first-screen render. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DialogHost />
      <ReadyMark />
    </QueryClientProvider>
  );
}

/**
 * `<html data-app-ready>` once the app has drawn or taken over the page: a server-rendered page shows its
 * buttons before they answer, and the browser journeys wait for this before they tap.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}
