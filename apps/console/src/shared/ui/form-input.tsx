import type { InputHTMLAttributes } from 'react';
import { type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { Field } from './field';

type Props<T extends FieldValues, C, V> = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'> & {
  form: UseFormReturn<T, C, V>;
  name: FieldPath<T>;
  label: string;
};

/** A labelled input bound to one field of a react-hook-form form: its registration and its error, by one name. */
export function FormInput<T extends FieldValues, C, V>({ form, name, label, ...input }: Props<T, C, V>) {
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return (
    <Field label={label} error={error?.message}>
      <input {...input} {...form.register(name)} />
    </Field>
  );
}
