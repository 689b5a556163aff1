import type { CareDetail } from '@shop/domain/api/admin/cares';
import { careQuoteSettledLabel } from '@shop/domain/care/care-quote';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { Link } from 'react-router';
import { date, dateTime, won } from '../../shared/format';
import { StateAndCustomerFacts } from '../../shared/ui/state-and-customer-facts';

const C = CARE_STATE;

/** Which visit the request's one date is: the engineer's check, or the reinstall the customer confirmed. */
function visitLabel(state: number): string {
  if (state === C.UNSET || state === C.UNSET_ASSIGN || state === C.UNSET_SHIP) return '방문 예정일';
  if (state === C.SET || state === C.SET_ASSIGN || state === C.SET_SHIP) return '재설치 방문일';
  if (state === C.SET_COMPLETE || state === C.DONE) return '최근 방문일';
  return '점검 방문일';
}

/** Who asked, for which rental and unit, where to visit and when, and what the repair costs (and was refunded). */
export function CareFacts({ care }: { care: CareDetail }) {
  const { spot, quote } = care;
  return (
    <dl className="facts">
      <StateAndCustomerFacts record={care} />
      <dt>렌탈</dt>
      <dd>
        <Link to={`/rentals/${care.rental_id}`}>
          #{care.rental_id} {care.rental_title}
        </Link>
      </dd>
      <dt>제품 (시리얼)</dt>
      <dd>
        {care.prod_title ?? '-'}
        {care.sn ? ` (${care.sn})` : ''}
      </dd>
      <dt>접수일</dt>
      <dd>{dateTime(care.created_at)}</dd>
      <dt>방문 주소</dt>
      <dd>
        {spot ? (
          <>
            {spot.name} · {spot.tel}
            <br />
            {spot.addr} {spot.addr_desc}
            <br />
            <small>
              주말 수령 {spot.weekend ? '가능' : '불가'} · 전체 주소는 고객 화면에서 사유와 함께 확인
            </small>
          </>
        ) : (
          '-'
        )}
      </dd>
      <dt>{visitLabel(care.state)}</dt>
      <dd>
        <strong>{date(care.spot_set_at)}</strong>
      </dd>
      <dt>견적</dt>
      <dd>
        {quote
          ? `${won(quote.amount)}${quote.paid_at ? ` · ${careQuoteSettledLabel(quote)} ${dateTime(quote.paid_at)}` : ' · 결제 대기'}`
          : '없음'}
        {quote && !care.quote_editable && (
          <ul className="care-payments">
            {quote.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity.
              <li key={i}>
                {line.title} {won(line.amount)}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}
