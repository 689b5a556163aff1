import { formatDate } from '@shop/domain/format/date';
import { formatWon } from '@shop/domain/format/money';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { recordIdParam } from '../../shared/http/record-id-param';
import { ListScreen } from '../../shared/ui/screen/list-screen';
import { rentalsPaths } from '../rentals/rentals-paths';
import { useBills } from './api/get-bills';
import { billRows, billSummary } from './bill-view';
import styles from './billing.module.css';

/** /payments/bill/subsc/{subscId}: the rental's invoice figures and every charge. */
export function BillScreen() {
  const subscId = recordIdParam(useParams().subscId);
  const query = useBills(subscId);
  return (
    <ListScreen
      title="청구 내역"
      action={
        <Link to={`/subscs/${subscId}`} className={styles.small}>
          렌탈 상세
        </Link>
      }
      query={query}
      errorText="청구 내역을 불러오지 못했습니다."
      emptyText="청구 내역이 없습니다."
      styles={styles}
      retryClassName={styles.small}
    >
      {(bills) => (
        <>
          <Summary summary={billSummary(bills)} />
          <ul className={styles.list} aria-label="청구 내역">
            {billRows(bills).map((row) => (
              <li key={row.id} className={styles.card}>
                <div className={styles.head}>
                  <strong>{row.rounds}</strong>
                  <span className={styles[row.tone]}>{row.stateTitle}</span>
                </div>
                <p className={styles.muted}>{row.title}</p>
                <dl className={styles.rows}>
                  <dt>청구일</dt>
                  <dd>{formatDate(row.createdAt)}</dd>
                  <dt>금액</dt>
                  <dd>{formatWon(row.amount)}</dd>
                  {row.interest > 0 && (
                    <>
                      <dt>연체 이자 포함</dt>
                      <dd>{formatWon(row.interest)}</dd>
                    </>
                  )}
                  <dt>카드</dt>
                  <dd>{row.card}</dd>
                  {row.refunds.map((refund) => (
                    <Fragment key={refund.id}>
                      <dt>{refund.stateTitle}</dt>
                      <dd className={refund.settled ? undefined : styles.other}>
                        −{formatWon(refund.amount)} · {formatDate(refund.at)}
                      </dd>
                    </Fragment>
                  ))}
                </dl>
                {row.invoices.length > 0 && (
                  <div className={styles.invoices}>
                    {row.invoices.map((link) => (
                      <Link
                        key={link.round}
                        to={rentalsPaths.invoice(subscId, link.round)}
                        className={styles.small}
                      >
                        {link.label}
                      </Link>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </ListScreen>
  );
}

function Summary({ summary }: { summary: ReturnType<typeof billSummary> }) {
  return (
    <section className={styles.card} aria-label="청구 요약">
      <dl className={styles.rows}>
        <dt>결제 완료</dt>
        <dd>{summary.paidCount}건</dd>
        <dt>총 결제 금액</dt>
        <dd className={styles.total}>{formatWon(summary.paidTotal)}</dd>
        {summary.refundedTotal > 0 && (
          <>
            <dt>환불 금액</dt>
            <dd>−{formatWon(summary.refundedTotal)}</dd>
          </>
        )}
        {summary.failedCount > 0 && (
          <>
            <dt>결제 실패</dt>
            <dd className={styles.failed}>{summary.failedCount}건</dd>
          </>
        )}
      </dl>
    </section>
  );
}
