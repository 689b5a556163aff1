import type { CustomerRow } from '@shop/domain/api/admin/customers';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { listPageQuery } from '../../shared/list-page-query';
import { pageParam } from '../../shared/page-param';
import type { Column } from '../../shared/ui/data-table';
import { dateColumn } from '../../shared/ui/format-columns';
import { Page } from '../../shared/ui/page';
import { PagedQueryTable } from '../../shared/ui/paged-query-table';
import { SearchBar } from '../../shared/ui/search-bar';

const columns: Column<CustomerRow>[] = [
  { key: 'id', header: '번호', value: (c) => c.id, align: 'end' },
  { key: 'name', header: '이름', value: (c) => c.name },
  { key: 'email', header: '이메일', value: (c) => c.email },
  { key: 'mobile', header: '휴대폰', value: (c) => c.mobile },
  { key: 'rentals', header: '렌탈', value: (c) => c.rentals, align: 'end' },
  { key: 'state', header: '상태', value: (c) => (c.withdrawn ? '탈퇴' : '회원') },
  dateColumn('created', '가입일', (c) => c.created_at),
];

/** Customer search by name, e-mail or mobile; personal data arrives masked. */
export function CustomersScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const page = pageParam(params);
  const list = useQuery(listPageQuery<CustomerRow>(['customers', q, page], '/customers', { q, page }));
  return (
    <Page title="고객">
      <SearchBar
        q={q}
        placeholder="이름, 이메일 또는 휴대폰 번호"
        onSearch={(text) => setParams({ q: text })}
      />
      <PagedQueryTable
        query={list}
        columns={columns}
        empty="조건에 맞는 고객이 없습니다."
        onRowClick={(c) => navigate(`/customers/${c.id}`)}
      />
    </Page>
  );
}
