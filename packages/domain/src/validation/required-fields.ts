import { isEmpty } from './is-empty';
import type { RuleError } from './rule-error';

/** The documents' message for a required field left empty (password change, address entry). */
export const REQUIRED_FIELD_MESSAGE = '필수 입력 사항입니다.';

/** The first of `fields` left empty in `form`, as the rule error that focuses it with `message`; else null. */
export function firstEmptyField<F extends string>(
  form: { readonly [K in F]: unknown },
  fields: readonly F[],
  message: string,
): RuleError<F> | null {
  const empty = fields.find((field) => isEmpty(form[field]));
  return empty ? { field: empty, message } : null;
}
