import type { SubscDetail } from '@shop/domain/api/subscs-read';
import { formatWon } from '@shop/domain/format/money';
import { OVERDUE_INTEREST_RATE } from '@shop/domain/rental/overdue-interest';
import {
  FREE_TERMINATION_DAYS,
  PENALTY_RATE_PERCENT,
  SET_CANCEL_PENALTY,
} from '@shop/domain/rental/termination-penalty';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import styles from '../rentals.module.css';

type Estimate = NonNullable<SubscDetail['cancel_estimate']>;

/** The penalty: the termination estimate for the chosen pickup date, or 0 and the refund for an order cancel. */
export function PenaltyRows({
  estimate,
  loading,
}: {
  estimate: Estimate | null | undefined;
  loading: boolean;
}) {
  if (!estimate) {
    return (
      <p className={screenStyles.muted}>
        {loading ? '위약금을 계산하고 있습니다…' : '위약금을 불러오지 못했습니다.'}
      </p>
    );
  }
  if (estimate.type === 'init-cancel') {
    return (
      <dl className={styles.rows}>
        <dt>위약금</dt>
        <dd className={styles.total}>{formatWon(SET_CANCEL_PENALTY)}</dd>
        <dt>환불 예정 금액</dt>
        <dd>{formatWon(estimate.refund)}</dd>
      </dl>
    );
  }
  return (
    <dl className={styles.rows} aria-busy={loading}>
      <dt>중도 해지 위약금</dt>
      <dd>{formatWon(estimate.early_termination)}</dd>
      <dt>미납 렌탈료</dt>
      <dd>{formatWon(estimate.unpaid)}</dd>
      <dt>연체 이자</dt>
      <dd>{formatWon(estimate.overdue_interest)}</dd>
      <dt>지연 이자</dt>
      <dd>{formatWon(estimate.default_interest)}</dd>
      <dt>설치·회수비</dt>
      <dd>{formatWon(estimate.install_pickup_fee)}</dd>
      <dt>예상 위약금 합계</dt>
      <dd className={styles.total} data-testid="penalty-total">
        {formatWon(estimate.total)}
      </dd>
    </dl>
  );
}

/**
 * How the termination penalty is worked out, beside its amount wherever the customer sees it (step 2 and
 * the confirmation sheet): a price is not shown without its basis.
 */
export function PenaltyBasis({ monthlyCost }: { monthlyCost: number }) {
  return (
    <p className={styles.penaltyBasis}>
      중도 해지 위약금 = 월 렌탈료 {formatWon(monthlyCost)} × 회수일 이후 남은 약정 일수 ÷ 30 ×{' '}
      {PENALTY_RATE_PERCENT}% (시작 후 {FREE_TERMINATION_DAYS}일 이내 회수는 0원), 미납 렌탈료에는 연체 이자{' '}
      {OVERDUE_INTEREST_RATE * 100}%가 더해집니다.
    </p>
  );
}
