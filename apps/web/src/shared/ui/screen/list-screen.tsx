import type { ReactNode } from 'react';
import { Bones } from '../query-state/bones';
import { type QueryRead, QueryState } from '../query-state/query-state';

type Props<T> = {
  /** The page's `<h1>` (a count may stand beside the words). */
  title: ReactNode;
  /** What stands at the end of the title row: a link (카드 추가, 렌탈 상세), or nothing. */
  action?: ReactNode;
  query: QueryRead<T>;
  /** The error line, in the screen's words, shown with 다시 시도. */
  errorText: string;
  /** The line of an answer with no rows. */
  emptyText: string;
  /**
   * The screen's own classes (its module composes them from `screen.module.css`): the page, its title row and
   * title, the list the skeleton takes the place of, one skeleton row, and the empty or failed state.
   */
  styles: Readonly<Partial<Record<'page' | 'titleRow' | 'title' | 'list' | 'bone' | 'empty', string>>>;
  /** The class of the 다시 시도 button. */
  retryClassName: string | undefined;
  children: (data: T) => ReactNode;
};

/**
 * An account-side list page (saved cards, addresses, billing history): the title row with its action, then the
 * list's read with two skeleton rows while it loads, the error with 다시 시도, the empty line or the rows.
 */
export function ListScreen<T>({
  title,
  action,
  query,
  errorText,
  emptyText,
  styles,
  retryClassName,
  children,
}: Props<T>) {
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {action}
      </div>
      <QueryState
        query={query}
        loading={<Bones count={2} className={styles.list} boneClassName={styles.bone} />}
        errorText={errorText}
        emptyText={emptyText}
        classes={{ state: styles.empty, retry: retryClassName }}
      >
        {children}
      </QueryState>
    </div>
  );
}
