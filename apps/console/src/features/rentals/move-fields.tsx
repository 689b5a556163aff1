import type { RentalDetail } from '@shop/domain/api/admin/rentals';
import { seoulDate } from '@shop/domain/rental/pickup-date';
import { terminationPenalty } from '@shop/domain/rental/termination-penalty';
import { isOrderEndMove, type RentalMoveForm } from '@shop/domain/staff/rental-move-input';
import { useState } from 'react';
import { seoulToday, won } from '../../shared/format';
import { Field } from '../../shared/ui/field';
import { WorkerField } from '../../shared/ui/worker-field';

/**
 * The fields a move's confirmation asks for, by the move's form, and what the move will do with money
 * (the penalty a termination charges, the refund an order's end gives back).
 */
export function MoveFields({
  name,
  form,
  rental,
}: {
  name: string;
  form: RentalMoveForm;
  rental: RentalDetail;
}) {
  const today = seoulToday();
  const [pickup, setPickup] = useState(today);
  if (form === 'install') {
    return (
      <>
        <Field label="설치일">
          <input type="date" name="installed_at" defaultValue={today} max={today} required />
        </Field>
        <Field label="설치 기사">
          <input name="installer" defaultValue={rental.installer ?? ''} maxLength={30} required />
        </Field>
        <Field
          label="설치한 제품의 시리얼 번호"
          hint="한 줄에 하나씩, 이 렌탈에 배정된 제품 모두를 한 번씩 적어 주세요."
        >
          <textarea
            name="serials"
            rows={3}
            defaultValue={rental.units.flatMap((u) => (u.sn && u.held ? [u.sn] : [])).join('\n')}
            required
          />
        </Field>
        <Field label="메모 (선택)">
          <input name="note" maxLength={200} />
        </Field>
      </>
    );
  }
  if (form === 'termination') {
    const pickedUp = seoulDate(pickup);
    const penalty =
      rental.start_at && pickedUp
        ? terminationPenalty({
            monthly: rental.cost,
            startAt: new Date(rental.start_at),
            months: rental.duration,
            pickupAt: pickedUp,
            unpaid: 0,
          })
        : null;
    return (
      <>
        <Field label="회수일">
          <input
            type="date"
            name="picked_up_at"
            value={pickup}
            max={today}
            onChange={(e) => setPickup(e.target.value)}
            required
          />
        </Field>
        <fieldset className="field">
          <legend className="field__label">점검 결과</legend>
          <label>
            <input type="radio" name="inspection" value="ok" defaultChecked /> 이상 없음
          </label>{' '}
          <label>
            <input type="radio" name="inspection" value="damaged" /> 손상 (불량 재고로 입고)
          </label>
        </fieldset>
        <Field label="메모 (선택)">
          <input name="note" maxLength={200} />
        </Field>
        <p className="notice" aria-live="polite">
          {penalty
            ? `최종 위약금 ${won(penalty.earlyTermination)}이 등록된 카드로 청구됩니다. (남은 약정 일수 × 월 요금 ${won(rental.cost)} × 15% ÷ 30, 설치 후 7일 이내 회수는 면제)`
            : '회수일을 선택하면 위약금을 계산합니다.'}
        </p>
      </>
    );
  }
  if (form === 'assign') {
    return (
      <>
        <WorkerField />
        <Field label="메모 (선택)">
          <input name="note" maxLength={200} />
        </Field>
      </>
    );
  }
  if (form === 'lost') {
    return (
      <>
        <Field label="분실 청구액 (원)" hint="청구하지 않으면 0">
          <input type="number" name="charge" min={0} step={1} defaultValue={0} required />
        </Field>
        <Field label="사유">
          <input name="note" maxLength={200} required />
        </Field>
      </>
    );
  }
  return (
    <>
      <Field label={form === 'reason' ? '사유' : '메모 (선택)'}>
        <input name="note" maxLength={200} required={form === 'reason'} />
      </Field>
      {isOrderEndMove(name) && (
        <p className="notice">
          {rental.order_end_refund > 0
            ? `결제된 ${won(rental.order_end_refund)}은 결제한 카드로 전액 환불됩니다.`
            : '결제된 금액이 없어 환불할 금액이 없습니다.'}
        </p>
      )}
    </>
  );
}

/** The request body of a move from its confirmation's fields. */
export function moveBody(form: RentalMoveForm, data: FormData): Record<string, unknown> {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const note = text('note');
  const withNote = note ? { note } : {};
  switch (form) {
    case 'install':
      return {
        installed_at: text('installed_at'),
        installer: text('installer'),
        serials: text('serials')
          .split(/\s*[\n,]\s*/)
          .filter(Boolean),
        ...withNote,
      };
    case 'assign':
      return { worker: text('worker'), ...withNote };
    case 'termination':
      return { picked_up_at: text('picked_up_at'), inspection: text('inspection'), ...withNote };
    case 'lost':
      return { charge: Number(text('charge') || 0), note };
    case 'reason':
      return { note };
    default:
      return withNote;
  }
}
