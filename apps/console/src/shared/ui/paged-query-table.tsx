import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../api';
import { DataTable, type DataTableProps, type Keyed } from './data-table';
import { QueryView } from './query-view';

/** One page of a server list as a table, with its pager; loading and errors shown in its place. */
export function PagedQueryTable<T extends Keyed>({
  query,
  ...table
}: { query: UseQueryResult<Page<T>> } & Omit<DataTableProps<T>, 'rows' | 'meta'>) {
  return (
    <QueryView query={query}>
      {(found) => <DataTable {...table} rows={found.data} meta={found.meta} />}
    </QueryView>
  );
}
