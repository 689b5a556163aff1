import type { SubscDetail } from '@shop/domain/api/subscs-read';
import { FINAL_CHARGE_TITLE } from '@shop/domain/billing/record-label';
import { formatDate } from '@shop/domain/format/date';
import { formatWon } from '@shop/domain/format/money';
import { formatPhone } from '@shop/domain/format/phone';
import { COLLECTION_REASON_MESSAGE, pickupView } from '@shop/domain/rental/detail-sections';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { useAdminContacts } from '../api/get-admin-contacts';
import styles from '../rentals.module.css';
import { DetailSection } from './detail-section';
import { recordedPenalty } from './detail-view';

/**
 * ENABLE with a cancel request under way: the penalty is still being calculated; the pickup booked, with
 * its state (the only place the pickup shows while the termination is under way).
 */
export function CancelInProgress({ subsc }: { subsc: SubscDetail }) {
  const pickup = subsc.ships_cancel;
  return (
    <DetailSection title="해지 진행 중" highlighted>
      <p className={styles.alertBox}>해지 신청이 접수되었습니다. 위약금을 계산하고 있습니다.</p>
      {pickup && (
        <dl className={styles.rows}>
          <dt>회수 상태</dt>
          <dd>{pickupView(pickup).stateLabel}</dd>
          <dt>회수 희망일</dt>
          <dd>{formatDate(pickup.spot_out_at)}</dd>
          <dt>회수 주소</dt>
          <dd>
            {pickup.spot_out_code && `(${pickup.spot_out_code}) `}
            {pickup.spot_out} {pickup.spot_out_desc}
          </dd>
        </dl>
      )}
    </DetailSection>
  );
}

/** CANCEL, CANCEL_COLLECT and CANCEL_LOSS: the rental ended early, with what its end charged. */
export function FinalTermination({ subsc }: { subsc: SubscDetail }) {
  const penalty = recordedPenalty(subsc.cancel, subsc.state);
  const loss = subsc.loss_charge;
  return (
    <DetailSection title="최종 해지">
      <p>렌탈이 해지되었습니다.</p>
      <dl className={styles.rows}>
        <dt>해지일</dt>
        <dd>{formatDate(subsc.stop_at)}</dd>
        {penalty !== null && (
          <>
            <dt>위약금</dt>
            <dd>{formatWon(penalty)}</dd>
          </>
        )}
        {loss && (
          <>
            <dt>{FINAL_CHARGE_TITLE.loss}</dt>
            <dd>
              {formatWon(loss.cost)} · {loss.state_title}
            </dd>
          </>
        )}
      </dl>
    </DetailSection>
  );
}

/** CANCEL_COLLECT: why it went to collection, and who to call. */
export function CollectionSection() {
  const admins = useAdminContacts(true);
  const admin = admins.data?.[0];
  return (
    <DetailSection title="채권 추심 안내" highlighted>
      <p className={styles.alertBox}>{COLLECTION_REASON_MESSAGE}</p>
      {admins.isPending ? (
        <p className={screenStyles.muted}>담당자 정보를 불러오고 있습니다…</p>
      ) : admin ? (
        <dl className={styles.rows}>
          <dt>담당자</dt>
          <dd>{admin.name}</dd>
          <dt>연락처</dt>
          <dd>
            <a href={`tel:${admin.mobile}`}>{formatPhone(admin.mobile)}</a>
          </dd>
        </dl>
      ) : (
        <p className={screenStyles.muted}>담당자 정보가 없습니다. 고객센터로 문의해 주세요.</p>
      )}
    </DetailSection>
  );
}
