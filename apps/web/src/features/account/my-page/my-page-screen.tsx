import { membershipPeriodLabel } from '@shop/domain/account/membership-period';
import { Navigate, useParams } from 'react-router';
import { useUser } from '../../../shared/api/get-user';
import { useSession } from '../../../shared/auth/auth-store';
import { isLive } from '../../../shared/config/app-config';
import { isApiError } from '../../../shared/http/api-error';
import { LinkItems } from '../../../shared/ui/link-items';
import { TitledSection } from '../../../shared/ui/titled-section';
import { accountPaths } from '../account-paths';
import { WithdrawButton } from '../withdraw/withdraw-button';
import own from './my-page.module.css';

/** My page /users/{id}: menu, the four display-state counts, membership period and withdrawal. */
export function MyPageScreen() {
  const { userId = '' } = useParams();
  const session = useSession();
  const ownId = session?.id ?? userId;
  const { data: user, isPending, error } = useUser(ownId);
  const live = isLive();
  // Only one's own page (the server refuses another's id anyway).
  if (session && userId !== session.id) return <Navigate to={accountPaths.myPage(session.id)} replace />;
  // A session the server no longer accepts (section 8: 401 goes to login).
  if (isApiError(error) && (error.status === 401 || error.status === 403))
    return <Navigate to={accountPaths.loginAgain(`/users/${ownId}`)} replace />;

  const menu = [
    { to: accountPaths.purOrdersUser, label: '주문/결제 내역' },
    ...(live ? [] : [{ to: accountPaths.subscsMulti, label: '나의 교환 구독' }]),
    { to: accountPaths.spots, label: '주소록' },
    { to: accountPaths.billKey, label: '결제 카드' },
    { to: accountPaths.settings, label: '설정' },
  ];

  return (
    <div className={own.page}>
      <section className={own.card} aria-labelledby="my-name">
        {error ? (
          <p className={own.meta} role="alert">
            회원 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.
          </p>
        ) : isPending || !user ? (
          <div aria-busy="true">
            <span className={own.bone} />
          </div>
        ) : (
          <>
            <h1 id="my-name" className={own.name}>
              {user.name}님
            </h1>
            <p className={own.meta}>
              {user.email} · 함께한 지 <strong>{membershipPeriodLabel(user.created_at, new Date())}</strong>
            </p>
          </>
        )}
      </section>

      <TitledSection id="my-rentals" title="렌탈 현황" className={own.card} titleClassName={own.cardTitle}>
        <ol className={own.counts}>
          {(user?.subscs_counts ?? PLACEHOLDER_COUNTS).map((item) => (
            <li key={item.key}>
              <strong className={own.count}>{user ? item.count : '–'}</strong>
              <span>{item.label}</span>
            </li>
          ))}
        </ol>
      </TitledSection>

      <nav className={own.card} aria-label="마이페이지 메뉴">
        <ul className={own.menu}>
          <LinkItems links={menu} />
        </ul>
      </nav>

      <WithdrawButton userId={ownId} />
    </div>
  );
}

const PLACEHOLDER_COUNTS = [
  { key: 'paid', label: '결제완료', count: 0 },
  { key: 'preparing', label: '상품준비중', count: 0 },
  { key: 'shipping', label: '배송중', count: 0 },
  { key: 'renting', label: '렌탈중', count: 0 },
];
