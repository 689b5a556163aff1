import type { ListMeta } from '@shop/domain/api/envelope';
import { type ReactNode, useMemo, useState } from 'react';
import { downloadCsv } from './csv';
import { Empty } from './states';

export type Column<T> = {
  key: string;
  /** Empty for a column of row actions (수정, 환불, 삭제): not sorted, not exported, named 작업 for a screen reader. */
  header: string;
  /** What the cell shows; defaults to `value`. */
  render?: (row: T) => ReactNode;
  /** The plain value, for sorting and the CSV file. */
  value: (row: T) => string | number | null;
  align?: 'end';
  /** Long free text (a product's name): it may break onto lines so the table fits a laptop's width. */
  wrap?: boolean;
};

/** What a screen reader calls a column of row actions, whose header shows nothing. */
const ACTIONS_HEADER = '작업';

const cellClass = (c: { align?: 'end'; wrap?: boolean }) =>
  [c.align === 'end' ? 'num' : '', c.wrap ? 'wrap' : ''].filter(Boolean).join(' ') || undefined;

/** A table's rows are records the server keeps: each is keyed by its `id`. */
export type Keyed = { id: string | number };

export type DataTableProps<T extends Keyed> = {
  columns: Column<T>[];
  rows: T[];
  meta?: ListMeta;
  onPage?: (page: number) => void;
  empty?: string;
  csvName?: string;
  onRowClick?: (row: T) => void;
};

/**
 * A table staff expect: click a header to sort (the rows on screen), page through the server's pages,
 * export what is shown as CSV.
 */
export function DataTable<T extends Keyed>({
  columns,
  rows,
  meta,
  onPage,
  empty = '표시할 내용이 없습니다.',
  csvName,
  onRowClick,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<{ key: string; desc: boolean } | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const column = columns.find((c) => c.key === sort.key);
    if (!column) return rows;
    return [...rows].sort((a, b) => {
      const x = column.value(a) ?? '';
      const y = column.value(b) ?? '';
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ko');
      return sort.desc ? -order : order;
    });
  }, [rows, columns, sort]);

  const exported = columns.filter((c) => c.header !== '');
  const toggle = (key: string) =>
    setSort((current) => (current?.key === key ? { key, desc: !current.desc } : { key, desc: false }));

  return (
    <div className="table-wrap">
      {csvName && rows.length > 0 && (
        <div className="table-tools">
          <button
            type="button"
            className="button button--small"
            onClick={() =>
              downloadCsv(
                `${csvName}.csv`,
                exported.map((c) => c.header),
                sorted.map((row) => exported.map((c) => c.value(row))),
              )
            }
          >
            CSV 내보내기
          </button>
        </div>
      )}
      {rows.length === 0 && meta && meta.total > 0 && onPage ? (
        // An address past the last page (a list that shrank, a page typed by hand): the rows are elsewhere.
        <Empty>
          이 페이지에는 항목이 없습니다.{' '}
          <button type="button" className="button button--small" onClick={() => onPage(1)}>
            첫 페이지로
          </button>
        </Empty>
      ) : rows.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <table className="table">
          <thead>
            <tr>
              {columns.map((c) =>
                c.header === '' ? (
                  <th key={c.key} className={c.align === 'end' ? 'num' : undefined}>
                    <span className="visually-hidden">{ACTIONS_HEADER}</span>
                  </th>
                ) : (
                  <th
                    key={c.key}
                    className={c.align === 'end' ? 'num' : undefined}
                    aria-sort={sort?.key === c.key ? (sort.desc ? 'descending' : 'ascending') : 'none'}
                  >
                    <button type="button" className="th-sort" onClick={() => toggle(c.key)}>
                      {c.header}
                      {sort?.key === c.key ? (sort.desc ? ' ▼' : ' ▲') : ''}
                    </button>
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr
                key={row.id}
                className={onRowClick ? 'row-link' : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((c) => (
                  <td key={c.key} className={cellClass(c)}>
                    {c.render ? c.render(row) : c.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {meta && onPage && meta.last_page > 1 && (
        <nav className="pager" aria-label="페이지">
          <button
            type="button"
            className="button button--small"
            disabled={meta.current_page <= 1}
            onClick={() => onPage(meta.current_page - 1)}
          >
            이전
          </button>
          <span>
            {meta.current_page} / {meta.last_page} (총 {meta.total.toLocaleString('ko-KR')}건)
          </span>
          <button
            type="button"
            className="button button--small"
            disabled={meta.current_page >= meta.last_page}
            onClick={() => onPage(meta.current_page + 1)}
          >
            다음
          </button>
        </nav>
      )}
      {meta && (!onPage || meta.last_page <= 1) && (
        <p className="table-count">총 {meta.total.toLocaleString('ko-KR')}건</p>
      )}
    </div>
  );
}
