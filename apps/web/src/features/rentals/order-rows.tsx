import type { Subsc } from '@shop/domain/api/subscs-read';
import { formatDate } from '@shop/domain/format/date';
import { formatWon } from '@shop/domain/format/money';

/** A rental's order lines for a `<dl>`: its number, its date and the monthly fee over the months. */
export function OrderRows({ subsc, numberTestId }: { subsc: Subsc; numberTestId?: string }) {
  return (
    <>
      <dt>주문번호</dt>
      <dd data-testid={numberTestId}>{subsc.order_number}</dd>
      <dt>주문일</dt>
      <dd>{formatDate(subsc.created_at)}</dd>
      <dt>렌탈료</dt>
      <dd>
        월 {formatWon(subsc.costSubscBill)} × {subsc.duration}개월
      </dd>
    </>
  );
}
