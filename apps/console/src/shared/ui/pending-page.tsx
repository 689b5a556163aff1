import type { UseQueryResult } from '@tanstack/react-query';
import { Page } from './page';
import { ErrorBox, Loading } from './states';

/**
 * A record's screen before its record has come: its title and its way back, with 불러오는 중… or the error
 * and a retry, so a stale or mistyped link never leaves staff on a bare message.
 */
export function PendingPage({
  title,
  back,
  query,
}: {
  title: string;
  back: { to: string; label: string };
  query: UseQueryResult<unknown>;
}) {
  return (
    <Page title={title} back={back}>
      {query.isError ? <ErrorBox error={query.error} onRetry={() => void query.refetch()} /> : <Loading />}
    </Page>
  );
}
