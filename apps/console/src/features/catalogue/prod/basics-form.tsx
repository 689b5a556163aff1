import {
  type AdminCat,
  type AdminMaker,
  type AdminProd,
  type AdminProdUpdate,
  type AdminTag,
  PROD_CONTENT_FIELDS,
} from '@shop/domain/api/admin/catalogue';
import { STATE } from '@shop/domain/codes/generic-state';
import { STATE_PROVIDE } from '@shop/domain/codes/state-provide';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Field } from '../../../shared/ui/field';
import { CodeOptions, RowOptions } from '../../../shared/ui/options';
import { ErrorBox, Loading } from '../../../shared/ui/states';
import { useWriteDialog } from '../../../shared/ui/use-write-dialog';
import { refusal } from '../api/refusal';
import { useTaxonomy } from '../api/taxonomy';
import { useUpdateProd } from '../api/update-prod';
import { provideLabel, visibilityLabel } from '../labels';
import { RevertSaveActions } from '../revert-save-actions';
import {
  CONTENT_LABELS,
  checkProdForm,
  FIELD_LABELS,
  formValuesOf,
  type ProdFormValues,
} from './prod-form-values';

/** Title, model, visibility, sale state, category, maker, purchase price, tags and texts; saved after a confirmation. */
export function BasicsForm({ prod }: { prod: AdminProd }) {
  const cats = useTaxonomy('cats');
  const makers = useTaxonomy('makers');
  const tags = useTaxonomy('tags');
  // The selects need their options before the form sets their values.
  const failed = [cats, makers, tags].find((q) => q.isError);
  if (failed) return <ErrorBox error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!cats.data || !makers.data || !tags.data) return <Loading />;
  return <BasicsFields prod={prod} cats={cats.data} makers={makers.data} tags={tags.data} />;
}

function BasicsFields({
  prod,
  cats,
  makers,
  tags,
}: {
  prod: AdminProd;
  cats: AdminCat[];
  makers: AdminMaker[];
  tags: AdminTag[];
}) {
  const form = useForm<ProdFormValues>({ defaultValues: formValuesOf(prod) });
  const save = useUpdateProd(prod.id);
  const confirming = useWriteDialog<AdminProdUpdate>(save, refusal);
  const changes = confirming.subject;
  const [saved, setSaved] = useState(false);

  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    form.clearErrors();
    const checked = checkProdForm(prod, values);
    if (!checked.ok) {
      for (const e of checked.errors)
        form.setError(e.field as FieldPath<ProdFormValues>, { message: e.message });
      return;
    }
    confirming.ask(checked.changes);
  });
  const nothing = changes !== null && Object.keys(changes).length === 0;
  // By path, as react-hook-form nests them: content.detail's error lives at errors.content.detail.
  const fieldError = (name: string) =>
    form.getFieldState(name as FieldPath<ProdFormValues>, form.formState).error?.message;

  return (
    // The confirmation is a form of its own, so it stands beside this one: a form inside a form submitted the
    // page itself (a GET of the screen) instead of saving (QA).
    <>
      <form className="catalogue-form" onSubmit={onSubmit} noValidate>
        <div className="catalogue-grid">
          <Field label="상품명" error={fieldError('title')}>
            <input {...form.register('title')} maxLength={100} />
          </Field>
          <Field label="모델 코드" error={fieldError('code')}>
            <input {...form.register('code')} maxLength={50} />
          </Field>
          <Field label="노출" hint="숨긴 상품은 쇼핑몰 목록과 상품 페이지에 나오지 않습니다.">
            <select {...form.register('state')}>
              <CodeOptions codes={[STATE.ENABLE, STATE.DISABLE]} label={visibilityLabel} />
            </select>
          </Field>
          <Field label="판매 상태" hint="단종된 상품은 보이지만 담을 수 없습니다.">
            <select {...form.register('state_provide')}>
              <CodeOptions codes={[STATE_PROVIDE.ENABLE, STATE_PROVIDE.DISCONTINUED]} label={provideLabel} />
            </select>
          </Field>
          <Field label="분류" error={fieldError('prod_cat_id')}>
            <select {...form.register('prod_cat_id')}>
              <option value="">없음</option>
              <RowOptions rows={cats} label={(c) => `${c.title}${c.visible ? '' : ' (숨김)'}`} />
            </select>
          </Field>
          <Field label="제조사" error={fieldError('corp_maker_id')}>
            <select {...form.register('corp_maker_id')}>
              <option value="">없음</option>
              <RowOptions rows={makers} />
            </select>
          </Field>
          <Field label="매입가 (원)" error={fieldError('cost')} hint="고객에게 보이지 않는 내부 정보입니다.">
            <input {...form.register('cost')} type="number" inputMode="numeric" min={0} step={1} />
          </Field>
        </div>

        <fieldset className="catalogue-fieldset">
          <legend>태그</legend>
          {tags.length === 0 && <p className="field__hint">등록된 태그가 없습니다.</p>}
          <div className="catalogue-chips">
            {tags.map((tag) => (
              <label key={tag.id} className="catalogue-chip">
                <input type="checkbox" value={tag.id} {...form.register('tag_ids')} />
                {tag.title}
                {tag.visible ? '' : ' (숨김)'}
              </label>
            ))}
          </div>
          {fieldError('tag_ids') && <p className="field__error">{fieldError('tag_ids')}</p>}
        </fieldset>

        <h2>설명</h2>
        <p className="field__hint">
          HTML을 쓸 수 있습니다. 쇼핑몰에는 허용된 태그만 보입니다 (스크립트는 지워집니다).
        </p>
        {PROD_CONTENT_FIELDS.map((f) => (
          <Field key={f} label={CONTENT_LABELS[f]} error={fieldError(`content.${f}`)}>
            <textarea {...form.register(`content.${f}`)} rows={f === 'detail' ? 8 : 4} />
          </Field>
        ))}

        <RevertSaveActions
          savedNotice={saved && '저장했습니다.'}
          onRevert={() => form.reset(formValuesOf(prod))}
          saveLabel="저장"
        />
      </form>

      <ConfirmDialog
        {...confirming.dialog}
        title="상품 정보 저장"
        confirmLabel={nothing ? '닫기' : '저장'}
        onConfirm={() => {
          if (!changes || nothing) return confirming.close();
          save.mutate(changes, {
            onSuccess: (next) => {
              form.reset(formValuesOf(next));
              confirming.close();
              setSaved(true);
            },
          });
        }}
      >
        {nothing ? (
          <p>바뀐 내용이 없습니다.</p>
        ) : (
          <>
            <p>다음 항목을 바꿉니다. 쇼핑몰에 바로 반영됩니다.</p>
            <ul>
              {Object.keys(changes ?? {}).map((k) => (
                <li key={k}>{FIELD_LABELS[k as keyof AdminProdUpdate]}</li>
              ))}
            </ul>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
