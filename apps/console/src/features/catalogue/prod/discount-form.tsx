import { type AdminDiscount, adminDiscountBodySchema } from '@shop/domain/api/admin/catalogue';
import {
  DISCOUNT_PHASE_LABEL,
  DISCOUNT_RATE_MAX,
  discountLastDay,
  discountPhase,
  discountStopOfLastDay,
} from '@shop/domain/catalog/discount-admin';
import { josa } from 'es-hangul';
import { useState } from 'react';
import { date, won } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Field } from '../../../shared/ui/field';
import { useWriteDialog } from '../../../shared/ui/use-write-dialog';
import { useEndDiscount, useSetDiscount } from '../api/prod-fees';
import { refusal } from '../api/refusal';
import { isoOfSeoulDay, seoulDayOf } from './seoul-day';

type Draft = { title: string; type_val: 'COST' | 'RATE'; val: string; start: string; stop: string };

/** The form's fields for a saved discount: the stop day is its last day, the day before the stored end. */
export const draftOf = (d: AdminDiscount | null): Draft => ({
  title: d?.title ?? '',
  type_val: d?.type_val ?? 'COST',
  val: d ? String(d.val) : '',
  start: seoulDayOf(d?.start_at ?? null),
  stop: discountLastDay(d?.stop_at ?? null),
});

/** 봄맞이 · 월 3,000원 할인 · 2026.12.01 ~ 2026.12.31, the end being the last day it runs. */
export const describeDiscount = (d: AdminDiscount) =>
  `${d.title} · ${d.type_val === 'RATE' ? `${d.val}%` : `월 ${won(d.val)}`} 할인${
    d.start_at || d.stop_at
      ? ` · ${date(d.start_at)} ~ ${d.stop_at ? discountLastDay(d.stop_at).replaceAll('-', '.') : '-'}`
      : ''
  }`;

/** 진행 중: … or 예정: …, by the discount's period now; the storefront applies it only while it runs. */
export const discountStatus = (d: AdminDiscount | null, now: number) =>
  d ? `${DISCOUNT_PHASE_LABEL[discountPhase(d, now)]}: ${describeDiscount(d)}` : '진행 중인 할인이 없습니다.';

/** The product's one discount: set or change it, or end it; the storefront applies it at once. */
export function DiscountForm({ prodId, discount }: { prodId: number; discount: AdminDiscount | null }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(discount));
  const [problem, setProblem] = useState<string | null>(null);
  const set = useSetDiscount(prodId);
  const end = useEndDiscount(prodId);
  const setting = useWriteDialog(set, refusal);
  const ending = useWriteDialog(end, refusal);
  const edit = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }));
  // The stop day is the last day of the discount: it ends at the start of the next day (an unreadable day
  // is sent as typed, for the form's check to name).
  const body = {
    title: draft.title,
    type_val: draft.type_val,
    val: draft.val.trim() === '' ? Number.NaN : Number(draft.val),
    start_at: draft.start ? isoOfSeoulDay(draft.start) : null,
    stop_at: draft.stop ? (discountStopOfLastDay(draft.stop) ?? draft.stop) : null,
  };

  return (
    <section className="catalogue-card" aria-labelledby="discount-title">
      <h3 id="discount-title">할인</h3>
      <p>{discountStatus(discount, Date.now())}</p>
      <div className="catalogue-grid">
        <Field label="할인 이름" hint="쇼핑몰 상품 페이지에 보입니다.">
          <input value={draft.title} maxLength={50} onChange={(e) => edit({ title: e.target.value })} />
        </Field>
        <Field label="할인 방식">
          <select
            value={draft.type_val}
            onChange={(e) => edit({ type_val: e.target.value as Draft['type_val'] })}
          >
            <option value="COST">정액 (월 N원)</option>
            <option value="RATE">정률 (N%)</option>
          </select>
        </Field>
        <Field
          label={draft.type_val === 'RATE' ? '할인율 (%)' : '할인 금액 (원)'}
          hint={
            draft.type_val === 'RATE'
              ? `최대 ${DISCOUNT_RATE_MAX}%`
              : '가장 낮은 월 렌탈료보다 작아야 합니다.'
          }
        >
          <input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={draft.val}
            onChange={(e) => edit({ val: e.target.value })}
          />
        </Field>
        <Field label="시작일 (비우면 바로)">
          <input type="date" value={draft.start} onChange={(e) => edit({ start: e.target.value })} />
        </Field>
        <Field label="종료일 (비우면 계속)">
          <input type="date" value={draft.stop} onChange={(e) => edit({ stop: e.target.value })} />
        </Field>
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="catalogue-actions">
        {discount && (
          <button type="button" className="button" onClick={() => ending.ask()}>
            할인 종료
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            const parsed = adminDiscountBodySchema.safeParse(body);
            setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
            if (parsed.success) setting.ask();
          }}
        >
          할인 저장
        </button>
      </div>
      <ConfirmDialog
        {...setting.dialog}
        title="할인 저장"
        confirmLabel="저장"
        onConfirm={() => set.mutate(body, { onSuccess: setting.close })}
      >
        <p>
          {draft.title} · {draft.type_val === 'RATE' ? `${draft.val}%` : `월 ${won(Number(draft.val))}`}{' '}
          할인을
          {discount ? ' 지금 할인 대신' : ''} 적용합니다.{' '}
          {body.start_at && Date.parse(body.start_at) > Date.now()
            ? '시작일부터 쇼핑몰에 반영됩니다.'
            : '쇼핑몰에 바로 반영됩니다.'}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        {...ending.dialog}
        title="할인 종료"
        confirmLabel="할인 종료"
        danger
        onConfirm={() =>
          end.mutate(undefined, {
            onSuccess: () => {
              ending.close();
              setDraft(draftOf(null));
            },
          })
        }
      >
        <p>
          {discount ? josa(describeDiscount(discount), '을/를') : ''} 끝냅니다. 쇼핑몰에서 바로 정가로
          보입니다.
        </p>
      </ConfirmDialog>
    </section>
  );
}
