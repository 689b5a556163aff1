import type { FavSymbol } from '@shop/domain/api/quiz';
import type { ReactNode } from 'react';
import { useFavSymbolScreen } from '../../../shared/api/get-fav-symbol';
import { QueryState } from '../../../shared/ui/query-state/query-state';
import styles from './fav-symbol.module.css';
import { FavSymbolSkeleton } from './fav-symbol-result';

/** A result symbol read by id: its skeleton, 결과를 불러오지 못했습니다 with 다시 시도, then the symbol. */
export function FavSymbolLoader({
  id,
  children,
}: {
  id: number;
  children: (symbol: FavSymbol) => ReactNode;
}) {
  const symbol = useFavSymbolScreen(id);
  return (
    <QueryState
      query={symbol}
      loading={<FavSymbolSkeleton />}
      errorText="결과를 불러오지 못했습니다."
      classes={{ state: styles.state, retry: styles.retry }}
    >
      {children}
    </QueryState>
  );
}
