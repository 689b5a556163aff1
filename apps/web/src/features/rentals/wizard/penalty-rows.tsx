import type { SubscDetail } from '@shop/domain/api/subscs-read';
import { formatWon } from '@shop/domain/format/money';
import { SET_CANCEL_PENALTY } from '@shop/domain/rental/termination-penalty';
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
