import type { Column } from './data-table';

/** A table's last column: a 수정 button on each row that opens that row for editing. */
export const editColumn = <T,>(onEdit: (row: T) => void): Column<T> => ({
  key: 'edit',
  header: '',
  value: () => null,
  render: (row) => (
    <button type="button" className="button button--small" onClick={() => onEdit(row)}>
      수정
    </button>
  ),
});
