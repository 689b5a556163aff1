import { z } from 'zod';
import { FIELD_MAX } from './field-limits';
import { PASSWORD_RULE_MESSAGE, passwordError } from './password';
import {
  NEW_PASSWORD_MISMATCH_MESSAGE,
  NEW_PASSWORD_SAME_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
} from './password-change';
import { requiredString, ruleString } from './zod-rule';

export const passwordChangeSchema = z
  .object({
    password: requiredString(REQUIRED_FIELD_MESSAGE, FIELD_MAX.password),
    password_new: ruleString(REQUIRED_FIELD_MESSAGE, FIELD_MAX.password, (value) =>
      passwordError(value) ? PASSWORD_RULE_MESSAGE : null,
    ),
    password_new_check: requiredString(REQUIRED_FIELD_MESSAGE, FIELD_MAX.password),
  })
  .refine((form) => form.password_new === form.password_new_check, {
    message: NEW_PASSWORD_MISMATCH_MESSAGE,
    path: ['password_new_check'],
  })
  .refine((form) => form.password_new !== form.password, {
    message: NEW_PASSWORD_SAME_MESSAGE,
    path: ['password_new'],
  });

export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
