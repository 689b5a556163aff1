import type { CareDetail } from '@shop/domain/api/admin/cares';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { getData, send } from '../../shared/api';
import { date, dateTime, won } from '../../shared/format';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Field } from '../../shared/ui/field';
import { Page } from '../../shared/ui/page';
import { ErrorBox, Loading } from '../../shared/ui/states';
import { QuoteEditor } from './quote-editor';

type Move = CareDetail['moves'][number];

/** One AS request: what is wrong, its quote, its history, and one button per allowed staff move. */
export function CareDetailScreen() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const [move, setMove] = useState<Move | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query = useQuery({ queryKey: ['care', id], queryFn: () => getData<CareDetail>(`/cares/${id}`) });
  const run = useMutation({
    mutationFn: ({ name, note }: { name: string; note: string }) =>
      send<CareDetail>('POST', `/cares/${id}/moves/${name}`, note ? { note } : {}),
    onSuccess: (next, { name }) => {
      queryClient.setQueryData(['care', id], next);
      void queryClient.invalidateQueries({ queryKey: ['cares'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      setDone(
        `${query.data?.moves.find((m) => m.name === name)?.label ?? '처리'} 완료: 현재 상태 ${next.label}`,
      );
      setMove(null);
    },
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  const care = query.data;
  return (
    <Page title={`AS #${care.id} · ${care.title}`} back={{ to: '/cares', label: 'AS 목록' }}>
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <div className="detail-grid">
        <dl className="facts">
          <dt>상태</dt>
          <dd>
            <span className="badge">{care.label}</span>
          </dd>
          <dt>고객</dt>
          <dd>
            <Link to={`/customers/${care.customer_id}`}>{care.customer_name}</Link>
          </dd>
          <dt>렌탈</dt>
          <dd>
            <Link to={`/rentals/${care.rental_id}`}>#{care.rental_id}</Link>
          </dd>
          <dt>제품 (시리얼)</dt>
          <dd>
            {care.prod_title ?? '-'}
            {care.sn ? ` (${care.sn})` : ''}
          </dd>
          <dt>증상</dt>
          <dd>{care.content}</dd>
          <dt>방문 예정일</dt>
          <dd>{date(care.spot_set_at)}</dd>
          <dt>견적</dt>
          <dd>
            {care.quote
              ? `${won(care.quote.amount)}${care.quote.paid_at ? ` · 결제 완료 ${dateTime(care.quote.paid_at)}` : ' · 결제 대기'}`
              : '없음'}
          </dd>
        </dl>
        <section aria-labelledby="care-moves">
          <h2 id="care-moves" style={{ marginTop: 0 }}>
            처리
          </h2>
          {care.moves.length === 0 ? (
            <p className="state">
              지금 할 수 있는 처리가 없습니다. (고객 결제 또는 방문일 확정 대기일 수 있습니다)
            </p>
          ) : (
            <div className="moves">
              {care.moves.map((m) => (
                <button
                  key={m.name}
                  type="button"
                  className={m.name === 'withdraw' ? 'button button--danger' : 'button button--primary'}
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
      {care.quote_editable && (
        <>
          <h2>견적</h2>
          <QuoteEditor key={care.id} care={care} />
        </>
      )}
      <h2>이력</h2>
      <ol className="timeline" aria-label="AS 이력">
        {[...care.history].reverse().map((h) => (
          <li key={`${h.at}-${h.state}-${h.note}`}>
            <time dateTime={h.at}>{dateTime(h.at)}</time>
            <span className="badge">{h.label}</span> {h.note}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={move !== null}
        title={move ? `${move.label} — AS #${care.id}` : ''}
        confirmLabel={move?.label ?? '확인'}
        danger={move?.name === 'withdraw'}
        pending={run.isPending}
        error={run.error}
        onClose={() => setMove(null)}
        onConfirm={(data) =>
          move && run.mutate({ name: move.name, note: String(data.get('note') ?? '').trim() })
        }
      >
        {move?.name === 'completeRepair' && care.quote && (
          <p>고객에게 견적 {won(care.quote.amount)}이 안내되고, 고객이 앱에서 결제합니다.</p>
        )}
        <Field label="메모 (선택)">
          <input name="note" maxLength={200} />
        </Field>
      </ConfirmDialog>
    </Page>
  );
}
