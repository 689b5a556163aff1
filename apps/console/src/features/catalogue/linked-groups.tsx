import type { AdminProdRow } from '@shop/domain/api/admin/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Empty, ErrorBox, Loading } from '../../shared/ui/states';
import { useProds } from './api/get-prods';

type Props<T> = {
  /** The read of the lists (featured groups, quiz results). */
  groups: UseQueryResult<T[]>;
  /** Another read of the screen whose failure shows here too (the quiz's questions). */
  also?: UseQueryResult<unknown>;
  /** The line when there is no list at all. */
  empty: string;
  /** One list, with the products staff may put in it. */
  children: (group: T, candidates: AdminProdRow[]) => ReactNode;
};

/**
 * The lists of products a screen edits (the home screen's featured groups, the quiz's results), each once they
 * and the first hundred products to choose from have come; the first failed read shows with 다시 시도.
 */
export function LinkedGroups<T>({ groups, also, empty, children }: Props<T>) {
  const prods = useProds({ page: 1, per_page: 100 });
  const failed = [groups, ...(also ? [also] : []), prods].find((q) => q.isError);
  if (failed) return <ErrorBox error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!groups.data || !prods.data) return <Loading />;
  if (groups.data.length === 0) return <Empty>{empty}</Empty>;
  const candidates = prods.data.data;
  return groups.data.map((group) => children(group, candidates));
}
