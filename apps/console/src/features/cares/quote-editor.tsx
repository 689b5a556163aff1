import { CARE_QUOTE_MAX_LINES, type CareDetail } from '@shop/domain/api/admin/cares';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { send } from '../../shared/api';
import { won } from '../../shared/format';

type Line = { title: string; amount: string };

/** The repair quote: lines of title and whole-won amount; the server computes and keeps the total. */
export function QuoteEditor({ care }: { care: CareDetail }) {
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<Line[]>(
    care.quote?.lines.map((l) => ({ title: l.title, amount: String(l.amount) })) ?? [
      { title: '', amount: '' },
    ],
  );
  const save = useMutation({
    mutationFn: () =>
      send<CareDetail>('PUT', `/cares/${care.id}/quote`, {
        lines: lines.map((l) => ({ title: l.title.trim(), amount: Number(l.amount) })),
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(['care', care.id], next);
      void queryClient.invalidateQueries({ queryKey: ['cares'] });
    },
  });
  const total = lines.reduce((sum, l) => sum + (Number(l.amount) || 0), 0);
  const update = (i: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <section className="card stack" aria-label="수리 견적">
      <h2 style={{ margin: 0 }}>수리 견적</h2>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity.
        <div className="filters" key={i}>
          <input
            aria-label={`항목 ${i + 1} 이름`}
            placeholder="항목 (예: 부품비)"
            maxLength={50}
            value={line.title}
            onChange={(e) => update(i, { title: e.target.value })}
          />
          <input
            aria-label={`항목 ${i + 1} 금액`}
            type="number"
            min={0}
            step={1}
            placeholder="금액 (원)"
            value={line.amount}
            onChange={(e) => update(i, { amount: e.target.value })}
          />
          <button
            type="button"
            className="button button--small"
            disabled={lines.length === 1}
            onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
          >
            삭제
          </button>
        </div>
      ))}
      <div className="filters">
        <button
          type="button"
          className="button button--small"
          disabled={lines.length >= CARE_QUOTE_MAX_LINES}
          onClick={() => setLines((all) => [...all, { title: '', amount: '' }])}
        >
          항목 추가
        </button>
        <strong>합계 {won(total)}</strong>
      </div>
      {save.error && (
        <p className="form-error" role="alert">
          {save.error.message}
        </p>
      )}
      {save.isSuccess && !save.isPending && <p role="status">견적을 저장했습니다.</p>}
      <button
        type="button"
        className="button button--primary"
        disabled={save.isPending}
        onClick={() => save.mutate()}
      >
        {save.isPending ? '저장 중…' : '견적 저장'}
      </button>
    </section>
  );
}
