import { CARE_ASSIGN_MOVES, type CareDetail } from '@shop/domain/api/admin/cares';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { send } from '../../shared/api';
import { moveDoneMessage } from '../../shared/format';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Field } from '../../shared/ui/field';
import { WorkerField } from '../../shared/ui/worker-field';
import { careMoveHint } from './care-move-hints';
import { showCareWrite } from './care-queries';

type Move = CareDetail['moves'][number];

/** One button per staff move the AS machine allows now, each behind a confirmation with an optional note. */
export function CareMovesPanel({ care, onDone }: { care: CareDetail; onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [move, setMove] = useState<Move | null>(null);
  const run = useMutation({
    mutationFn: ({ name, note, worker }: { name: string; note: string; worker: string }) =>
      send<CareDetail>('POST', `/cares/${care.id}/moves/${name}`, {
        ...(note ? { note } : {}),
        ...(worker ? { worker } : {}),
      }),
    onSuccess: (next, { name }) => {
      showCareWrite(queryClient, next);
      onDone(moveDoneMessage(care.moves.find((m) => m.name === name)?.label, next.label));
      setMove(null);
    },
  });
  return (
    <section aria-labelledby="care-moves">
      <h2 id="care-moves" style={{ marginTop: 0 }}>
        처리
      </h2>
      {care.moves.length === 0 ? (
        <p className="state">지금 할 수 있는 처리가 없습니다. {waitingFor(care)}</p>
      ) : (
        <div className="moves">
          {care.moves.map((m) => (
            <button
              key={m.name}
              type="button"
              className={m.name === 'withdraw' ? 'button button--danger' : 'button button--primary'}
              onClick={() => {
                run.reset();
                setMove(m);
              }}
            >
              {m.label}
            </button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={move !== null}
        title={move ? `${move.label} — AS #${care.id}` : ''}
        confirmLabel={move?.label ?? '확인'}
        danger={move?.name === 'withdraw'}
        mutation={run}
        onClose={() => setMove(null)}
        onConfirm={(data) =>
          move &&
          run.mutate({
            name: move.name,
            note: String(data.get('note') ?? '').trim(),
            worker: String(data.get('worker') ?? '').trim(),
          })
        }
      >
        {move && <p>{careMoveHint(move.name, care)}</p>}
        {move?.name === 'completeRepair' && care.quote && (
          <ul>
            {care.quote.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity.
              <li key={i}>
                {line.title}: {line.amount.toLocaleString('ko-KR')}원
              </li>
            ))}
          </ul>
        )}
        {move && CARE_ASSIGN_MOVES.includes(move.name) && <WorkerField />}
        <Field label="메모 (선택)" hint="이력에 함께 남습니다.">
          <input name="note" maxLength={200} />
        </Field>
      </ConfirmDialog>
    </section>
  );
}

function waitingFor(care: CareDetail): string {
  if (care.state === CARE_STATE.CHECK_COMPLETE) return '고객의 앱 결제를 기다리고 있습니다.';
  if (care.state === CARE_STATE.CHECK_PAYMENT) return '고객이 재설치 방문일을 확정하기를 기다리고 있습니다.';
  return '';
}
