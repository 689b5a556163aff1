import type { ReactNode } from 'react';
import type { Page } from '../../http/client';
import { RetryAlert } from '../query-state/retry-alert';
import { LoadMoreButton } from './load-more-button';

/** What a list read in pages tells (a TanStack `useInfiniteQuery` result is one). */
export type PagesRead<T> = {
  data: { pages: readonly Page<T>[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

type Props<T> = {
  query: PagesRead<T>;
  /** What stands while the first page is on its way. */
  loading: ReactNode;
  /** The error line, in the screen's words, shown with 다시 시도. */
  errorText: string;
  /** The line when the list has no rows. */
  emptyText: ReactNode;
  /** A failed later page leaves the rows read so far, with 더 보기, instead of the error (notices, files). */
  keepRowsOnError?: boolean;
  /** The screen's own classes: the error or empty line, its 다시 시도 button, the 더 보기 button. */
  classes: { state: string | undefined; retry: string | undefined; more: string | undefined };
  /** The rows of every page read so far. */
  children: (rows: T[]) => ReactNode;
};

/** A list read in pages: loading, the error with 다시 시도, the empty line, or its rows with 더 보기 under them. */
export function PagesState<T>({
  query,
  loading,
  errorText,
  emptyText,
  keepRowsOnError = false,
  classes,
  children,
}: Props<T>) {
  if (query.isPending) return loading;
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (query.isError && !(keepRowsOnError && rows.length > 0)) {
    return <RetryAlert text={errorText} onRetry={query.refetch} classes={classes} />;
  }
  if (rows.length === 0) return <p className={classes.state}>{emptyText}</p>;
  return (
    <>
      {children(rows)}
      <LoadMoreButton pages={query} className={classes.more} />
    </>
  );
}
