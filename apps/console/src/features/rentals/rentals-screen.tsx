import type { RentalListRow } from '@shop/domain/api/admin/rentals';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { listPageQuery } from '../../shared/list-page-query';
import { pageParam } from '../../shared/page-param';
import type { Column } from '../../shared/ui/data-table';
import { dateColumn, wonColumn } from '../../shared/ui/format-columns';
import { Page } from '../../shared/ui/page';
import { PagedQueryTable } from '../../shared/ui/paged-query-table';
import { SearchBar } from '../../shared/ui/search-bar';
import { stateColumn } from '../../shared/ui/state-column';
import { TabBar } from '../../shared/ui/tab-bar';
import { RENTAL_GROUP_TABS, type RentalGroup } from './rental-groups';
import { rentalListLabel } from './rental-list-label';

const columns: Column<RentalListRow>[] = [
  { key: 'id', header: '번호', value: (r) => r.id, align: 'end' },
  { key: 'order_number', header: '주문번호', value: (r) => r.order_number },
  { key: 'customer', header: '고객', value: (r) => r.customer_name },
  { key: 'title', header: '상품', value: (r) => r.title, wrap: true },
  stateColumn(rentalListLabel),
  wonColumn('cost', '월 요금', (r) => r.cost),
  {
    key: 'duration',
    header: '약정',
    value: (r) => r.duration,
    render: (r) => `${r.duration}개월`,
    align: 'end',
  },
  { key: 'unpaid', header: '미납', value: (r) => r.unpaid_count, align: 'end' },
  dateColumn('start', '시작일', (r) => r.start_at),
  dateColumn('next', '다음 결제일', (r) => r.next_at),
  dateColumn('created', '주문일', (r) => r.created_at),
];

/** Rentals and orders by group, with search; the group, search and page live in the address (back works). */
export function RentalsScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const group = (params.get('group') ?? 'all') as RentalGroup;
  const q = params.get('q') ?? '';
  const page = pageParam(params);
  const query = useQuery(
    listPageQuery<RentalListRow>(['rentals', { group, q, page }], '/rentals', { group, q, page }),
  );
  const update = (next: Record<string, string>) => setParams({ group, q, ...next });
  return (
    <Page title="렌탈·주문">
      <TabBar
        label="렌탈 상태"
        tabs={RENTAL_GROUP_TABS}
        current={group}
        onChoose={(key) => update({ group: key, page: '1' })}
      />
      <SearchBar
        q={q}
        placeholder="주문번호(SD-000123), 렌탈 번호, 고객 이름 또는 이메일"
        onSearch={(text) => update({ q: text, page: '1' })}
      />
      <PagedQueryTable
        query={query}
        columns={columns}
        csvName={`rentals-${group}`}
        empty="조건에 맞는 렌탈이 없습니다."
        onRowClick={(r) => navigate(`/rentals/${r.id}`)}
      />
    </Page>
  );
}
