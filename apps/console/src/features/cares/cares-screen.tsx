import type { CareRow } from '@shop/domain/api/admin/cares';
import { CARE_STATE_STAFF_LABEL } from '@shop/domain/care/care-staff-labels';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { getPage } from '../../shared/api';
import { date, won } from '../../shared/format';
import { type Column, DataTable } from '../../shared/ui/data-table';
import { Page } from '../../shared/ui/page';
import { ErrorBox, Loading } from '../../shared/ui/states';

const columns: Column<CareRow>[] = [
  { key: 'id', header: '번호', value: (c) => c.id, align: 'end' },
  {
    key: 'label',
    header: '상태',
    value: (c) => c.label,
    render: (c) => <span className="badge">{c.label}</span>,
  },
  { key: 'title', header: '내용', value: (c) => c.title },
  { key: 'customer', header: '고객', value: (c) => c.customer_name },
  { key: 'rental', header: '렌탈', value: (c) => c.rental_id, align: 'end' },
  {
    key: 'quote',
    header: '견적',
    value: (c) => c.quote_amount,
    render: (c) => (c.quote_amount === null ? '-' : won(c.quote_amount)),
    align: 'end',
  },
  { key: 'created', header: '접수일', value: (c) => c.created_at, render: (c) => date(c.created_at) },
];

const STATES = Object.values(CARE_STATE);

/** The AS queue by state; the state filter and page live in the address. */
export function CaresScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = params.get('state') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const list = useQuery({
    queryKey: ['cares', state, page],
    queryFn: () => getPage<CareRow>('/cares', { state, page, per_page: 30 }),
    placeholderData: keepPreviousData,
  });
  return (
    <Page title="AS">
      <div className="filters">
        <select
          aria-label="상태"
          value={state}
          onChange={(e) => setParams(e.target.value ? { state: e.target.value } : {})}
        >
          <option value="">전체 상태</option>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {CARE_STATE_STAFF_LABEL[s]}
            </option>
          ))}
        </select>
      </div>
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
          onPage={(p) => setParams({ ...(state ? { state } : {}), page: String(p) })}
          csvName="cares"
          empty="AS 요청이 없습니다."
          onRowClick={(c) => navigate(`/cares/${c.id}`)}
        />
      )}
    </Page>
  );
}
