import type { AdminColour } from '@shop/domain/api/admin/catalogue';
import { parseSerialLines, serialsProblem } from '@shop/domain/catalog/serials-admin';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Field } from '../../../shared/ui/field';
import { RowOptions } from '../../../shared/ui/options';
import { useAddUnits } from '../api/prod-stock';
import { useCheckedDialog } from '../checked-dialog';

/** Receives units of one colour: serial numbers pasted one a line; a refused list stays as typed. */
export function AddUnitsDialog({
  prodId,
  colours,
  open,
  onClose,
  onAdded,
}: {
  prodId: number;
  colours: AdminColour[];
  open: boolean;
  onClose: () => void;
  onAdded: (count: number) => void;
}) {
  const add = useAddUnits(prodId);
  const [colourId, setColourId] = useState<string>('');
  const [text, setText] = useState('');
  const form = useCheckedDialog(add, onClose);
  const serials = parseSerialLines(text);
  return (
    <ConfirmDialog
      open={open}
      {...form.dialog}
      title="재고 입고"
      confirmLabel={serials.length ? `${serials.length}대 입고` : '입고'}
      onConfirm={() => {
        const found = colourId ? serialsProblem(serials) : '색상을 골라 주세요.';
        form.setProblem(found);
        if (found) return;
        add.mutate(
          { prod_opt_id: Number(colourId), serials: text },
          {
            onSuccess: (result) => {
              setText('');
              onAdded(result.added);
              form.close();
            },
          },
        );
      }}
    >
      <Field label="색상">
        <select value={colourId} onChange={(e) => setColourId(e.target.value)} required>
          <option value="">골라 주세요</option>
          <RowOptions rows={colours} />
        </select>
      </Field>
      <Field
        label="시리얼 번호"
        hint="한 줄에 하나씩. 이미 등록된 번호나 겹치는 번호가 있으면 하나도 등록되지 않습니다."
      >
        <textarea
          className="catalogue-wide"
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={'DD-7-BLACK-101\nDD-7-BLACK-102'}
          spellCheck={false}
        />
      </Field>
      <p className="field__hint">{serials.length}개 입력됨</p>
    </ConfirmDialog>
  );
}
