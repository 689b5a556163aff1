import type { CareRow } from '@shop/domain/api/admin/cares';
import { CARE_QUEUE_GROUPS, type CareQueueGroup, careQueueStates } from '@shop/domain/care/care-queue-groups';
import { careStaffLabel } from '@shop/domain/care/care-staff-labels';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { pageParam } from '../../shared/page-param';
import type { Column } from '../../shared/ui/data-table';
import { dateColumn, wonColumn } from '../../shared/ui/format-columns';
import { CodeOptions } from '../../shared/ui/options';
import { Page } from '../../shared/ui/page';
import { PagedQueryTable } from '../../shared/ui/paged-query-table';
import { SearchBar } from '../../shared/ui/search-bar';
import { stateColumn } from '../../shared/ui/state-column';
import { TabBar } from '../../shared/ui/tab-bar';
import { careQueueQuery } from './care-queries';

const columns: Column<CareRow>[] = [
  { key: 'id', header: '번호', value: (c) => c.id, align: 'end' },
  stateColumn((c) => c.label),
  { key: 'title', header: '내용', value: (c) => c.title, wrap: true },
  { key: 'customer', header: '고객', value: (c) => c.customer_name },
  { key: 'rental', header: '렌탈', value: (c) => c.rental_id, align: 'end' },
  wonColumn('quote', '견적', (c) => c.quote_amount),
  dateColumn('visit', '방문일', (c) => c.spot_set_at),
  dateColumn('created', '접수일', (c) => c.created_at),
  dateColumn('updated', '최근 처리', (c) => c.updated_at),
];

const isGroup = (value: string | null): value is CareQueueGroup =>
  CARE_QUEUE_GROUPS.some((g) => g.key === value);

/** The AS queue by tab and state, with a search by AS number or customer; all of it lives in the address. */
export function CaresScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const groupParam = params.get('group');
  const group: CareQueueGroup = isGroup(groupParam) ? groupParam : 'staff';
  const state = params.get('state') ?? '';
  const q = params.get('q') ?? '';
  const page = pageParam(params);
  const list = useQuery(careQueueQuery({ group, state, q, page }));
  const update = (next: Record<string, string>) => setParams({ group, state, q, page: '1', ...next });
  return (
    <Page title="AS">
      <TabBar
        label="AS 구분"
        tabs={CARE_QUEUE_GROUPS}
        current={group}
        onChoose={(key) => update({ group: key, state: '' })}
      />
      <SearchBar q={q} placeholder="AS 번호, 고객 이름 또는 이메일" onSearch={(text) => update({ q: text })}>
        <select aria-label="상태" value={state} onChange={(e) => update({ state: e.target.value })}>
          <option value="">모든 상태</option>
          <CodeOptions codes={careQueueStates(group)} label={careStaffLabel} />
        </select>
      </SearchBar>
      <PagedQueryTable
        query={list}
        columns={columns}
        csvName={`cares-${group}`}
        empty={q || state ? '조건에 맞는 AS 요청이 없습니다.' : 'AS 요청이 없습니다.'}
        onRowClick={(c) => navigate(`/cares/${c.id}`)}
      />
    </Page>
  );
}
