import type { AdminDiscount, AdminFees } from '@shop/domain/api/admin/catalogue';
import { discountPhase } from '@shop/domain/catalog/discount-admin';
import { rentalTakeCost } from '@shop/domain/pricing/rental-take-cost';
import { useState } from 'react';
import { won } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useWriteDialog } from '../../../shared/ui/use-write-dialog';
import { useSetFees } from '../api/prod-fees';
import { refusal } from '../api/refusal';
import { RevertSaveActions } from '../revert-save-actions';
import { type FeeRow, feeChanges, feeProblem, feeRowsOf } from './fee-rows';

type Cat = AdminFees['cats'][number];

/**
 * What the storefront shows a month for this fee: the discount applied while it runs (`discount` being the
 * running one, or null), rounded as the shop rounds.
 */
export function shownMonthly(fee: number, months: number, discount: AdminDiscount | null): number {
  const cost = rentalTakeCost({
    durationMonthlyCost: fee,
    months,
    options: [],
    discounts: discount ? [discount] : [],
  });
  return cost.monthly - (cost.discount?.val ?? 0);
}

/** The product's discount if the storefront applies it at `now`: one not begun or over prices nothing. */
export const appliedDiscount = (discount: AdminDiscount | null, now: number): AdminDiscount | null =>
  discount && discountPhase(discount, now) === 'running' ? discount : null;

/** The durations of one subscription category: offer each or not, and its monthly fee; saved together. */
export function FeeTable({
  prodId,
  cat,
  discount: productDiscount,
}: {
  prodId: number;
  cat: Cat;
  discount: AdminDiscount | null;
}) {
  const discount = appliedDiscount(productDiscount, Date.now());
  const [rows, setRows] = useState<FeeRow[]>(() => feeRowsOf(cat));
  const [shown, setShown] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useSetFees(prodId);
  const confirming = useWriteDialog(save, refusal);
  const edit = (optId: number, next: Partial<FeeRow>) => {
    setSaved(false);
    setRows((current) => current.map((r) => (r.optId === optId ? { ...r, ...next } : r)));
  };
  const problems = rows.map(feeProblem);
  const changes = feeChanges(rows);

  return (
    <section className="catalogue-card" aria-labelledby={`fees-${cat.id}`}>
      <h3 id={`fees-${cat.id}`}>
        {cat.title} {cat.is_default && <span className="badge">쇼핑몰 기본</span>}
      </h3>
      <table className="table catalogue-fees">
        <thead>
          <tr>
            <th>약정 기간</th>
            <th>제공</th>
            <th className="num">월 렌탈료 (원)</th>
            <th className="num">총 렌탈료</th>
            <th className="num">쇼핑몰 표시가{discount ? ' (할인 적용)' : ''}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const fee = Number(r.fee);
            const valid = r.offered && problems[i] === null;
            return (
              <tr key={r.optId}>
                <td>{r.months}개월</td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${cat.title} ${r.months}개월 제공`}
                    checked={r.offered}
                    onChange={(e) => edit(r.optId, { offered: e.target.checked })}
                  />
                </td>
                <td className="num">
                  <input
                    className="catalogue-fee-input"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    aria-label={`${cat.title} ${r.months}개월 월 렌탈료`}
                    aria-invalid={shown && problems[i] !== null}
                    disabled={!r.offered}
                    value={r.fee}
                    onChange={(e) => edit(r.optId, { fee: e.target.value })}
                  />
                  {shown && problems[i] && <span className="field__error">{problems[i]}</span>}
                </td>
                <td className="num">{valid ? won(fee * r.months) : '-'}</td>
                <td className="num">{valid ? `월 ${won(shownMonthly(fee, r.months, discount))}` : '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <RevertSaveActions
        savedNotice={saved && '저장했습니다. 쇼핑몰에 바로 반영됩니다.'}
        onRevert={() => {
          setRows(feeRowsOf(cat));
          setShown(false);
        }}
        revertDisabled={changes.length === 0}
        saveLabel={`${cat.title} 요금 저장`}
        onSave={() => {
          setShown(true);
          if (problems.some((p) => p !== null) || changes.length === 0) return;
          confirming.ask();
        }}
      />
      {shown && changes.length === 0 && problems.every((p) => p === null) && !saved && (
        <p className="field__hint">바뀐 요금이 없습니다.</p>
      )}
      <ConfirmDialog
        {...confirming.dialog}
        title={`${cat.title} 요금 저장`}
        confirmLabel="저장"
        onConfirm={() =>
          save.mutate(
            {
              subsc_cat_id: cat.id,
              fees: rows
                .filter((r) => r.offered)
                .map((r) => ({ subsc_cat_opt_id: r.optId, cost_subsc: Number(r.fee) })),
            },
            {
              onSuccess: (fees) => {
                const next = fees.cats.find((c) => c.id === cat.id);
                if (next) setRows(feeRowsOf(next));
                confirming.close();
                setShown(false);
                setSaved(true);
              },
            },
          )
        }
      >
        <p>다음 요금을 바꿉니다. 쇼핑몰에 바로 반영되며, 이미 계약한 렌탈의 요금은 바뀌지 않습니다.</p>
        <ul>
          {changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </section>
  );
}
