import type { RentalDetail, RentalPayment } from '@shop/domain/api/admin/rentals';
import type { RentalMoveForm } from '@shop/domain/staff/rental-move-input';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { getData, send } from '../../shared/api';
import { date, dateTime, moveDoneMessage, won } from '../../shared/format';
import { useSession } from '../../shared/session';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { type Column, DataTable } from '../../shared/ui/data-table';
import { dateTimeColumn, wonColumn } from '../../shared/ui/format-columns';
import { Page } from '../../shared/ui/page';
import { PendingPage } from '../../shared/ui/pending-page';
import { StateAndCustomerFacts } from '../../shared/ui/state-and-customer-facts';
import { MoveFields, moveBody } from './move-fields';
import { RefundDialog, refundColumns } from './refund-dialog';
import { unitLabel } from './rental-unit-label';

type Move = RentalDetail['moves'][number];

const TIMELINE_KIND: Record<string, string> = {
  history: '상태',
  record: '청구',
  payment: '결제',
  refund: '환불',
  ship: '배송',
  care: 'AS',
  message: '메시지',
};

/** One rental: what it is, the moves allowed now (one button each), its payments and everything that happened. */
export function RentalDetailScreen() {
  const id = Number(useParams().id);
  const { may } = useSession();
  const queryClient = useQueryClient();
  const [move, setMove] = useState<Move | null>(null);
  const [refunding, setRefunding] = useState<RentalPayment | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['rental', id],
    queryFn: () => getData<RentalDetail>(`/rentals/${id}`),
  });
  const run = useMutation({
    mutationFn: ({ name, body }: { name: string; body: Record<string, unknown> }) =>
      send<RentalDetail>('POST', `/rentals/${id}/moves/${name}`, body),
    onSuccess: (next, { name }) => {
      queryClient.setQueryData(['rental', id], next);
      void queryClient.invalidateQueries({ queryKey: ['rentals'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      setDone(moveDoneMessage(query.data?.moves.find((m) => m.name === name)?.label, next.label));
      setMove(null);
    },
  });

  const back = { to: '/rentals', label: '렌탈 목록' };
  if (!query.isSuccess) return <PendingPage title="렌탈" back={back} query={query} />;
  const rental = query.data;

  const paymentColumns: Column<RentalPayment>[] = [
    { key: 'title', header: '내용', value: (p) => p.title },
    wonColumn('cost', '금액', (p) => p.cost),
    { key: 'state', header: '상태', value: (p) => p.state_label },
    dateTimeColumn('paid', '결제일', (p) => p.paid_at),
    ...refundColumns<RentalPayment>(may('payments'), setRefunding),
  ];

  return (
    <Page title={`렌탈 #${rental.id} · ${rental.order_number} · ${rental.title}`} back={back}>
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <div className="detail-grid">
        <dl className="facts">
          <dt>주문번호</dt>
          <dd>{rental.order_number}</dd>
          <StateAndCustomerFacts record={rental} />
          <dt>구독 유형</dt>
          <dd>{rental.cat_title ?? '-'}</dd>
          <dt>월 요금 · 약정</dt>
          <dd>
            {won(rental.cost)} · {rental.duration}개월
          </dd>
          <dt>시작 · 종료</dt>
          <dd>
            {date(rental.start_at)} ~ {date(rental.stop_at)}
          </dd>
          <dt>다음 결제일</dt>
          <dd>{date(rental.next_at)}</dd>
          <dt>미납</dt>
          <dd>{rental.unpaid_count}건</dd>
          <dt>제품 (시리얼)</dt>
          <dd>{rental.units.length === 0 ? '-' : rental.units.map(unitLabel).join(', ')}</dd>
          <dt>추가 상품</dt>
          <dd>
            {rental.add_ons.length === 0
              ? '-'
              : rental.add_ons.map((a) => `${a.title} (월 ${won(a.cost)})`).join(', ')}
          </dd>
        </dl>
        <section aria-labelledby="moves-title">
          <h2 id="moves-title" style={{ marginTop: 0 }}>
            처리
          </h2>
          {rental.moves.length === 0 ? (
            <p className="state">지금 할 수 있는 처리가 없습니다.</p>
          ) : (
            <div className="moves">
              {rental.moves.map((m) => (
                <button
                  key={m.name}
                  type="button"
                  className={m.danger ? 'button button--danger' : 'button button--primary'}
                  onClick={() => {
                    run.reset();
                    setDone(null);
                    setMove(m);
                  }}
                >
                  {m.label}
                </button>
              ))}
            </div>
          )}
        </section>
      </div>

      <h2>결제</h2>
      <DataTable columns={paymentColumns} rows={rental.payments} empty="결제 내역이 없습니다." />

      <h2>이력</h2>
      <ol className="timeline" aria-label="이력">
        {[...rental.timeline].reverse().map((e) => (
          <li key={`${e.at}-${e.kind}-${e.title}-${e.detail}`}>
            <time dateTime={e.at}>{dateTime(e.at)}</time>
            <span className="badge">{TIMELINE_KIND[e.kind]}</span> {e.title}
            {e.detail && <span className="field__hint"> · {e.detail}</span>}
          </li>
        ))}
      </ol>

      <ConfirmDialog
        open={move !== null}
        title={move ? `${move.label} — 렌탈 #${rental.id}` : ''}
        confirmLabel={move?.label ?? '확인'}
        danger={move?.danger ?? false}
        mutation={run}
        onClose={() => setMove(null)}
        onConfirm={(data) =>
          move && run.mutate({ name: move.name, body: moveBody(move.form as RentalMoveForm, data) })
        }
      >
        {move && <MoveFields name={move.name} form={move.form as RentalMoveForm} rental={rental} />}
      </ConfirmDialog>
      <RefundDialog
        payment={refunding}
        rentalId={rental.id}
        onClose={() => setRefunding(null)}
        onDone={setDone}
      />
    </Page>
  );
}
