import type { ReactNode } from 'react';
import { RetryAlert } from './retry-alert';

/** What a screen's read tells (a TanStack `useQuery` result is one): its answer, undefined until it came. */
export type QueryRead<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type Props<T> = {
  query: QueryRead<T>;
  /** What stands while the answer is on its way: a skeleton, or a line. */
  loading: ReactNode;
  /** The error line, in the screen's words ('공지사항을 불러오지 못했습니다.'), shown with 다시 시도. */
  errorText: string;
  /** A list answer with no rows gets `emptyText` ('등록된 공지사항이 없습니다.') instead. */
  emptyText?: ReactNode;
  /** The screen's own classes: the state line or block, and its retry button. */
  classes: { state: string | undefined; retry: string | undefined };
  children: (data: T) => ReactNode;
};

/** The states of a screen's read: loading, an error with 다시 시도, empty, then the answer. */
export function QueryState<T>({
  query: { data, isPending, isError, refetch },
  loading,
  errorText,
  emptyText,
  classes,
  children,
}: Props<T>) {
  if (isPending) return loading;
  if (isError) return <RetryAlert text={errorText} onRetry={refetch} classes={classes} />;
  if (data === undefined) return loading;
  if (emptyText !== undefined && Array.isArray(data) && data.length === 0) {
    return <p className={classes.state}>{emptyText}</p>;
  }
  return children(data);
}
