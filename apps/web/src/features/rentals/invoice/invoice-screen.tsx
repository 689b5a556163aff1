import type { Invoice } from '@shop/domain/api/invoices';
import { invoiceChargeLine, invoiceTitle } from '@shop/domain/billing/record-label';
import { formatDate, formatDateKo } from '@shop/domain/format/date';
import { formatWon } from '@shop/domain/format/money';
import { includedAddOnLine } from '@shop/domain/rental/included-add-on';
import { invoiceNumber } from '@shop/domain/rental/instalment';
import { orderNumber } from '@shop/domain/rental/order-number';
import { OVERDUE_INTEREST_RATE } from '@shop/domain/rental/overdue-interest';
import { Fragment, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { appConfig } from '../../../shared/config/app-config';
import { COMPANY_INFO } from '../../../shared/config/company-info';
import { recordIdParam } from '../../../shared/http/record-id-param';
import { Bones } from '../../../shared/ui/query-state/bones';
import { QueryState } from '../../../shared/ui/query-state/query-state';
import { TitledSection } from '../../../shared/ui/titled-section';
import { useInvoice } from '../api/get-invoice';
import { rentalsPaths } from '../rentals-paths';
import styles from './invoice.module.css';
import {
  invoiceCardLabel,
  invoiceRoundParam,
  invoiceTone,
  neighbours,
  paidTogether,
  periodLabel,
} from './invoice-view';

/** /subscs/{id}/invoices/{round}: one billing round's invoice, printable and downloadable as a PDF. */
export function InvoiceScreen() {
  const params = useParams();
  const subscId = recordIdParam(params.subscId);
  const query = useInvoice(subscId, invoiceRoundParam(params.round));
  return (
    <div className={styles.page}>
      <div className={`${styles.toolbar} ${styles.noPrint}`}>
        <Link to={rentalsPaths.detail(subscId)} className={styles.small}>
          렌탈 상세
        </Link>
        <Link to={rentalsPaths.bill(subscId)} className={styles.small}>
          결제 내역
        </Link>
      </div>
      <QueryState
        query={query}
        loading={<Bones count={3} className={styles.sheet} boneClassName={styles.bone} />}
        errorText="청구서를 불러오지 못했습니다."
        classes={{ state: styles.empty, retry: styles.small }}
      >
        {(invoice) => <InvoiceSheet invoice={invoice} />}
      </QueryState>
    </div>
  );
}

function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const tone = invoiceTone(invoice.state);
  const together = paidTogether(invoice);
  const { previous, next } = neighbours(invoice);
  const title = invoiceTitle(invoice.kind);
  return (
    <>
      <article className={styles.sheet} aria-labelledby="invoice-title">
        <header className={styles.head}>
          <div className={styles.brandRow}>
            <span className={styles.brand}>소리담</span>
            <span className={styles.meta}>
              청구서 번호 {invoiceNumber(invoice.subsc_id, invoice.round)}
              <br />
              발행일 {formatDateKo(invoice.issued_at)}
            </span>
          </div>
          <h1 id="invoice-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.muted}>
            {invoice.customer_name} 고객님, 소리담 렌탈을 이용해 주셔서 감사합니다.
          </p>
        </header>

        <section className={styles.totalBox} aria-label="청구 금액">
          <div>
            <span className={styles.muted}>청구 금액</span>
            <p className={styles.round}>
              {invoice.label} <span className={`${styles.chip} ${styles[tone]}`}>{invoice.state_title}</span>
            </p>
          </div>
          <strong className={styles.total}>{formatWon(invoice.total)}</strong>
        </section>

        <InvoiceBlock id="invoice-info" title="청구 정보">
          <dl className={styles.rows}>
            <dt>렌탈 상품</dt>
            <dd>{invoice.subsc_title}</dd>
            <dt>주문번호</dt>
            <dd data-testid="order-number">{orderNumber(invoice.subsc_id)}</dd>
            <dt>회차</dt>
            <dd>{invoice.label}</dd>
            <dt>이용 기간</dt>
            <dd>{periodLabel(invoice)}</dd>
            <dt>청구일</dt>
            <dd>{formatDate(invoice.due_at)}</dd>
            <dt>결제일</dt>
            <dd>{invoice.paid_at ? formatDate(invoice.paid_at) : '-'}</dd>
            <dt>상태</dt>
            <dd className={styles[tone]}>{invoice.state_title}</dd>
          </dl>
        </InvoiceBlock>

        <InvoiceBlock id="invoice-lines" title="청구 내역">
          <dl className={styles.rows}>
            <dt>{invoiceChargeLine(invoice.kind)}</dt>
            <dd>{formatWon(invoice.list_cost)}</dd>
            {invoice.add_ons.map((addOn) => {
              const line = includedAddOnLine(addOn);
              return (
                <Fragment key={addOn.prod_id}>
                  <dt className={styles.included}>{line.label}</dt>
                  <dd className={styles.included}>{line.amount}</dd>
                </Fragment>
              );
            })}
            <dt>할인</dt>
            <dd className={invoice.discount > 0 ? styles.discount : undefined}>
              {invoice.discount > 0 ? `−${formatWon(invoice.discount)}` : formatWon(0)}
            </dd>
            <dt>연체 이자 ({OVERDUE_INTEREST_RATE * 100}%)</dt>
            <dd>{formatWon(invoice.interest)}</dd>
          </dl>
          <div className={styles.sum}>
            <span>합계</span>
            <strong>{formatWon(invoice.total)}</strong>
          </div>
        </InvoiceBlock>

        <InvoiceBlock id="invoice-payment" title="결제 정보">
          <dl className={styles.rows}>
            <dt>결제 카드</dt>
            <dd>{invoiceCardLabel(invoice.card)}</dd>
            <dt>결제 번호</dt>
            <dd>{invoice.payment?.id ?? '-'}</dd>
            <dt>승인 번호</dt>
            <dd className={styles.code}>{invoice.payment?.receipt_no ?? '-'}</dd>
            {invoice.payment && (
              <>
                <dt>결제 상태</dt>
                <dd>{invoice.payment.state_title}</dd>
                <dt>결제 금액</dt>
                <dd>{formatWon(invoice.payment.cost)}</dd>
              </>
            )}
            {together && (
              <>
                <dt>함께 결제된 내역</dt>
                <dd>{together}</dd>
              </>
            )}
          </dl>
        </InvoiceBlock>

        <footer className={styles.footer}>
          <p>
            {COMPANY_INFO.name} · 대표 {COMPANY_INFO.ceo} · 사업자등록번호 {COMPANY_INFO.businessNumber}
          </p>
          <p>{COMPANY_INFO.address}</p>
          <p>
            고객센터 {appConfig.supportPhone} · {COMPANY_INFO.email}
          </p>
        </footer>
      </article>

      {tone === 'unpaid' && (
        <p className={`${styles.notice} ${styles.noPrint}`}>
          미납된 회차입니다. 렌탈 상세의 미납 결제에서 연체 이자와 함께 다시 결제할 수 있습니다.{' '}
          <Link to={rentalsPaths.detail(invoice.subsc_id)}>미납 결제하기</Link>
        </p>
      )}

      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className={styles.secondary} onClick={() => window.print()}>
          인쇄하기
        </button>
        <a href={invoice.pdf_url} download className={styles.primary}>
          PDF 다운로드
        </a>
      </div>

      <nav className={`${styles.pager} ${styles.noPrint}`} aria-label="다른 회차 청구서">
        {previous ? (
          <Link to={rentalsPaths.invoice(invoice.subsc_id, previous.round)} className={styles.small}>
            ‹ {previous.label}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link to={rentalsPaths.invoice(invoice.subsc_id, next.round)} className={styles.small}>
            {next.label} ›
          </Link>
        )}
      </nav>
    </>
  );
}

function InvoiceBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className={styles.block} titleClassName={styles.blockTitle}>
      {children}
    </TitledSection>
  );
}
