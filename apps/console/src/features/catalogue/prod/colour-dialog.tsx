import { type AdminColour, adminColourBodySchema } from '@shop/domain/api/admin/catalogue';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Field } from '../../../shared/ui/field';
import { useSaveColour } from '../api/prod-stock';
import { useCheckedDialog } from '../checked-dialog';

/** Adds a colour (`colour` null) or edits one: name, CSS colour and monthly surcharge. */
export function ColourDialog({
  prodId,
  colour,
  open,
  onClose,
}: {
  prodId: number;
  colour: AdminColour | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveColour(prodId);
  const form = useCheckedDialog(save, onClose);
  return (
    <ConfirmDialog
      open={open}
      {...form.dialog}
      title={colour ? `색상 수정 · ${colour.title}` : '색상 추가'}
      confirmLabel={colour ? '저장' : '추가'}
      onConfirm={(data) => {
        const body = form.check(adminColourBodySchema, {
          title: String(data.get('title') ?? ''),
          val: String(data.get('val') ?? ''),
          cost: Number(data.get('cost') || Number.NaN),
        });
        if (body) save.mutate({ optId: colour?.id ?? null, body }, { onSuccess: form.close });
      }}
    >
      <Field label="색상 이름">
        <input name="title" defaultValue={colour?.title ?? ''} maxLength={30} required />
      </Field>
      <Field label="색상" hint="쇼핑몰의 색상 버튼에 쓰입니다.">
        <input name="val" type="color" defaultValue={colour?.val ?? '#232323'} />
      </Field>
      <Field label="월 추가 요금 (원)" hint="이 색상을 고르면 월 렌탈료에 더해집니다.">
        <input
          name="cost"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={colour?.cost ?? 0}
        />
      </Field>
    </ConfirmDialog>
  );
}
