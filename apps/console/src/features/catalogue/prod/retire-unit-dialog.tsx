import type { AdminUnit } from '@shop/domain/api/admin/catalogue';
import { RETIRE_STATES, stockStateLabel } from '@shop/domain/catalog/unit-state-admin';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Field } from '../../../shared/ui/field';
import { CodeOptions } from '../../../shared/ui/options';
import { useRetireUnit } from '../api/prod-stock';
import { refusal } from '../api/refusal';

/** Takes a unit on the shelf out of the rental stock, with the reason. */
export function RetireUnitDialog({
  prodId,
  unit,
  onClose,
}: {
  prodId: number;
  unit: AdminUnit | null;
  onClose: () => void;
}) {
  const retire = useRetireUnit(prodId);
  const close = () => {
    retire.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={unit !== null}
      title={`재고 빼기 · ${unit?.sn ?? ''}`}
      confirmLabel="재고에서 빼기"
      danger
      mutation={retire}
      error={refusal(retire.error)}
      onClose={close}
      onConfirm={(data) =>
        unit &&
        retire.mutate(
          {
            unitId: unit.id,
            body: {
              state: Number(data.get('state')) as (typeof RETIRE_STATES)[number],
              note: String(data.get('note') ?? '').trim(),
            },
          },
          { onSuccess: close },
        )
      }
    >
      <p>이 재고는 더 이상 주문에 배정되지 않습니다. 기록은 남습니다.</p>
      <Field label="사유">
        <select name="state" defaultValue={RETIRE_STATES[0]}>
          <CodeOptions codes={RETIRE_STATES} label={stockStateLabel} />
        </select>
      </Field>
      <Field label="메모 (선택)">
        <input name="note" maxLength={200} />
      </Field>
    </ConfirmDialog>
  );
}
