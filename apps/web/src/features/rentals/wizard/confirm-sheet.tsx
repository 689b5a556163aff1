import type { SpotView } from '@shop/domain/api/spots';
import type { SubscDetail } from '@shop/domain/api/subscs-read';
import { formatDateKo } from '@shop/domain/format/date';
import { formatWon } from '@shop/domain/format/money';
import { formatPhone } from '@shop/domain/format/phone';
import { seoulDate } from '@shop/domain/rental/pickup-date';
import { SET_CANCEL_PENALTY } from '@shop/domain/rental/termination-penalty';
import bottomSheetStyles from '../../../shared/styles/bottom-sheet.module.css';
import { CloseIcon } from '../../../shared/ui/icons';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { Sheet } from '../../../shared/ui/sheet/sheet';
import { cardLabel } from '../detail/detail-view';
import rentalStyles from '../rentals.module.css';
import styles from './confirm-sheet.module.css';
import { PenaltyBasis, PenaltyRows } from './penalty-rows';
import type { WizardKind } from './wizard-kinds';

type Estimate = NonNullable<SubscDetail['cancel_estimate']>;

type Props = {
  config: WizardKind;
  subsc: SubscDetail;
  estimate: Estimate;
  /** The termination's pickup: the date chosen and the address. */
  pickup?: { date: string; spot: SpotView };
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The wizards' last step before anything is sent: what will happen, in a bottom sheet. Only its confirm
 * button sends; 이전, the close button and Escape close it and nothing changes.
 */
export function ConfirmSheet({ config, subsc, estimate, pickup, sending, onConfirm, onClose }: Props) {
  return (
    <Sheet
      className={bottomSheetStyles.sheet}
      labelledBy="wizard-confirm-title"
      describedBy="wizard-confirm-lead"
      onCancel={(event) => {
        // Escape is the customer saying no; while sending, the answer is on its way and the sheet stays.
        event.preventDefault();
        if (!sending) onClose();
      }}
    >
      <div className={`${rentalStyles.sheetBody} ${styles.body}`}>
        <div className={screenStyles.headRow}>
          <h2 id="wizard-confirm-title" className={rentalStyles.sectionTitle}>
            {config.confirmTitle}
          </h2>
          <button type="button" aria-label="닫기" disabled={sending} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <p id="wizard-confirm-lead" className={styles.lead}>
          아래 내용을 확인해 주세요. ‘{config.submitLabel}’를 누르면 바로 처리되며 되돌릴 수 없습니다.
        </p>
        {estimate.type === 'init-cancel' ? (
          <OrderCancelFacts estimate={estimate} />
        ) : (
          <TerminationFacts subsc={subsc} estimate={estimate} pickup={pickup} />
        )}
        <div className={styles.actions}>
          <button type="button" className={rentalStyles.button} disabled={sending} onClick={onClose}>
            이전
          </button>
          <button
            type="button"
            className={`${rentalStyles.primary} ${styles.confirm}`}
            disabled={sending}
            onClick={onConfirm}
          >
            {sending ? '처리 중…' : config.submitLabel}
          </button>
        </div>
      </div>
    </Sheet>
  );
}

function OrderCancelFacts({ estimate }: { estimate: Estimate }) {
  const card = cardLabel(estimate.refund_card);
  const refund = formatWon(estimate.refund);
  return (
    <>
      <section className={styles.block} aria-label="환불 정보">
        <dl className={rentalStyles.rows}>
          <dt>환불 금액</dt>
          <dd className={styles.refund} data-testid="confirm-refund">
            {refund}
          </dd>
          <dt>환불 카드</dt>
          <dd>{card ?? '-'}</dd>
          <dt>위약금</dt>
          <dd>{formatWon(SET_CANCEL_PENALTY)}</dd>
        </dl>
      </section>
      <ul className={styles.notes}>
        <li>주문이 취소되고 상품 준비와 배송이 중단됩니다.</li>
        {estimate.refund > 0 ? (
          <li>
            결제하신 {refund}은 <span className={styles.nowrap}>{card ?? '결제하신 카드'}</span>로 환불됩니다.
            카드사에 따라 환불이 확인되기까지 며칠 걸릴 수 있습니다.
          </li>
        ) : (
          <li>결제된 금액이 없어 환불할 금액이 없습니다.</li>
        )}
      </ul>
    </>
  );
}

function TerminationFacts({
  subsc,
  estimate,
  pickup,
}: {
  subsc: SubscDetail;
  estimate: Estimate;
  pickup: Props['pickup'];
}) {
  return (
    <>
      <section className={styles.block} aria-labelledby="wizard-confirm-penalty">
        <h3 id="wizard-confirm-penalty" className={styles.blockTitle}>
          예상 위약금 <span className={styles.amount}>{formatWon(estimate.total)}</span>
        </h3>
        <PenaltyRows estimate={estimate} loading={false} />
        <PenaltyBasis monthlyCost={subsc.costSubscBill} />
      </section>
      {pickup && (
        <section className={styles.block} aria-labelledby="wizard-confirm-pickup">
          <h3 id="wizard-confirm-pickup" className={styles.blockTitle}>
            회수 정보
          </h3>
          <dl className={rentalStyles.rows}>
            <dt>회수 희망일</dt>
            <dd>{formatDateKo(seoulDate(pickup.date))}</dd>
            <dt>받는 분</dt>
            <dd>{pickup.spot.name}</dd>
            <dt>연락처</dt>
            <dd>{formatPhone(pickup.spot.tel)}</dd>
            <dt>회수 주소</dt>
            <dd>
              {pickup.spot.addr} {pickup.spot.addr_desc}
            </dd>
          </dl>
        </section>
      )}
      <ul className={styles.notes}>
        <li>해지 신청이 접수되고, 회수 희망일에 기사님이 상품을 회수합니다.</li>
        <li>
          회수한 상품의 점검이 끝나 해지가 완료되면 매월 정기 결제가 중지되고, 확정된 위약금이{' '}
          <span className={styles.nowrap}>
            {cardLabel(subsc.payment_orderer_avail?.payment.pays) ?? '등록된 결제 카드'}
          </span>
          로 청구됩니다.
        </li>
        <li>해지가 완료되기 전에 돌아오는 결제일의 렌탈료는 평소대로 결제됩니다.</li>
      </ul>
    </>
  );
}
