import type { Column } from './data-table';

/** A table's 상태 column: the row's state label, shown as a badge. */
export const stateColumn = <T,>(label: (row: T) => string, key = 'label'): Column<T> => ({
  key,
  header: '상태',
  value: label,
  render: (row) => <span className="badge">{label(row)}</span>,
});
