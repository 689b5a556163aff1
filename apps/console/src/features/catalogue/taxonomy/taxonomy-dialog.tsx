import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Field } from '../../../shared/ui/field';
import { type TaxonomyKind, type TaxonomyRows, useSaveTaxonomy } from '../api/taxonomy';
import { useCheckedDialog } from '../checked-dialog';
import type { TaxonomyConfig, TaxonomyField } from './taxonomy-configs';

/** The form's values as the body: numbers for numbers, booleans for boxes, text trimmed by the schema. */
function bodyOf(fields: TaxonomyField[], data: FormData): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => {
      if (f.kind === 'checkbox') return [f.name, data.get(f.name) === 'on'];
      const raw = String(data.get(f.name) ?? '');
      return [f.name, f.kind === 'number' ? (raw.trim() === '' ? Number.NaN : Number(raw)) : raw];
    }),
  );
}

/** Adds a row (`row` null) or edits one of a small table, after checking it with the server's schema. */
export function TaxonomyDialog<K extends TaxonomyKind>({
  config,
  row,
  open,
  onClose,
}: {
  config: TaxonomyConfig<K>;
  row: TaxonomyRows[K] | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveTaxonomy(config.kind);
  const form = useCheckedDialog(save, onClose);
  const current = (name: string) => (row as Record<string, unknown> | null)?.[name];
  return (
    <ConfirmDialog
      open={open}
      {...form.dialog}
      title={row ? `${config.noun} 수정` : `${config.noun} 추가`}
      confirmLabel={row ? '저장' : '추가'}
      onConfirm={(data) => {
        const body = form.check(config.body, bodyOf(config.fields, data));
        if (body) save.mutate({ id: row?.id ?? null, body: body as object }, { onSuccess: form.close });
      }}
    >
      {config.fields.map((f) =>
        f.kind === 'checkbox' ? (
          <label key={f.name} className="catalogue-check">
            <input type="checkbox" name={f.name} defaultChecked={row ? Boolean(current(f.name)) : true} />
            {f.label}
          </label>
        ) : (
          <Field key={f.name} label={f.label} hint={f.hint}>
            {f.kind === 'textarea' ? (
              <textarea
                className="catalogue-wide"
                name={f.name}
                rows={4}
                maxLength={f.max}
                defaultValue={String(current(f.name) ?? '')}
              />
            ) : (
              <input
                name={f.name}
                type={f.kind === 'number' ? 'number' : 'text'}
                maxLength={f.max}
                step={f.kind === 'number' ? 1 : undefined}
                defaultValue={String(current(f.name) ?? (f.kind === 'number' ? 0 : ''))}
              />
            )}
          </Field>
        ),
      )}
    </ConfirmDialog>
  );
}
