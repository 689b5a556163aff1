import type { Dashboard } from '@shop/domain/api/admin/rentals';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getData } from '../../shared/api';
import { won } from '../../shared/format';
import { useSession } from '../../shared/session';
import { Page } from '../../shared/ui/page';
import { ErrorBox, Loading } from '../../shared/ui/states';
import { RevenueChart } from './revenue-chart';

/** Today's work and how the business runs, refreshed every minute. */
export function DashboardScreen() {
  const { may } = useSession();
  const query = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => getData<Dashboard>('/dashboard'),
    refetchInterval: 60_000,
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  const d = query.data;
  // A tile opens the rentals behind it only for a member who may open rentals (콘텐츠 may not).
  const rentals = (group: string) => (may('rentals') ? `/rentals?group=${group}` : undefined);
  const cards: { label: string; value: string; to?: string | undefined }[] = [
    { label: '오늘 신규 주문', value: `${d.new_orders}건`, to: rentals('applied') },
    { label: '설치 대기', value: `${d.installs_due}건`, to: rentals('applied') },
    { label: '해지 접수 대기', value: `${d.terminations_waiting}건`, to: rentals('terminating') },
    { label: '회수 진행', value: `${d.pickups_due}건`, to: rentals('pickups') },
    { label: '오늘 결제 예정', value: `${d.charges_due_today}건` },
    { label: '미납 청구', value: `${d.charges_failed}건`, to: rentals('unpaid') },
    { label: '이번 달 미납 회수', value: `${d.charges_recovered_this_month}건` },
    { label: '이번 달 매출', value: won(d.revenue_this_month) },
  ];
  return (
    <Page title={`대시보드 · ${d.today}`}>
      <div className="cards">
        {cards.map((card) => (
          <div className="card" key={card.label}>
            <p className="card__label">{card.label}</p>
            <p className="card__value">{card.to ? <Link to={card.to}>{card.value}</Link> : card.value}</p>
          </div>
        ))}
      </div>
      <h2>최근 12개월 매출 (환불 차감)</h2>
      <RevenueChart months={d.revenue_by_month} />
      <h2>AS 상태별 건수</h2>
      {d.cares_by_state.length === 0 ? (
        <p className="state">접수된 AS가 없습니다.</p>
      ) : (
        <ul className="cards" aria-label="AS 상태별 건수">
          {d.cares_by_state.map((c) => (
            <li className="card" key={c.state}>
              <p className="card__label">{c.label}</p>
              <p className="card__value">{c.count}건</p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
