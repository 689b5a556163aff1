import type { Care } from '@shop/domain/api/cares';
import { careQuoteSettledLabel } from '@shop/domain/care/care-quote';
import {
  CARE_CANCEL_FAILED_MESSAGE,
  CARE_CANCELLED_MESSAGE,
  CARE_VISIT_CONFIRMED_MESSAGE,
} from '@shop/domain/care/care-rules';
import { careMoveRefusal } from '@shop/domain/care/care-transitions';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { formatDate } from '@shop/domain/format/date';
import { formatWon } from '@shop/domain/format/money';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { recordIdParam } from '../../../shared/http/record-id-param';
import { askConfirm, showAlert } from '../../../shared/ui/dialog/dialog-store';
import { QueryState } from '../../../shared/ui/query-state/query-state';
import { useCare } from '../api/get-care';
import { patchCare } from '../api/patch-care';
import styles from '../cares.module.css';
import { caresPaths } from '../cares-paths';
import { CarePaySection } from './care-pay-section';
import { CARE_CANCEL_CONFIRM_MESSAGE, carePaidMessage, carePayWording, careView } from './care-view';
import { CareVisitAddress } from './care-visit-address';
import { CareVisitPicker } from './care-visit-picker';

/**
 * /cares/{careId}: the request's state label and message, its booked visit, the quote to pay, the visit
 * day to confirm, its product, symptom and address.
 */
export function CareDetailScreen() {
  const careId = recordIdParam(useParams().careId);
  const query = useCare(careId);
  return (
    <div className={styles.page}>
      <QueryState
        query={query}
        loading={<div aria-busy="true" className={styles.bone} />}
        errorText="AS 정보를 불러오지 못했습니다."
        classes={{ state: styles.empty, retry: styles.small }}
      >
        {(care) => <CareDetail care={care} />}
      </QueryState>
      <Link to={caresPaths.list} className={styles.backLink}>
        AS 목록으로
      </Link>
    </div>
  );
}

function CareDetail({ care }: { care: Care }) {
  const queryClient = useQueryClient();
  const view = careView(care, new Date());
  const [paying, setPaying] = useState(false);
  const [sending, setSending] = useState(false);

  const move = async (state: number, ok: string, fail: string, day?: string) => {
    setSending(true);
    try {
      void showAlert((await patchCare(care.id, state, day)) ? ok : fail);
      setPaying(false);
    } catch (error) {
      // The server's refusal says why (a declined card, a day no longer offered); a 5xx gets the plain one.
      void showAlert(isApiError(error) && error.status > 0 && error.status < 500 ? error.message : fail);
    } finally {
      setSending(false);
      await queryClient.invalidateQueries({ queryKey: ['cares'] });
    }
  };

  // Withdrawing cannot be undone: asked first, and 취소 on the question leaves the request as it is.
  const withdraw = async () => {
    if (
      !(await askConfirm(CARE_CANCEL_CONFIRM_MESSAGE, {
        confirmLabel: '접수 취소',
        cancelLabel: '아니요',
        danger: true,
      }))
    )
      return;
    await move(CARE_STATE.UNSET_CANCEL, CARE_CANCELLED_MESSAGE, CARE_CANCEL_FAILED_MESSAGE);
  };

  return (
    <>
      <section className={styles.section} aria-label="AS 상태">
        <span className={styles.badge}>{view.label}</span>
        <h1 className={styles.title}>{care.title}</h1>
        {view.message && <p className={styles.infoBox}>{view.message}</p>}
        {view.visit && (
          <p>
            {view.visit.title} <strong>{view.visit.date}</strong>
          </p>
        )}
        {care.quote?.paid_at && (
          <p className={styles.muted}>
            수리 비용 {formatWon(care.quote.amount)} · {careQuoteSettledLabel(care.quote)}
          </p>
        )}
        {view.action === 'cancel' && (
          <button type="button" className={styles.danger} disabled={sending} onClick={() => void withdraw()}>
            AS 접수 취소
          </button>
        )}
        {view.action === 'pay' && !paying && (
          <button type="button" className={styles.linkButton} onClick={() => setPaying(true)}>
            {carePayWording(care.quote?.amount ?? null).open}
          </button>
        )}
        {view.action === 'pay' && paying && (
          <CarePaySection
            care={care}
            sending={sending}
            onPay={() =>
              void move(
                CARE_STATE.CHECK_PAYMENT,
                carePaidMessage(care.quote?.amount ?? 0),
                careMoveRefusal(CARE_STATE.CHECK_PAYMENT),
              )
            }
          />
        )}
        {view.action === 'confirmVisit' && (
          <CareVisitPicker
            key={care.visit_dates.join()}
            care={care}
            sending={sending}
            onConfirm={(day) =>
              void move(CARE_STATE.SET, CARE_VISIT_CONFIRMED_MESSAGE, careMoveRefusal(CARE_STATE.SET), day)
            }
          />
        )}
      </section>
      <section className={styles.section} aria-label="AS 내용">
        <h2 className={styles.sectionTitle}>신청 내용</h2>
        <dl className={styles.rows}>
          <div className={styles.rowPair}>
            <dt>신청일</dt>
            <dd>{formatDate(care.created_at)}</dd>
          </div>
          <div className={styles.rowPair}>
            <dt>제품</dt>
            <dd>{care.prod_orderer?.prod.title ?? '-'}</dd>
          </div>
          {care.prodStock?.sn && (
            <div className={styles.rowPair}>
              <dt>S/N</dt>
              <dd>{care.prodStock.sn}</dd>
            </div>
          )}
          <div className={styles.rowPair}>
            <dt>수량</dt>
            <dd>1</dd>
          </div>
        </dl>
        <p className={styles.content}>{care.content || '증상 내용이 없습니다.'}</p>
        {care.atts.length > 0 && (
          <ul className={styles.faint} aria-label="첨부 파일">
            {care.atts.map((att) => (
              <li key={att.id}>첨부 {att.name}</li>
            ))}
          </ul>
        )}
      </section>
      {care.spot && <CareVisitAddress spot={care.spot} />}
    </>
  );
}
