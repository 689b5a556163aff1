import { type AdminFeatd, adminFeatdBodySchema } from '@shop/domain/api/admin/catalogue';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Field } from '../../../shared/ui/field';
import { useSaveFeatd } from '../api/featds';
import { useCheckedDialog } from '../checked-dialog';

/** Adds a featured group (`group` null) or edits its name, text, order and visibility. */
export function FeatdDialog({
  group,
  open,
  onClose,
}: {
  group: AdminFeatd | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveFeatd();
  const form = useCheckedDialog(save, onClose);
  return (
    <ConfirmDialog
      open={open}
      {...form.dialog}
      title={group ? '추천 묶음 수정' : '추천 묶음 추가'}
      confirmLabel={group ? '저장' : '추가'}
      onConfirm={(data) => {
        const body = form.check(adminFeatdBodySchema, {
          title: String(data.get('title') ?? ''),
          content: String(data.get('content') ?? ''),
          visible: data.get('visible') === 'on',
          sort: Number(data.get('sort') || Number.NaN),
        });
        if (body) save.mutate({ id: group?.id ?? null, body }, { onSuccess: form.close });
      }}
    >
      <Field label="묶음 이름" hint="홈 화면에 제목으로 보입니다.">
        <input name="title" defaultValue={group?.title ?? ''} maxLength={50} />
      </Field>
      <Field label="설명">
        <textarea
          className="catalogue-wide"
          name="content"
          rows={3}
          maxLength={500}
          defaultValue={group?.content ?? ''}
        />
      </Field>
      <label className="catalogue-check">
        <input type="checkbox" name="visible" defaultChecked={group?.visible ?? true} />홈 화면에 노출
      </label>
      <Field label="순서" hint="작은 수가 먼저 보입니다.">
        <input name="sort" type="number" step={1} min={0} defaultValue={group?.sort ?? 0} />
      </Field>
    </ConfirmDialog>
  );
}
