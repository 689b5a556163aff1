import {
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * What binds a `Field` to one field of a react-hook-form form, under one name: its registration (name, ref,
 * change and blur) and its rule's message, once a check has failed.
 */
export function registeredField<T extends FieldValues, C, V, N extends FieldPath<T>>(
  form: UseFormReturn<T, C, V>,
  name: N,
  rules?: RegisterOptions<T, N>,
) {
  // Read through formState, so that the form's errors (and only they) render the field again.
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return { ...form.register(name, rules), error: error?.message };
}
