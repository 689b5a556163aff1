import { UNPAID_RETRY_FAILED_MESSAGE, UNPAID_RETRY_OK_MESSAGE } from '@shop/domain/api/billing';
import type { Subsc } from '@shop/domain/api/subscs-read';
import { STATE } from '@shop/domain/codes/generic-state';
import { formatDate } from '@shop/domain/format/date';
import { formatWon } from '@shop/domain/format/money';
import { OVERDUE_INTEREST_RATE } from '@shop/domain/rental/overdue-interest';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { askConfirm, showAlert, showToast } from '../../../shared/ui/dialog/dialog-store';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { postUnpaidRetry } from '../api/post-unpaid-retry';
import styles from '../rentals.module.css';
import { rentalsPaths } from '../rentals-paths';
import { DetailSection } from './detail-section';
import { cardLabel, overdueView } from './detail-view';
import { PaymentButtons } from './payment-buttons';

/**
 * In place of the payment section while rounds are unpaid: rounds, interest, what the retry charges, days,
 * 결제 재시도, and the card change a customer whose card declines needs first.
 */
export function OverdueSection({ subsc }: { subsc: Subsc }) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const view = overdueView(subsc);
  const card = cardLabel(subsc.payment_orderer_avail?.payment.pays);
  const retry = async () => {
    const go = await askConfirm(`${card ?? '등록된 카드'}로 ${formatWon(view.toPay)}을 결제합니다.`, {
      title: '미납 금액 결제',
      confirmLabel: '결제하기',
      cancelLabel: '취소',
    });
    if (!go) return;
    setSending(true);
    try {
      const answer = await postUnpaidRetry(subsc.id);
      if (answer.state === STATE.NORMAL) showToast(UNPAID_RETRY_OK_MESSAGE);
      else void showAlert(UNPAID_RETRY_FAILED_MESSAGE);
    } catch (error) {
      // The card company's or the server's reason, under the documents' message. A declined card's reason
      // (잔액 부족) comes beside the documents' message, in the answer's `payment` field.
      const reason = isApiError(error)
        ? error.message !== UNPAID_RETRY_FAILED_MESSAGE
          ? error.message
          : (Object.values(error.errors).flat()[0] ?? '')
        : '';
      const own = reason !== '' && reason !== UNPAID_RETRY_FAILED_MESSAGE;
      void showAlert(
        own ? reason : UNPAID_RETRY_FAILED_MESSAGE,
        own ? { title: UNPAID_RETRY_FAILED_MESSAGE } : {},
      );
    } finally {
      setSending(false);
      await queryClient.invalidateQueries({ queryKey: ['subscs'] });
    }
  };
  return (
    <DetailSection title="미납 결제" highlighted label="미납 결제">
      <p className={styles.alertBox}>
        결제되지 않은 렌탈료가 있습니다. 결제 카드를 확인한 뒤 다시 결제해 주세요.
      </p>
      <ul aria-label="미납 회차">
        {view.rows.map((row) => (
          <li key={row.id}>
            <Link
              to={rentalsPaths.invoice(subsc.id, row.round)}
              className={styles.linkRow}
              aria-label={`${row.label} 청구서 ${formatWon(row.cost)}`}
            >
              <span>
                {row.label} <span className={screenStyles.faint}>{formatDate(row.dueAt)}</span>
              </span>
              <strong>
                {formatWon(row.cost)} <span className={screenStyles.faint}>청구서 ›</span>
              </strong>
            </Link>
          </li>
        ))}
      </ul>
      <dl className={styles.rows}>
        <dt>미납 금액</dt>
        <dd>{formatWon(view.total)}</dd>
        <dt>연체 이자 ({OVERDUE_INTEREST_RATE * 100}%)</dt>
        <dd>{formatWon(view.interest)}</dd>
        <dt>연체 일수</dt>
        <dd>{view.days}일</dd>
        <dt>결제 카드</dt>
        <dd>{card ?? '등록된 카드 없음'}</dd>
      </dl>
      <p className={styles.overdueTotal}>
        <span>
          총 결제할 금액
          <span className={screenStyles.faint}> 미납 금액 + 연체 이자</span>
        </span>
        <strong>{formatWon(view.toPay)}</strong>
      </p>
      <PaymentButtons
        subsc={subsc}
        first={
          <button type="button" className={styles.primary} disabled={sending} onClick={() => void retry()}>
            {sending ? '결제 중…' : '결제 재시도'}
          </button>
        }
      />
    </DetailSection>
  );
}
