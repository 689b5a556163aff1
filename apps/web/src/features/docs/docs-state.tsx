import type { Doc } from '@shop/domain/api/docs';
import type { ReactNode } from 'react';
import { QueryState } from '../../shared/ui/query-state/query-state';
import screenStyles from '../../shared/ui/screen/screen.module.css';
import { type DocsFilter, useDocs } from './api/get-docs';
import styles from './docs.module.css';

type Props = {
  filter: DocsFilter;
  /** The screen's skeleton while the documents are on their way. */
  loading: ReactNode;
  children: (docs: Doc[]) => ReactNode;
};

/** The documents screens' read: their skeleton, 문서를 불러오지 못했습니다 with 다시 시도, 등록된 문서가 없습니다, then the documents. */
export function DocsState({ filter, loading, children }: Props) {
  const docs = useDocs(filter);
  return (
    <QueryState
      query={docs}
      loading={loading}
      errorText="문서를 불러오지 못했습니다."
      emptyText="등록된 문서가 없습니다."
      classes={{ state: screenStyles.plainState, retry: styles.retry }}
    >
      {children}
    </QueryState>
  );
}
