import type { SpotView } from '@shop/domain/api/spots';
import type { SubscDetail } from '@shop/domain/api/subscs-read';
import { formatDate, formatDateKo } from '@shop/domain/format/date';
import { formatPhone } from '@shop/domain/format/phone';
import { isContractAvailable } from '@shop/domain/rental/detail-sections';
import { seoulDate } from '@shop/domain/rental/pickup-date';
import buttonsStyles from '../../../shared/styles/buttons.module.css';
import { SpotSummary } from '../../../shared/ui/address-sheet/spot-summary';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { ContractLinks } from '../detail/contract-section';
import { DetailSection } from '../detail/detail-section';
import { cardLabel } from '../detail/detail-view';
import { OrderRows } from '../order-rows';
import styles from '../rentals.module.css';
import { PenaltyBasis, PenaltyRows } from './penalty-rows';

type Props = {
  subsc: SubscDetail;
  estimate: SubscDetail['cancel_estimate'] | undefined;
  estimateLoading: boolean;
  spot: SpotView | null;
  onChangeSpot: () => void;
  /** Only the termination: the pickup date and its choices. */
  pickup?: { date: string; choices: readonly string[]; onDate: (date: string) => void };
};

const dayLabel = (date: string) => formatDateKo(seoulDate(date));

/** Step 2: order info, contract, pickup address (and date), penalty and card, before sending. */
export function ReviewStep({ subsc, estimate, estimateLoading, spot, onChangeSpot, pickup }: Props) {
  return (
    <>
      <DetailSection title="주문 정보">
        <p className={styles.prodTitle}>{subsc.title}</p>
        <dl className={styles.rows}>
          <OrderRows subsc={subsc} />
          <dt>시작일</dt>
          <dd>{formatDate(subsc.start_at)}</dd>
        </dl>
      </DetailSection>
      <DetailSection title="계약서">
        <ContractLinks subscId={subsc.id} available={isContractAvailable(subsc)} />
      </DetailSection>
      <DetailSection title="회수 주소">
        {spot ? (
          <SpotSummary spot={spot} />
        ) : (
          <p className={screenStyles.muted}>회수할 주소를 선택해 주세요.</p>
        )}
        <button type="button" className={buttonsStyles.cardAction} onClick={onChangeSpot}>
          {spot ? '주소 변경' : '주소 선택'}
        </button>
      </DetailSection>
      {pickup && (
        <DetailSection title="회수 희망일">
          <label className={screenStyles.muted} htmlFor="pickup-date">
            평일 중 회수 받으실 날짜를 선택해 주세요.
          </label>
          <select
            id="pickup-date"
            className={styles.select}
            value={pickup.date}
            onChange={(event) => pickup.onDate(event.target.value)}
          >
            {pickup.choices.map((date) => (
              <option key={date} value={date}>
                {dayLabel(date)}
              </option>
            ))}
          </select>
          {spot && (
            <dl className={styles.rows} aria-label="회수 정보">
              <dt>회수일</dt>
              <dd>{pickup.date}</dd>
              <dt>받는 분</dt>
              <dd>{spot.name}</dd>
              <dt>연락처</dt>
              <dd>{formatPhone(spot.tel)}</dd>
              <dt>주소</dt>
              <dd>{spot.addr}</dd>
              <dt>상세 주소</dt>
              <dd>{spot.addr_desc || '-'}</dd>
              <dt>우편번호</dt>
              <dd>{spot.addr_code}</dd>
            </dl>
          )}
        </DetailSection>
      )}
      <DetailSection title="위약금">
        <PenaltyRows estimate={estimate} loading={estimateLoading} />
        {estimate?.type === 'cancel' && <PenaltyBasis monthlyCost={subsc.costSubscBill} />}
      </DetailSection>
      <DetailSection title="결제 카드">
        <p>{cardLabel(subsc.payment_orderer_avail?.payment.pays) ?? '등록된 카드 없음'}</p>
      </DetailSection>
    </>
  );
}
