import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Field } from '../../../shared/ui/field';
import { RowOptions } from '../../../shared/ui/options';
import { useCreateProd } from '../api/create-prod';
import { refusal } from '../api/refusal';
import { useTaxonomy } from '../api/taxonomy';

/**
 * 새 상품: name, model code, category, maker and purchase price; the product starts hidden and its edit
 * screen opens on the fees tab, the next thing it needs before it can be shown.
 */
export function NewProdDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const cats = useTaxonomy('cats');
  const makers = useTaxonomy('makers');
  const create = useCreateProd();
  return (
    <ConfirmDialog
      open={open}
      title="새 상품"
      confirmLabel="만들기"
      mutation={create}
      // The fields the server refused, each in its words (상품명을 입력해 주세요.), not only 입력값을 확인해 주세요.
      error={refusal(create.error)}
      onClose={() => {
        create.reset();
        onClose();
      }}
      onConfirm={(data) =>
        create.mutate(
          {
            title: String(data.get('title') ?? '').trim(),
            code: String(data.get('code') ?? '').trim(),
            prod_cat_id: Number(data.get('prod_cat_id')),
            corp_maker_id: Number(data.get('corp_maker_id')),
            cost: Number(data.get('cost')),
            tracks_units: data.get('tracks_units') === 'on',
          },
          { onSuccess: (prod) => navigate(`/catalogue/prods/${prod.id}?tab=fees`) },
        )
      }
    >
      <Field label="상품명">
        <input name="title" maxLength={100} required />
      </Field>
      <Field label="모델 코드">
        <input name="code" maxLength={50} required placeholder="예: TT-9" />
      </Field>
      <Field label="분류">
        <select name="prod_cat_id" required defaultValue="">
          <option value="" disabled>
            분류를 고르세요
          </option>
          <RowOptions rows={cats.data} />
        </select>
      </Field>
      <Field label="제조사">
        <select name="corp_maker_id" required defaultValue="">
          <option value="" disabled>
            제조사를 고르세요
          </option>
          <RowOptions rows={makers.data} />
        </select>
      </Field>
      <Field label="매입가 (원)">
        <input name="cost" type="number" min={0} max={100_000_000} step={1} required inputMode="numeric" />
      </Field>
      <label>
        <input type="checkbox" name="tracks_units" defaultChecked /> 제품마다 시리얼 번호로 관리
      </label>
      <p className="field__hint">
        새 상품은 숨김 상태로 만들어집니다. 요금·색상·재고·사진을 넣은 뒤 노출해 주세요.
      </p>
    </ConfirmDialog>
  );
}
