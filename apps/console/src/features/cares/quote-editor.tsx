import { CARE_QUOTE_MAX_LINES, type CareDetail, quoteBodySchema } from '@shop/domain/api/admin/cares';
import { ApiError } from '@shop/domain/api/api-error';
import { careQuoteTotal } from '@shop/domain/care/care-quote';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { send } from '../../shared/api';
import { won } from '../../shared/format';
import { showCareWrite } from './care-queries';

type Line = { title: string; amount: string };

const toBody = (lines: Line[]) => ({
  lines: lines.map((l) => ({
    title: l.title,
    amount: l.amount.trim() === '' ? Number.NaN : Number(l.amount),
  })),
});

/** Field messages by path (`lines.0.amount`), from the shared schema here or the server's answer. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? '']));
}

/** The repair quote: 1–10 lines of title and whole-won amount; the server computes and keeps the total. */
export function QuoteEditor({ care }: { care: CareDetail }) {
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<Line[]>(
    care.quote?.lines.map((l) => ({ title: l.title, amount: String(l.amount) })) ?? [
      { title: '', amount: '' },
    ],
  );
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => send<CareDetail>('PUT', `/cares/${care.id}/quote`, toBody(lines)),
    onSuccess: (next) => showCareWrite(queryClient, next),
  });
  const errors = { ...fieldErrors(save.error), ...local };
  const total = careQuoteTotal(lines.map((l) => ({ title: l.title, amount: Number(l.amount) || 0 })));
  const update = (i: number, patch: Partial<Line>) => {
    save.reset();
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = quoteBodySchema.safeParse(toBody(lines));
    setLocal(
      parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
    );
    if (parsed.success && !save.isPending) save.mutate();
  };
  return (
    <form className="card stack care-quote" aria-label="수리 견적" onSubmit={submit} noValidate>
      <h2 style={{ margin: 0 }}>수리 견적</h2>
      <p className="field__hint">항목별 금액은 원 단위 정수입니다. 무상 수리는 0원으로 적습니다.</p>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity.
        <div key={i}>
          <div className="filters care-quote__line">
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
              inputMode="numeric"
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
          {(errors[`lines.${i}.title`] || errors[`lines.${i}.amount`]) && (
            <p className="field__error" role="alert">
              {errors[`lines.${i}.title`] || errors[`lines.${i}.amount`]}
            </p>
          )}
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
      {(errors.lines || (save.error && !Object.keys(fieldErrors(save.error)).length)) && (
        <p className="form-error" role="alert">
          {errors.lines || (save.error as Error).message}
        </p>
      )}
      {save.isSuccess && (
        <p role="status">견적을 저장했습니다. 수리를 마치면 ‘수리 완료, 견적 안내’로 고객에게 알립니다.</p>
      )}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? '저장 중…' : '견적 저장'}
      </button>
    </form>
  );
}
