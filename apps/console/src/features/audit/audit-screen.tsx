import type { AuditRow } from '@shop/domain/api/admin/staff';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { listPageQuery } from '../../shared/list-page-query';
import { pageParam } from '../../shared/page-param';
import type { Column } from '../../shared/ui/data-table';
import { dateTimeColumn } from '../../shared/ui/format-columns';
import { Page } from '../../shared/ui/page';
import { PagedQueryTable } from '../../shared/ui/paged-query-table';
import { auditActionLabel } from './audit-action-label';
import { AuditChanges } from './audit-changes';

const FILTERS = [
  { name: 'action', label: '작업', placeholder: 'rental.completeInstall' },
  { name: 'target_type', label: '대상 종류', placeholder: 'rental' },
  { name: 'target_id', label: '대상 번호', placeholder: '17' },
  { name: 'staff_id', label: '직원 번호', placeholder: '1' },
] as const;

/** The audit log (관리자): every staff write, newest first; filters live in the address. */
export function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<number | null>(null);
  const query = Object.fromEntries(FILTERS.map((f) => [f.name, params.get(f.name) ?? ''])) as Record<
    string,
    string
  >;
  const page = pageParam(params);
  const list = useQuery(listPageQuery<AuditRow>(['audit', query, page], '/audit', { ...query, page }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const f of FILTERS) {
      const value = String(data.get(f.name) ?? '').trim();
      if (value) next[f.name] = value;
    }
    setParams(next);
  };
  const columns: Column<AuditRow>[] = [
    dateTimeColumn('at', '일시', (r) => r.created_at),
    { key: 'staff', header: '직원', value: (r) => r.staff_name ?? `#${r.staff_id}` },
    {
      key: 'action',
      header: '작업',
      value: (r) => auditActionLabel(r.action),
      // The code stays beside it: it is what the 작업 filter takes.
      render: (r) => (
        <>
          {auditActionLabel(r.action)} <small className="code-note">{r.action}</small>
        </>
      ),
    },
    { key: 'target', header: '대상', value: (r) => `${r.target_type} #${r.target_id}` },
    { key: 'reason', header: '사유', value: (r) => r.reason ?? '' },
    {
      key: 'changes',
      header: '변경 내용',
      value: () => null,
      render: (r) => (
        <button
          type="button"
          className="button button--small"
          onClick={() => setOpen(open === r.id ? null : r.id)}
        >
          {open === r.id ? '닫기' : '보기'}
        </button>
      ),
    },
  ];
  const shown = list.data?.data.find((r) => r.id === open);
  return (
    <Page title="감사 기록">
      <form className="filters" onSubmit={submit}>
        {FILTERS.map((f) => (
          <input
            key={f.name}
            name={f.name}
            aria-label={f.label}
            placeholder={`${f.label} (${f.placeholder})`}
            defaultValue={query[f.name]}
            maxLength={100}
          />
        ))}
        <button type="submit" className="button">
          검색
        </button>
      </form>
      <PagedQueryTable query={list} columns={columns} csvName="audit" empty="기록이 없습니다." />
      {shown && <AuditChanges row={shown} />}
    </Page>
  );
}
