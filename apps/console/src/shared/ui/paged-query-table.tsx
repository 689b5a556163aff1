import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Page } from '../api';
import { DataTable, type DataTableProps, type Keyed } from './data-table';
import { QueryView } from './query-view';

/**
 * One page of a server list as a table, with its pager; loading and errors shown in its place. The page
 * lives in the address (`?page=`, read with `pageParam`) beside the list's filters, unless `onPage` keeps it
 * elsewhere.
 */
export function PagedQueryTable<T extends Keyed>({
  query,
  onPage,
  ...table
}: { query: UseQueryResult<Page<T>> } & Omit<DataTableProps<T>, 'rows' | 'meta'>) {
  const [, setParams] = useSearchParams();
  const toAddress = (page: number) =>
    setParams((params) => {
      const next = new URLSearchParams(params);
      next.set('page', String(page));
      return next;
    });
  return (
    <QueryView query={query}>
      {(found) => <DataTable {...table} rows={found.data} meta={found.meta} onPage={onPage ?? toAddress} />}
    </QueryView>
  );
}
