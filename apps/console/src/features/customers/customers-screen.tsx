import type { CustomerRow } from '@shop/domain/api/admin/customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getPage } from '../../shared/api';
import { date } from '../../shared/format';
import { type Column, DataTable } from '../../shared/ui/data-table';
import { Page } from '../../shared/ui/page';
import { ErrorBox, Loading } from '../../shared/ui/states';

const columns: Column<CustomerRow>[] = [
  { key: 'id', header: '번호', value: (c) => c.id, align: 'end' },
  { key: 'name', header: '이름', value: (c) => c.name },
  { key: 'email', header: '이메일', value: (c) => c.email },
  { key: 'mobile', header: '휴대폰', value: (c) => c.mobile },
  { key: 'rentals', header: '렌탈', value: (c) => c.rentals, align: 'end' },
  { key: 'state', header: '상태', value: (c) => (c.withdrawn ? '탈퇴' : '회원') },
  { key: 'created', header: '가입일', value: (c) => c.created_at, render: (c) => date(c.created_at) },
];

/** Customer search by name, e-mail or mobile; personal data arrives masked. */
export function CustomersScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [search, setSearch] = useState(q);
  const list = useQuery({
    queryKey: ['customers', q, page],
    queryFn: () => getPage<CustomerRow>('/customers', { q, page, per_page: 30 }),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ q: search.trim() });
  };
  return (
    <Page title="고객">
      <search>
        <form className="filters" onSubmit={submit}>
          <input
            aria-label="검색"
            placeholder="이름, 이메일 또는 휴대폰 번호"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={100}
          />
          <button type="submit" className="button">
            검색
          </button>
        </form>
      </search>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorBox error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={list.data.data}
          rowKey={(c) => c.id}
          meta={list.data.meta}
          onPage={(p) => setParams({ q, page: String(p) })}
          empty="조건에 맞는 고객이 없습니다."
          onRowClick={(c) => navigate(`/customers/${c.id}`)}
        />
      )}
    </Page>
  );
}
